/** POST /api/v1/company_admins/password — mails a reset link that opens /password/new on this site. */
import { type TPasswordResetRequest, ZPasswordResetResponse } from '@mirume/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { paths } from '@/lib/paths';

export function requestPasswordReset(body: Pick<TPasswordResetRequest, 'email'>) {
  return apiRequest('/company_admins/password', {
    area: 'public',
    method: 'POST',
    body: { ...body, redirect_url: paths.passwordNew.getHref() },
    schema: ZPasswordResetResponse,
  });
}

export function useRequestPasswordReset() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: async (_data, variables) => {
      await navigate(paths.passwordResetDone.getHref(), { state: { email: variables.email } });
    },
  });
}
