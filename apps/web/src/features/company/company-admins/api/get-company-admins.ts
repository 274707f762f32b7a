/** GET /api/v1/company_admins — the company's users, searchable and paged. */
import { type TCompanyAdminsQuery, ZCompanyAdminsResponse } from '@mirume/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';

export function getCompanyAdmins(api: CompanyApi, query: TCompanyAdminsQuery, signal?: AbortSignal) {
  return api.request('/company_admins', {
    query: { page: query.page, per: query.per, q: query.q },
    schema: ZCompanyAdminsResponse,
    signal,
  });
}

export const companyAdminsQueryOptions = (api: CompanyApi, query?: TCompanyAdminsQuery) =>
  queryOptions({
    queryKey: query ? ['company-admins', 'list', query] : ['company-admins', 'list'],
    queryFn: ({ signal }) => getCompanyAdmins(api, query ?? { page: 1, per: 50 }, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanyAdmins(query: TCompanyAdminsQuery) {
  const api = useAreaCompany();
  return useQuery(companyAdminsQueryOptions(api, query));
}
