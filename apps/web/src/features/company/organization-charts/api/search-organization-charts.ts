/** GET /api/v1/organization_charts/search?q= — units whose name matches, with their path. */
import { ZOrgChartSearchResponse } from '@mirume/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function searchOrganizationCharts(q: string, signal?: AbortSignal) {
  return apiRequest('/organization_charts/search', {
    area: 'company',
    query: { q },
    schema: ZOrgChartSearchResponse,
    signal,
  });
}

export const organizationChartSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['organization-charts', 'search', q],
    queryFn: ({ signal }) => searchOrganizationCharts(q, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });

export function useOrganizationChartSearch(q: string) {
  return useQuery(organizationChartSearchQueryOptions(q));
}
