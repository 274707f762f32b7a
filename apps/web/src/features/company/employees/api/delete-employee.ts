/** DELETE /api/v1/employees/:id — removes a person (and, once they exist, their results). */
import { ZEmployeeDeleteResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeesQueryKey } from '@/entities/employee/api/get-employees';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';

export function deleteEmployee(api: CompanyApi, id: number) {
  return api.request(`/employees/${id}`, {
    method: 'DELETE',
    schema: ZEmployeeDeleteResponse,
  });
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  const api = useAreaCompany();
  return useMutation({
    mutationFn: (id: number) => deleteEmployee(api, id),
    // Only the list is refreshed: refetching the open profile would flash the not-found page
    // before the page has left it. A later visit of the old address refetches and shows 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...employeesQueryKey, 'list'] }),
  });
}
