/** PUT /api/v1/organization_charts/:id/employees — assigns employees to the unit. */
import { ZOrgChartEmployeesResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateOrganizationCharts } from './invalidate';

export function assignUnitEmployees({ id, employee_ids }: { id: number; employee_ids: number[] }) {
  return apiRequest(`/organization_charts/${id}/employees`, {
    area: 'company',
    method: 'PUT',
    body: { employee_ids },
    schema: ZOrgChartEmployeesResponse,
  });
}

export function useAssignUnitEmployees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignUnitEmployees,
    onSuccess: async () => {
      await invalidateOrganizationCharts(queryClient);
      await queryClient.invalidateQueries({ queryKey: ['employees'] });
    },
  });
}
