/** GET /api/v1/organization_charts — the company's whole chart with head counts. */
import { ZOrgChartTreeResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';

export function getOrganizationCharts(api: CompanyApi, signal?: AbortSignal) {
  return api.request('/organization_charts', { schema: ZOrgChartTreeResponse, signal });
}

export const organizationChartsQueryOptions = (api: CompanyApi) =>
  queryOptions({
    queryKey: ['organization-charts', 'tree'],
    queryFn: ({ signal }) => getOrganizationCharts(api, signal),
  });

export function useOrganizationCharts() {
  const api = useAreaCompany();
  return useQuery(organizationChartsQueryOptions(api));
}
