/** PATCH /api/v1/admin/company/restore/{id} — brings a discarded company back. */
import { ZCompanyStateResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useRestoreCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/admin/company/restore/${id}`, {
        area: 'admin',
        method: 'PATCH',
        schema: ZCompanyStateResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
