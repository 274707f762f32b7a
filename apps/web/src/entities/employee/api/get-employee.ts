/** GET /api/v1/employees/:id — one person's profile. */
import { ZEmployeeResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';
import { employeesQueryKey } from './get-employees';

export function getEmployee(api: CompanyApi, id: number, signal?: AbortSignal) {
  return api.request(`/employees/${id}`, { schema: ZEmployeeResponse, signal });
}

export const employeeQueryOptions = (api: CompanyApi, id: number) =>
  queryOptions({
    queryKey: [...employeesQueryKey, 'detail', id],
    queryFn: ({ signal }) => getEmployee(api, id, signal),
  });

export function useEmployee(id: number) {
  return useQuery(employeeQueryOptions(useAreaCompany(), id));
}
