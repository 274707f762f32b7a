/** GET /api/v1/companies/:id/edit — the company settings as the edit form's initial values. */
import { ZCompanyProfileResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getCompanyForEdit(companyId: number, signal?: AbortSignal) {
  return apiRequest(`/companies/${companyId}/edit`, {
    area: 'company',
    schema: ZCompanyProfileResponse,
    signal,
  });
}

export const companyForEditQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['company', companyId, 'edit'],
    queryFn: ({ signal }) => getCompanyForEdit(companyId, signal),
  });

export function useCompanyForEdit(companyId: number) {
  return useQuery(companyForEditQueryOptions(companyId));
}
