/** POST /api/v1/employees — registers one person. */
import { type TEmployeeCreateRequest, ZEmployeeResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeesQueryKey } from '@/entities/employee/api/get-employees';
import { apiRequest } from '@/lib/api-client';

export function createEmployee(body: TEmployeeCreateRequest) {
  return apiRequest('/employees', { area: 'company', method: 'POST', body, schema: ZEmployeeResponse });
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryKey }),
  });
}
