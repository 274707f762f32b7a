/** DELETE /api/v1/system_admins/sign_out — the server clears the cookies; locally the marker and all session storage go. */
import { ZSuccessResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { clearSystemAdminSession } from '@/lib/auth-store';
import { paths } from '@/lib/paths';

export function adminSignOut() {
  return apiRequest('/system_admins/sign_out', {
    area: 'admin',
    method: 'DELETE',
    schema: ZSuccessResponse,
    handleUnauthorized: false,
  });
}

export async function logoutSystemAdmin(call: () => Promise<unknown> = adminSignOut) {
  try {
    await call();
  } catch (error) {
    console.warn('system admin sign_out failed; the local session is cleared anyway.', error);
  } finally {
    clearSystemAdminSession();
  }
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logoutSystemAdmin(),
    onSettled: async () => {
      await navigate(paths.adminLogin.getHref(), { replace: true });
      queryClient.clear();
    },
  });
}
