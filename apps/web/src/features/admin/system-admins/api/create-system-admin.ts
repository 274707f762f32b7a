/** POST /api/v1/system_admins — an operator adds a system admin, who gets a password-setting mail. */
import { type TSystemAdminCreateRequest, ZSystemAdminCreateResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function createSystemAdmin(body: TSystemAdminCreateRequest) {
  return apiRequest('/system_admins', {
    area: 'admin',
    method: 'POST',
    body,
    schema: ZSystemAdminCreateResponse,
  });
}

export function useCreateSystemAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSystemAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'system-admins'] }),
  });
}
