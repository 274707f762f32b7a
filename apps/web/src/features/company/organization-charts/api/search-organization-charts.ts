/** GET /api/v1/organization_charts/search?q= — units whose name matches, with their path. */
import { ZOrgChartSearchResponse } from '@mirume/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';

export function searchOrganizationCharts(api: CompanyApi, q: string, signal?: AbortSignal) {
  return api.request('/organization_charts/search', {
    query: { q },
    schema: ZOrgChartSearchResponse,
    signal,
  });
}

export const organizationChartSearchQueryOptions = (api: CompanyApi, q: string) =>
  queryOptions({
    queryKey: ['organization-charts', 'search', q],
    queryFn: ({ signal }) => searchOrganizationCharts(api, q, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });

export function useOrganizationChartSearch(q: string) {
  const api = useAreaCompany();
  return useQuery(organizationChartSearchQueryOptions(api, q));
}
