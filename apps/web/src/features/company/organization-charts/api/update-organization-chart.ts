/** PUT /api/v1/organization_charts/:id — rename and/or move under another parent. */
import { type TOrgChartUpdateRequest, ZOrgChartUnitResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateOrganizationCharts } from './invalidate';

export function updateOrganizationChart({ id, ...body }: TOrgChartUpdateRequest & { id: number }) {
  return apiRequest(`/organization_charts/${id}`, {
    area: 'company',
    method: 'PUT',
    body,
    schema: ZOrgChartUnitResponse,
  });
}

export function useUpdateOrganizationChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganizationChart,
    onSuccess: () => invalidateOrganizationCharts(queryClient),
  });
}
