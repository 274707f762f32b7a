/**
 * Reading a result sheet (OCR): POST /api/v1/employees/:employee_id/{one}_ocr with the sheet
 * (multipart `sheet`) answers 202 with a job; GET …/{one}_ocr/:job_id is polled until the job is
 * done or failed. Nothing is saved by reading: the values only fill the form.
 */
import { ASSESSMENT_PATHS, type AssessmentInstrument, type TOcrJob, ZOcrJobResponse } from '@mirume/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { UploadProgress } from '@/lib/api-client';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';
import { entryQueryKey } from './assessment-keys';

/** How often a running job is asked for its progress. */
export const OCR_POLL_MS = 1000;

const ocrPath = (employeeId: number, instrument: AssessmentInstrument) =>
  `/employees/${employeeId}/${ASSESSMENT_PATHS[instrument].one}_ocr`;

export function startSheetReading(
  api: CompanyApi,
  employeeId: number,
  instrument: AssessmentInstrument,
  sheet: File,
  onUploadProgress?: (progress: UploadProgress) => void,
) {
  const body = new FormData();
  body.append('sheet', sheet, sheet.name);
  return api.upload(ocrPath(employeeId, instrument), {
    method: 'POST',
    body,
    schema: ZOcrJobResponse,
    onUploadProgress,
  });
}

export function useStartSheetReading(employeeId: number, instrument: AssessmentInstrument) {
  const api = useAreaCompany();
  return useMutation({
    mutationFn: ({ sheet, onProgress }: { sheet: File; onProgress?: (p: UploadProgress) => void }) =>
      startSheetReading(api, employeeId, instrument, sheet, onProgress),
  });
}

export const isFinished = (job: TOcrJob | undefined) => job?.status === 'done' || job?.status === 'failed';

export const sheetReadingQueryOptions = (
  api: CompanyApi,
  employeeId: number,
  instrument: AssessmentInstrument,
  jobId: number,
) =>
  queryOptions({
    queryKey: entryQueryKey(employeeId, instrument, 'ocr', jobId),
    queryFn: ({ signal }) =>
      api.request(`${ocrPath(employeeId, instrument)}/${jobId}`, { schema: ZOcrJobResponse, signal }),
    select: (answer) => answer.data,
    refetchInterval: (query) => (isFinished(query.state.data?.data) ? false : OCR_POLL_MS),
    // A finished job never changes; the page keeps what it read.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSheetReading(employeeId: number, instrument: AssessmentInstrument, jobId: number | null) {
  return useQuery({
    ...sheetReadingQueryOptions(useAreaCompany(), employeeId, instrument, jobId ?? 0),
    enabled: jobId !== null,
  });
}
