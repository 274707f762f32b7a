/** GET /api/v1/company_admins/:id — one user of the company. */
import { ZCompanyAdminResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getCompanyAdmin(id: number, signal?: AbortSignal) {
  return apiRequest(`/company_admins/${id}`, { area: 'company', schema: ZCompanyAdminResponse, signal });
}

export const companyAdminQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['company-admins', 'one', id],
    queryFn: ({ signal }) => getCompanyAdmin(id, signal),
  });

export function useCompanyAdmin(id: number) {
  return useQuery(companyAdminQueryOptions(id));
}
