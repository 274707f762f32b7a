/** POST /api/v1/organization_charts — a new unit at the top level or under a parent. */
import { type TOrgChartCreateRequest, ZOrgChartUnitResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateOrganizationCharts } from './invalidate';

export function createOrganizationChart(body: TOrgChartCreateRequest) {
  return apiRequest('/organization_charts', {
    area: 'company',
    method: 'POST',
    body,
    schema: ZOrgChartUnitResponse,
  });
}

export function useCreateOrganizationChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganizationChart,
    onSuccess: () => invalidateOrganizationCharts(queryClient),
  });
}
