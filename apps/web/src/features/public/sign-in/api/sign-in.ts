/**
 * POST …/sign_in of the page's area. Company: the answer carries the token, stored with the user
 * (auth.token, auth.user). Operator: the server sets HttpOnly cookies and the SPA keeps only
 * auth_sys.user as its "signed in" marker (decision 0004).
 */
import { type TSignInRequest, ZCompanySignInResponse, ZSystemAdminSignInResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { type AreaId, useArea } from '@/lib/area';
import { setCompanySession, setSystemAdmin } from '@/lib/auth-store';
import { safeRedirectPath } from '@/lib/paths';

/** Signs in and answers how to keep the session (done only after the cache of the last user is gone). */
type SignIn = (body: TSignInRequest) => Promise<() => void>;

// A 401 here means wrong credentials, shown on the form, not an expired session (spec §8).
const SIGN_IN: Record<AreaId, SignIn> = {
  company: async (body) => {
    const { data } = await apiRequest('/company_admins/sign_in', {
      area: 'company',
      method: 'POST',
      body,
      schema: ZCompanySignInResponse,
      handleUnauthorized: false,
    });
    return () => setCompanySession(data.user, data.token);
  },
  admin: async (body) => {
    const { data } = await apiRequest('/system_admins/sign_in', {
      area: 'admin',
      method: 'POST',
      body,
      schema: ZSystemAdminSignInResponse,
      handleUnauthorized: false,
    });
    return () => setSystemAdmin(data);
  },
};

export function useSignIn() {
  const area = useArea();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useMutation({
    mutationFn: SIGN_IN[area.id],
    onSuccess: async (keepSession) => {
      // Nothing cached for a previous user may leak into this session.
      queryClient.clear();
      keepSession();
      const home = area.paths.dashboard.getHref();
      await navigate(safeRedirectPath(searchParams.get('redirect'), home, area.id), { replace: true });
    },
  });
}
