/** DELETE /api/v1/organization_charts/:id — the unit and its sub-units (refused while employees remain). */
import { ZSuccessResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateOrganizationCharts } from './invalidate';

export function deleteOrganizationChart(id: number) {
  return apiRequest(`/organization_charts/${id}`, {
    area: 'company',
    method: 'DELETE',
    schema: ZSuccessResponse,
  });
}

export function useDeleteOrganizationChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganizationChart,
    onSuccess: () => invalidateOrganizationCharts(queryClient),
  });
}
