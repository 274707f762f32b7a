/** GET /api/v1/organization_charts/:id/employees — the employees assigned directly to a unit. */
import { ZOrgChartEmployeesResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getUnitEmployees(id: number, signal?: AbortSignal) {
  return apiRequest(`/organization_charts/${id}/employees`, {
    area: 'company',
    schema: ZOrgChartEmployeesResponse,
    signal,
  });
}

export const unitEmployeesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['organization-charts', 'employees', id],
    queryFn: ({ signal }) => getUnitEmployees(id, signal),
  });

export function useUnitEmployees(id: number | null) {
  return useQuery({ ...unitEmployeesQueryOptions(id ?? 0), enabled: id !== null });
}
