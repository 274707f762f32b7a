/** GET /api/v1/issues_links_dashboard — the counts of the links issued in a period. */
import { ZLinksDashboardResponse } from '@mirume/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { diagnosisQueryKey } from '@/entities/diagnosis/api/keys';
import { apiRequest } from '@/lib/api-client';

export function getLinksDashboard(period: { from: string; to: string }, signal?: AbortSignal) {
  return apiRequest('/issues_links_dashboard', {
    area: 'company',
    query: period,
    schema: ZLinksDashboardResponse,
    signal,
  });
}

export function useLinksDashboard(period: { from: string; to: string }) {
  return useQuery({
    queryKey: [...diagnosisQueryKey, 'dashboard', period],
    queryFn: ({ signal }) => getLinksDashboard(period, signal),
    placeholderData: keepPreviousData,
  });
}
