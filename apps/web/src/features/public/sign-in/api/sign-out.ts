/** DELETE /api/v1/company_admins/sign_out — the session is cleared even when the call fails (spec §4). */
import { ZSuccessResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { clearCompanySession } from '@/lib/auth-store';
import { paths } from '@/lib/paths';

export function signOut() {
  return apiRequest('/company_admins/sign_out', {
    area: 'company',
    method: 'DELETE',
    schema: ZSuccessResponse,
    // Logout always ends at /login, whatever the server answers.
    handleUnauthorized: false,
    handleMaintenance: false,
  });
}

/** Calls sign_out, then clears auth.token, auth.user and the company session keys regardless. */
export async function logoutCompany(call: () => Promise<unknown> = signOut) {
  try {
    await call();
  } catch (error) {
    console.warn('sign_out failed; the local session is cleared anyway.', error);
  } finally {
    clearCompanySession();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logoutCompany(),
    onSettled: async () => {
      await navigate(paths.login.getHref(), { replace: true });
      queryClient.clear();
    },
  });
}
