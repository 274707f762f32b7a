/** POST /api/v1/organization_charts/:id/duplicate — copies the unit with its sub-units. */
import { ZOrgChartUnitResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateOrganizationCharts } from './invalidate';

export function duplicateOrganizationChart(id: number) {
  return apiRequest(`/organization_charts/${id}/duplicate`, {
    area: 'company',
    method: 'POST',
    schema: ZOrgChartUnitResponse,
  });
}

export function useDuplicateOrganizationChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateOrganizationChart,
    onSuccess: () => invalidateOrganizationCharts(queryClient),
  });
}
