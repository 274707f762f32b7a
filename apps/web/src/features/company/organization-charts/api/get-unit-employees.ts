/** GET /api/v1/organization_charts/:id/employees — the employees assigned directly to a unit. */
import { ZOrgChartEmployeesResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';

export function getUnitEmployees(api: CompanyApi, id: number, signal?: AbortSignal) {
  return api.request(`/organization_charts/${id}/employees`, {
    schema: ZOrgChartEmployeesResponse,
    signal,
  });
}

export const unitEmployeesQueryOptions = (api: CompanyApi, id: number) =>
  queryOptions({
    queryKey: ['organization-charts', 'employees', id],
    queryFn: ({ signal }) => getUnitEmployees(api, id, signal),
  });

export function useUnitEmployees(id: number | null) {
  const api = useAreaCompany();
  return useQuery({ ...unitEmployeesQueryOptions(api, id ?? 0), enabled: id !== null });
}
