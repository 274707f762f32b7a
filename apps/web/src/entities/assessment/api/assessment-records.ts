/**
 * A person's results of one instrument (GET /employees/{id}/{hcis|emergenetics|energizers}, newest
 * first), deleting one (DELETE …/{plural}/{result_id}, its sheet goes with it) and marking an HCI-AS
 * result checked or unchecked (PATCH …/hcis/{id}/check_state). In the operator area the calls go to
 * the company's mirrors (useAreaCompany).
 */
import {
  ASSESSMENT_PATHS,
  type AssessmentInstrument,
  type CheckState,
  type EnumValue,
  type TEmergeneticRecord,
  type TEnergizerRecord,
  type THciRecord,
  ZAssessmentRecordResponse,
  ZEmergeneticRecord,
  ZEnergizerRecord,
  ZHciRecord,
} from '@mirume/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';
import { assessmentListKey, assessmentsKey } from './keys';

/** The record type of each instrument. */
export interface AssessmentRecordOf {
  hci: THciRecord;
  emergenetic: TEmergeneticRecord;
  energizer: TEnergizerRecord;
}

const LIST_SCHEMAS: { [I in AssessmentInstrument]: z.ZodType<{ data: AssessmentRecordOf[I][] }> } = {
  hci: z.object({ data: z.array(ZHciRecord) }),
  emergenetic: z.object({ data: z.array(ZEmergeneticRecord) }),
  energizer: z.object({ data: z.array(ZEnergizerRecord) }),
};

/** The API path of a person's results of one instrument (company form; the area maps it). */
export const recordsPath = (employeeId: number, instrument: AssessmentInstrument) =>
  `/employees/${employeeId}/${ASSESSMENT_PATHS[instrument].plural}`;

export async function getAssessmentRecords<I extends AssessmentInstrument>(
  api: CompanyApi,
  employeeId: number,
  instrument: I,
  signal?: AbortSignal,
): Promise<AssessmentRecordOf[I][]> {
  const answer = await api.request(recordsPath(employeeId, instrument), {
    schema: LIST_SCHEMAS[instrument],
    signal,
  });
  return answer.data;
}

export const assessmentRecordsQueryOptions = <I extends AssessmentInstrument>(
  api: CompanyApi,
  employeeId: number,
  instrument: I,
) =>
  queryOptions({
    queryKey: assessmentListKey(employeeId, instrument),
    queryFn: ({ signal }) => getAssessmentRecords(api, employeeId, instrument, signal),
  });

/** Every result of the instrument, newest first. */
export function useAssessmentRecords<I extends AssessmentInstrument>(employeeId: number, instrument: I) {
  return useQuery(assessmentRecordsQueryOptions(useAreaCompany(), employeeId, instrument));
}

/** After a write: the person's assessment views, and the lists that show the latest values. */
function useRefreshAfterWrite(employeeId: number) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: assessmentsKey(employeeId) });
    await queryClient.invalidateQueries({ queryKey: ['company', 'employees'] });
    await queryClient.invalidateQueries({ queryKey: ['company', 'diagnosis-list'] });
  };
}

export function useDeleteAssessmentRecord(employeeId: number, instrument: AssessmentInstrument) {
  const api = useAreaCompany();
  const refresh = useRefreshAfterWrite(employeeId);
  return useMutation({
    mutationFn: (recordId: number) =>
      api.request(`${recordsPath(employeeId, instrument)}/${recordId}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useUpdateHciCheckState(employeeId: number) {
  const api = useAreaCompany();
  const refresh = useRefreshAfterWrite(employeeId);
  return useMutation({
    mutationFn: ({ id, checkState }: { id: number; checkState: EnumValue<typeof CheckState> }) =>
      api.request(`${recordsPath(employeeId, 'hci')}/${id}/check_state`, {
        method: 'PATCH',
        body: { check_state: checkState },
        schema: ZAssessmentRecordResponse,
      }),
    onSuccess: refresh,
  });
}
