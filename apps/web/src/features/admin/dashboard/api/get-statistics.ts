/** GET /api/v1/admin/statistics — the figures of the operator dashboard. */
import { ZAdminStatisticsResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const statisticsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'statistics'],
    queryFn: ({ signal }) =>
      apiRequest('/admin/statistics', { area: 'admin', schema: ZAdminStatisticsResponse, signal }),
  });

export function useAdminStatistics() {
  return useQuery(statisticsQueryOptions());
}
