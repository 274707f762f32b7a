/** GET /api/v1/company_admins — the company's users, searchable and paged. */
import { type TCompanyAdminsQuery, ZCompanyAdminsResponse } from '@mirume/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getCompanyAdmins(query: TCompanyAdminsQuery, signal?: AbortSignal) {
  return apiRequest('/company_admins', {
    area: 'company',
    query: { page: query.page, per: query.per, q: query.q },
    schema: ZCompanyAdminsResponse,
    signal,
  });
}

export const companyAdminsQueryOptions = (query?: TCompanyAdminsQuery) =>
  queryOptions({
    queryKey: query ? ['company-admins', 'list', query] : ['company-admins', 'list'],
    queryFn: ({ signal }) => getCompanyAdmins(query ?? { page: 1, per: 50 }, signal),
    placeholderData: keepPreviousData,
  });

export function useCompanyAdmins(query: TCompanyAdminsQuery) {
  return useQuery(companyAdminsQueryOptions(query));
}
