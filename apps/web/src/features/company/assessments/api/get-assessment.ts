/** GET /api/v1/employees/:employee_id/{plural}/:id — the result an edit starts from. */
import { ASSESSMENT_PATHS, type AssessmentInstrument, ZAssessmentRecordResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';
import { entryQueryKey } from './assessment-keys';

export function assessmentPath(employeeId: number, instrument: AssessmentInstrument, id?: number) {
  const base = `/employees/${employeeId}/${ASSESSMENT_PATHS[instrument].plural}`;
  return id === undefined ? base : `${base}/${id}`;
}

export function getAssessment(
  api: CompanyApi,
  employeeId: number,
  instrument: AssessmentInstrument,
  id: number,
  signal?: AbortSignal,
) {
  return api.request(assessmentPath(employeeId, instrument, id), {
    schema: ZAssessmentRecordResponse,
    signal,
  });
}

export const assessmentQueryOptions = (
  api: CompanyApi,
  employeeId: number,
  instrument: AssessmentInstrument,
  id: number,
) =>
  queryOptions({
    queryKey: entryQueryKey(employeeId, instrument, 'record', id),
    queryFn: ({ signal }) => getAssessment(api, employeeId, instrument, id, signal),
    // The form must start from what is stored now, not from a cached copy.
    staleTime: 0,
    gcTime: 0,
  });

export function useAssessment(employeeId: number, instrument: AssessmentInstrument, id: number | null) {
  return useQuery({
    ...assessmentQueryOptions(useAreaCompany(), employeeId, instrument, id ?? 0),
    enabled: id !== null,
  });
}
