/** GET /api/v1/employees/:id/edit — the record the edit form starts from, and whether it may be changed. */
import { ZEmployeeEditResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeesQueryKey } from '@/entities/employee/api/get-employees';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';

export function getEmployeeEdit(api: CompanyApi, id: number, signal?: AbortSignal) {
  return api.request(`/employees/${id}/edit`, { schema: ZEmployeeEditResponse, signal });
}

export const employeeEditQueryOptions = (api: CompanyApi, id: number) =>
  queryOptions({
    queryKey: [...employeesQueryKey, 'edit', id],
    queryFn: ({ signal }) => getEmployeeEdit(api, id, signal),
    // The form must start from what is stored now, not from a cached copy.
    staleTime: 0,
    gcTime: 0,
  });

export function useEmployeeEdit(id: number) {
  return useQuery(employeeEditQueryOptions(useAreaCompany(), id));
}
