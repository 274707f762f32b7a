/** PATCH /api/v1/admin/system_admins/{id} — edits a system admin's name. */
import { type TSystemAdminUpdateRequest, ZSystemAdminResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useUpdateSystemAdmin(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSystemAdminUpdateRequest) =>
      apiRequest(`/admin/system_admins/${id}`, {
        area: 'admin',
        method: 'PATCH',
        body,
        schema: ZSystemAdminResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'system-admins'] }),
  });
}
