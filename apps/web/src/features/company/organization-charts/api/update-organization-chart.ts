/** PUT /api/v1/organization_charts/:id — rename and/or move under another parent. */
import { type TOrgChartUpdateRequest, ZOrgChartUnitResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';
import { invalidateOrganizationCharts } from './invalidate';

export function updateOrganizationChart(
  api: CompanyApi,
  { id, ...body }: TOrgChartUpdateRequest & { id: number },
) {
  return api.request(`/organization_charts/${id}`, {
    method: 'PUT',
    body,
    schema: ZOrgChartUnitResponse,
  });
}

export function useUpdateOrganizationChart() {
  const api = useAreaCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Parameters<typeof updateOrganizationChart>[1]) =>
      updateOrganizationChart(api, variables),
    onSuccess: () => invalidateOrganizationCharts(queryClient),
  });
}
