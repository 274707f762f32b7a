/** PUT /api/v1/employees/:id — changes a person's record. */
import { type TEmployeeUpdateRequest, ZEmployeeResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeesQueryKey } from '@/entities/employee/api/get-employees';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';

export function updateEmployee(api: CompanyApi, { id, body }: { id: number; body: TEmployeeUpdateRequest }) {
  return api.request(`/employees/${id}`, { method: 'PUT', body, schema: ZEmployeeResponse });
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  const api = useAreaCompany();
  return useMutation({
    mutationFn: (change: { id: number; body: TEmployeeUpdateRequest }) => updateEmployee(api, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryKey }),
  });
}
