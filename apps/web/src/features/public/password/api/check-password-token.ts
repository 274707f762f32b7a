/**
 * GET …/password/token — whether a mailed link still works (it is not used up). Only the company
 * area has it: its one link page serves two mails and must ask which one it is.
 */
import { ZPasswordTokenResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Area } from '@/lib/area';

export function checkPasswordToken(area: Area, token: string, signal?: AbortSignal) {
  return apiRequest(`${area.accountApi}/password/token`, {
    area: 'public',
    query: { token },
    schema: ZPasswordTokenResponse,
    signal,
  });
}

export const passwordTokenQueryOptions = (area: Area, token: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['password-token', area.id, token],
    queryFn: ({ signal }) => checkPasswordToken(area, token, signal),
    enabled: enabled && token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function usePasswordToken(area: Area, token: string, enabled: boolean) {
  return useQuery(passwordTokenQueryOptions(area, token, enabled));
}
