/** POST /api/v1/organization_charts — a new unit at the top level or under a parent. */
import { type TOrgChartCreateRequest, ZOrgChartUnitResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';
import { invalidateOrganizationCharts } from './invalidate';

export function createOrganizationChart(api: CompanyApi, body: TOrgChartCreateRequest) {
  return api.request('/organization_charts', {
    method: 'POST',
    body,
    schema: ZOrgChartUnitResponse,
  });
}

export function useCreateOrganizationChart() {
  const api = useAreaCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Parameters<typeof createOrganizationChart>[1]) =>
      createOrganizationChart(api, variables),
    onSuccess: () => invalidateOrganizationCharts(queryClient),
  });
}
