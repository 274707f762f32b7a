/** GET /api/v1/company_admins/password/token — whether the mailed link still works (it is not used up). */
import { ZPasswordTokenResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function checkPasswordToken(token: string, signal?: AbortSignal) {
  return apiRequest('/company_admins/password/token', {
    area: 'public',
    query: { token },
    schema: ZPasswordTokenResponse,
    signal,
  });
}

export const passwordTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['password-token', token],
    queryFn: ({ signal }) => checkPasswordToken(token, signal),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function usePasswordToken(token: string) {
  return useQuery(passwordTokenQueryOptions(token));
}
