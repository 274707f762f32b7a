/** PUT /api/v1/employees/:id — changes a person's record. */
import { type TEmployeeUpdateRequest, ZEmployeeResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeesQueryKey } from '@/entities/employee/api/get-employees';
import { apiRequest } from '@/lib/api-client';

export function updateEmployee({ id, body }: { id: number; body: TEmployeeUpdateRequest }) {
  return apiRequest(`/employees/${id}`, { area: 'company', method: 'PUT', body, schema: ZEmployeeResponse });
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryKey }),
  });
}
