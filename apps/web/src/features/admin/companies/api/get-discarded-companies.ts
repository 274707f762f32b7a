/** GET /api/v1/admin/company/discarded_index — discarded companies, newest discard first. */
import { type TDiscardedCompaniesQuery, ZDiscardedCompaniesResponse } from '@mirume/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const discardedCompaniesQueryOptions = (query: TDiscardedCompaniesQuery) =>
  queryOptions({
    queryKey: ['admin', 'companies', 'discarded', query],
    queryFn: ({ signal }) =>
      apiRequest('/admin/company/discarded_index', {
        area: 'admin',
        query: { ...query },
        schema: ZDiscardedCompaniesResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useDiscardedCompanies(query: TDiscardedCompaniesQuery) {
  return useQuery(discardedCompaniesQueryOptions(query));
}
