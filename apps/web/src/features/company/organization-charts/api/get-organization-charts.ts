/** GET /api/v1/organization_charts — the company's whole chart with head counts. */
import { ZOrgChartTreeResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getOrganizationCharts(signal?: AbortSignal) {
  return apiRequest('/organization_charts', { area: 'company', schema: ZOrgChartTreeResponse, signal });
}

export const organizationChartsQueryOptions = () =>
  queryOptions({
    queryKey: ['organization-charts', 'tree'],
    queryFn: ({ signal }) => getOrganizationCharts(signal),
  });

export function useOrganizationCharts() {
  return useQuery(organizationChartsQueryOptions());
}
