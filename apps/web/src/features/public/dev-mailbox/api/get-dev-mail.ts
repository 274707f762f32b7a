/** GET /api/v1/dev/mails/:id — one mail with its text and HTML body (development only). */
import { ZDevMailResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getDevMail(id: number, signal?: AbortSignal) {
  return apiRequest(`/dev/mails/${id}`, { area: 'public', schema: ZDevMailResponse, signal });
}

export const devMailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['dev', 'mails', id],
    queryFn: ({ signal }) => getDevMail(id, signal),
  });

export function useDevMail(id: number | undefined) {
  return useQuery({ ...devMailQueryOptions(id ?? 0), enabled: id !== undefined });
}
