/** GET /api/v1/admin/companies — the operator's company overview, paged and filtered. */
import { type TAdminCompaniesQuery, ZAdminCompaniesResponse } from '@mirume/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getAdminCompanies(query: TAdminCompaniesQuery, signal?: AbortSignal) {
  return apiRequest('/admin/companies', {
    area: 'admin',
    query: { page: query.page, per: query.per, status: query.status, q: query.q },
    schema: ZAdminCompaniesResponse,
    signal,
  });
}

export const adminCompaniesQueryOptions = (query: TAdminCompaniesQuery) =>
  queryOptions({
    queryKey: ['admin', 'companies', query],
    queryFn: ({ signal }) => getAdminCompanies(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminCompanies(query: TAdminCompaniesQuery) {
  return useQuery(adminCompaniesQueryOptions(query));
}
