/** GET /api/v1/company_admins/account — the signed-in user's own account. */
import { ZAccountResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getAccount(signal?: AbortSignal) {
  return apiRequest('/company_admins/account', { area: 'company', schema: ZAccountResponse, signal });
}

export const accountQueryOptions = () =>
  queryOptions({ queryKey: ['account'], queryFn: ({ signal }) => getAccount(signal) });

export function useAccount() {
  return useQuery(accountQueryOptions());
}
