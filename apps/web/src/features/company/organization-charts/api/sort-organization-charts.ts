/** PUT /api/v1/organization_charts/sort — the new parent and order of the moved siblings. */
import { type TOrgChartSortRequest, ZSuccessResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateOrganizationCharts } from './invalidate';

export function sortOrganizationCharts(body: TOrgChartSortRequest) {
  return apiRequest('/organization_charts/sort', {
    area: 'company',
    method: 'PUT',
    body,
    schema: ZSuccessResponse,
  });
}

export function useSortOrganizationCharts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sortOrganizationCharts,
    onSettled: () => invalidateOrganizationCharts(queryClient),
  });
}
