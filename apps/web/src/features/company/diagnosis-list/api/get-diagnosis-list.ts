/** GET /api/v1/companies/:id/diagnosis_list — the people with their latest results (診断履歴). */
import { ZDiagnosisListResponse } from '@mirume/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';
import type { DiagnosisListQuery } from '../lib/list-condition';

export function getDiagnosisList(
  api: CompanyApi,
  companyId: number,
  query: DiagnosisListQuery,
  signal?: AbortSignal,
) {
  return api.request(`/companies/${companyId}/diagnosis_list`, {
    query,
    schema: ZDiagnosisListResponse,
    signal,
  });
}

export const diagnosisListQueryOptions = (api: CompanyApi, companyId: number, query: DiagnosisListQuery) =>
  queryOptions({
    queryKey: ['company', 'diagnosis-list', companyId, query],
    queryFn: ({ signal }) => getDiagnosisList(api, companyId, query, signal),
    placeholderData: keepPreviousData,
    // Results, decisions and people change on other pages (a person's page, the import, the
    // examinee finishing): coming back to the list always asks again, showing the kept rows meanwhile.
    staleTime: 0,
  });

export function useDiagnosisList(companyId: number | undefined, query: DiagnosisListQuery) {
  const api = useAreaCompany();
  return useQuery({
    ...diagnosisListQueryOptions(api, companyId ?? 0, query),
    enabled: companyId !== undefined,
  });
}
