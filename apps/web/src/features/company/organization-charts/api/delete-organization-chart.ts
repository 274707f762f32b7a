/** DELETE /api/v1/organization_charts/:id — the unit and its sub-units (refused while employees remain). */
import { ZSuccessResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';
import { invalidateOrganizationCharts } from './invalidate';

export function deleteOrganizationChart(api: CompanyApi, id: number) {
  return api.request(`/organization_charts/${id}`, {
    method: 'DELETE',
    schema: ZSuccessResponse,
  });
}

export function useDeleteOrganizationChart() {
  const api = useAreaCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Parameters<typeof deleteOrganizationChart>[1]) =>
      deleteOrganizationChart(api, variables),
    onSuccess: () => invalidateOrganizationCharts(queryClient),
  });
}
