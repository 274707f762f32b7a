/**
 * GET /api/v1/company_admins/validate_token — on app load with a stored token, refreshes
 * auth.user (role or company status may have changed). A 401 signs out through the api-client.
 */
import { ZValidateTokenResponse } from '@mirume/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import { setCompanyUser, useCompanyUser } from '@/lib/auth-store';

export function validateToken(signal?: AbortSignal) {
  return apiRequest('/company_admins/validate_token', {
    area: 'company',
    schema: ZValidateTokenResponse,
    signal,
  });
}

export const validateTokenQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'company', 'validate-token'],
    queryFn: ({ signal }) => validateToken(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Once per app load while signed in. */
export function useCompanySessionRefresh() {
  const signedIn = useCompanyUser() !== null;
  const { data } = useQuery({ ...validateTokenQueryOptions(), enabled: signedIn });
  useEffect(() => {
    if (data) setCompanyUser(data.data.user);
  }, [data]);
}
