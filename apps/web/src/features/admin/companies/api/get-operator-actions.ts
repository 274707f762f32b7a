/** GET /api/v1/admin/companies/{id}/operator_actions — what operators did to the company, newest first. */
import { ZOperatorActionsResponse } from '@mirume/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const operatorActionsQueryOptions = (id: number, page: number, per: number) =>
  queryOptions({
    queryKey: ['admin', 'companies', 'actions', id, page, per],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/companies/${id}/operator_actions`, {
        area: 'admin',
        query: { page, per },
        schema: ZOperatorActionsResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useOperatorActions(id: number, page: number, per: number) {
  return useQuery(operatorActionsQueryOptions(id, page, per));
}
