/** PUT /api/v1/organization_charts/:id/employees — assigns employees to the unit. */
import { ZOrgChartEmployeesResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';
import { invalidateOrganizationCharts } from './invalidate';

export function assignUnitEmployees(
  api: CompanyApi,
  { id, employee_ids }: { id: number; employee_ids: number[] },
) {
  return api.request(`/organization_charts/${id}/employees`, {
    method: 'PUT',
    body: { employee_ids },
    schema: ZOrgChartEmployeesResponse,
  });
}

export function useAssignUnitEmployees() {
  const api = useAreaCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Parameters<typeof assignUnitEmployees>[1]) => assignUnitEmployees(api, variables),
    onSuccess: async () => {
      await invalidateOrganizationCharts(queryClient);
      await queryClient.invalidateQueries({ queryKey: ['employees'] });
    },
  });
}
