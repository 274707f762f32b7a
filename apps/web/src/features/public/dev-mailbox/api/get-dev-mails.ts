/** GET /api/v1/dev/mails — the newest mails of the outbox (development only). */
import { ZDevMailsResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getDevMails(signal?: AbortSignal) {
  return apiRequest('/dev/mails', {
    area: 'public',
    query: { limit: 100 },
    schema: ZDevMailsResponse,
    signal,
  });
}

export const devMailsQueryOptions = () =>
  queryOptions({
    queryKey: ['dev', 'mails'],
    queryFn: ({ signal }) => getDevMails(signal),
    // New mails show up by themselves while the page is open.
    refetchInterval: 5000,
  });

export function useDevMails() {
  return useQuery(devMailsQueryOptions());
}
