/** POST /api/v1/company_admins/sign_in — stores auth.user and auth.token, then opens the app. */
import { type TSignInRequest, ZCompanySignInResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { setCompanySession } from '@/lib/auth-store';
import { paths, safeRedirectPath } from '@/lib/paths';

export function signIn(body: TSignInRequest) {
  return apiRequest('/company_admins/sign_in', {
    area: 'company',
    method: 'POST',
    body,
    schema: ZCompanySignInResponse,
    // A 401 here means wrong credentials, shown on the form, not an expired session.
    handleUnauthorized: false,
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async ({ data }) => {
      // Nothing cached for a previous user may leak into this session.
      queryClient.clear();
      setCompanySession(data.user, data.token);
      await navigate(safeRedirectPath(searchParams.get('redirect'), paths.dashboard.getHref(), 'company'), {
        replace: true,
      });
    },
  });
}
