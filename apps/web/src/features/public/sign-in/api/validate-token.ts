/**
 * GET …/validate_token — on opening an area while signed in, refreshes the stored user (role or
 * company status may have changed). A 401 signs out through the api-client (company → /login,
 * operator → /admin/login).
 */
import { ZSystemAdminSignInResponse, ZValidateTokenResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import type { Area, AreaId } from '@/lib/area';
import { setCompanyUser, setSystemAdmin, useCompanyUser, useSystemAdmin } from '@/lib/auth-store';

/** Asks the server for the signed-in user and answers how to store it. */
type Validate = (signal?: AbortSignal) => Promise<() => void>;

const VALIDATE: Record<AreaId, Validate> = {
  company: async (signal) => {
    const { data } = await apiRequest('/company_admins/validate_token', {
      area: 'company',
      schema: ZValidateTokenResponse,
      signal,
    });
    return () => setCompanyUser(data.user);
  },
  admin: async (signal) => {
    const { data } = await apiRequest('/system_admins/validate_token', {
      area: 'admin',
      schema: ZSystemAdminSignInResponse,
      signal,
    });
    return () => setSystemAdmin(data);
  },
};

const QUERY_KEY: Record<AreaId, readonly string[]> = {
  company: ['auth', 'company', 'validate-token'],
  admin: ['auth', 'system-admin', 'validate-token'],
};

/** Once per app load while signed in; the layout names its area. */
export function useSessionRefresh(area: Area) {
  // Both stores are read so the hooks run in the same order in either area.
  const companySignedIn = useCompanyUser() !== null;
  const operatorSignedIn = useSystemAdmin() !== null;
  const { data: store } = useQuery({
    queryKey: QUERY_KEY[area.id],
    queryFn: ({ signal }) => VALIDATE[area.id](signal),
    enabled: area.id === 'company' ? companySignedIn : operatorSignedIn,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEffect(() => {
    if (store) store();
  }, [store]);
}
