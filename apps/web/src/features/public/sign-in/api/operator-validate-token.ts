/**
 * GET /api/v1/system_admins/validate_token — on opening the operator area, refreshes
 * auth_sys.user; an expired cookie answers 401 and the api-client sends the operator to /admin/login.
 */
import { ZSystemAdminSignInResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import { setSystemAdmin, useSystemAdmin } from '@/lib/auth-store';

export function adminValidateToken(signal?: AbortSignal) {
  return apiRequest('/system_admins/validate_token', {
    area: 'admin',
    schema: ZSystemAdminSignInResponse,
    signal,
  });
}

export const adminValidateTokenQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'system-admin', 'validate-token'],
    queryFn: ({ signal }) => adminValidateToken(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useSystemAdminSessionRefresh() {
  const signedIn = useSystemAdmin() !== null;
  const { data } = useQuery({ ...adminValidateTokenQueryOptions(), enabled: signedIn });
  useEffect(() => {
    if (data) setSystemAdmin(data.data);
  }, [data]);
}
