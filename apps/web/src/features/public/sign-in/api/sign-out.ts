/**
 * DELETE …/sign_out of an area. The local session is cleared even when the call fails (spec §4):
 * company — auth.token, auth.user and the company session keys; operator — the marker and all
 * session storage (the server clears the cookies).
 */
import { ZSuccessResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Area } from '@/lib/area';

export function signOut(area: Area) {
  return area.request(`${area.accountApi}/sign_out`, {
    method: 'DELETE',
    schema: ZSuccessResponse,
    // Logout always ends at the area's login, whatever the server answers.
    handleUnauthorized: false,
    handleMaintenance: false,
  });
}

/** Calls sign_out, then clears the area's session regardless. */
export async function logout(area: Area, call: () => Promise<unknown> = () => signOut(area)) {
  try {
    await call();
  } catch (error) {
    console.warn(`${area.id} sign_out failed; the local session is cleared anyway.`, error);
  } finally {
    area.clearSession();
  }
}

/** For the headers, which belong to their layout and so name their area themselves. */
export function useLogout(area: Area) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logout(area),
    onSettled: async () => {
      await navigate(area.paths.login.getHref(), { replace: true });
      queryClient.clear();
    },
  });
}
