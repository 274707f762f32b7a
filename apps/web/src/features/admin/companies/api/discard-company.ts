/** DELETE /api/v1/admin/companies/{id} — discards (soft-deletes) the company. */
import { ZCompanyStateResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useDiscardCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/admin/companies/${id}`, {
        area: 'admin',
        method: 'DELETE',
        schema: ZCompanyStateResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
