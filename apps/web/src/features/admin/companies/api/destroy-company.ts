/** DELETE /api/v1/admin/companies/{id}/destroy_physical — removes a discarded company for good. */
import { ZCompanyDestroyResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useDestroyCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, companyName }: { id: number; companyName: string }) =>
      apiRequest(`/admin/companies/${id}/destroy_physical`, {
        area: 'admin',
        method: 'DELETE',
        body: { company_name: companyName },
        schema: ZCompanyDestroyResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
