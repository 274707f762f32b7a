/** PUT /api/v1/organization_charts/sort — the new parent and order of the moved siblings. */
import { type TOrgChartSortRequest, ZSuccessResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';
import { invalidateOrganizationCharts } from './invalidate';

export function sortOrganizationCharts(api: CompanyApi, body: TOrgChartSortRequest) {
  return api.request('/organization_charts/sort', {
    method: 'PUT',
    body,
    schema: ZSuccessResponse,
  });
}

export function useSortOrganizationCharts() {
  const api = useAreaCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Parameters<typeof sortOrganizationCharts>[1]) =>
      sortOrganizationCharts(api, variables),
    onSettled: () => invalidateOrganizationCharts(queryClient),
  });
}
