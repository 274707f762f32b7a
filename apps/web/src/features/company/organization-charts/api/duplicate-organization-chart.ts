/** POST /api/v1/organization_charts/:id/duplicate — copies the unit with its sub-units. */
import { ZOrgChartUnitResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';
import { invalidateOrganizationCharts } from './invalidate';

export function duplicateOrganizationChart(api: CompanyApi, id: number) {
  return api.request(`/organization_charts/${id}/duplicate`, {
    method: 'POST',
    schema: ZOrgChartUnitResponse,
  });
}

export function useDuplicateOrganizationChart() {
  const api = useAreaCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Parameters<typeof duplicateOrganizationChart>[1]) =>
      duplicateOrganizationChart(api, variables),
    onSuccess: () => invalidateOrganizationCharts(queryClient),
  });
}
