/** POST /api/v1/system_admins/password — mails an operator a link to /admin/password/password. */
import { type TPasswordResetRequest, ZPasswordResetResponse } from '@mirume/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { paths } from '@/lib/paths';

export function requestAdminPasswordReset(body: Pick<TPasswordResetRequest, 'email'>) {
  return apiRequest('/system_admins/password', {
    area: 'public',
    method: 'POST',
    body: { ...body, redirect_url: paths.adminPasswordPassword.getHref() },
    schema: ZPasswordResetResponse,
  });
}

export function useRequestAdminPasswordReset() {
  return useMutation({ mutationFn: requestAdminPasswordReset });
}
