/** POST /api/v1/employees — registers one person. */
import { type TEmployeeCreateRequest, ZEmployeeResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeesQueryKey } from '@/entities/employee/api/get-employees';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';

export function createEmployee(api: CompanyApi, body: TEmployeeCreateRequest) {
  return api.request('/employees', { method: 'POST', body, schema: ZEmployeeResponse });
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  const api = useAreaCompany();
  return useMutation({
    mutationFn: (body: TEmployeeCreateRequest) => createEmployee(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryKey }),
  });
}
