/** GET /api/v1/company_admins/:id — one user of the company. */
import { ZCompanyAdminResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';

export function getCompanyAdmin(api: CompanyApi, id: number, signal?: AbortSignal) {
  return api.request(`/company_admins/${id}`, { schema: ZCompanyAdminResponse, signal });
}

export const companyAdminQueryOptions = (api: CompanyApi, id: number) =>
  queryOptions({
    queryKey: ['company-admins', 'one', id],
    queryFn: ({ signal }) => getCompanyAdmin(api, id, signal),
  });

export function useCompanyAdmin(id: number) {
  const api = useAreaCompany();
  return useQuery(companyAdminQueryOptions(api, id));
}
