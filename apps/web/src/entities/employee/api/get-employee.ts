/** GET /api/v1/employees/:id — one person's profile. */
import { ZEmployeeResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeesQueryKey } from './get-employees';

export function getEmployee(id: number, signal?: AbortSignal) {
  return apiRequest(`/employees/${id}`, { area: 'company', schema: ZEmployeeResponse, signal });
}

export const employeeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...employeesQueryKey, 'detail', id],
    queryFn: ({ signal }) => getEmployee(id, signal),
  });

export function useEmployee(id: number) {
  return useQuery(employeeQueryOptions(id));
}
