/** DELETE /api/v1/admin/system_admins/{id} — removes a system admin; their sessions end at once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useDeleteSystemAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/admin/system_admins/${id}`, { area: 'admin', method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'system-admins'] }),
  });
}
