/** GET /api/v1/employees/:id/edit — the record the edit form starts from, and whether it may be changed. */
import { ZEmployeeEditResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeesQueryKey } from '@/entities/employee/api/get-employees';
import { apiRequest } from '@/lib/api-client';

export function getEmployeeEdit(id: number, signal?: AbortSignal) {
  return apiRequest(`/employees/${id}/edit`, { area: 'company', schema: ZEmployeeEditResponse, signal });
}

export const employeeEditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...employeesQueryKey, 'edit', id],
    queryFn: ({ signal }) => getEmployeeEdit(id, signal),
    // The form must start from what is stored now, not from a cached copy.
    staleTime: 0,
    gcTime: 0,
  });

export function useEmployeeEdit(id: number) {
  return useQuery(employeeEditQueryOptions(id));
}
