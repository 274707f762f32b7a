/**
 * POST /api/v1/system_admins/sign_in — the server sets HttpOnly cookies; the SPA keeps only
 * auth_sys.user as its "signed in" marker.
 */
import { type TSignInRequest, ZSystemAdminSignInResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { setSystemAdmin } from '@/lib/auth-store';
import { paths, safeRedirectPath } from '@/lib/paths';

export function adminSignIn(body: TSignInRequest) {
  return apiRequest('/system_admins/sign_in', {
    area: 'admin',
    method: 'POST',
    body,
    schema: ZSystemAdminSignInResponse,
    // Spec §8: a 401 on the operator sign-in is only the wrong-credentials message.
    handleUnauthorized: false,
  });
}

export function useAdminSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useMutation({
    mutationFn: adminSignIn,
    onSuccess: async ({ data }) => {
      queryClient.clear();
      setSystemAdmin(data);
      await navigate(
        safeRedirectPath(searchParams.get('redirect'), paths.adminDashboard.getHref(), 'admin'),
        {
          replace: true,
        },
      );
    },
  });
}
