/**
 * POST …/password — mails a reset link to the area's page for it (company: /password/new,
 * operator: /admin/password/password). The answer is the same for unknown addresses.
 */
import { type TPasswordResetRequest, ZPasswordResetResponse } from '@mirume/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { type Area, useArea } from '@/lib/area';

export function requestPasswordReset(area: Area, body: Pick<TPasswordResetRequest, 'email'>) {
  return apiRequest(`${area.accountApi}/password`, {
    area: 'public',
    method: 'POST',
    body: { ...body, redirect_url: area.paths.passwordResetLink.getHref() },
    schema: ZPasswordResetResponse,
  });
}

export function useRequestPasswordReset() {
  const area = useArea();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: Pick<TPasswordResetRequest, 'email'>) => requestPasswordReset(area, body),
    onSuccess: async (_data, variables) => {
      // Without a confirmation page the asking page confirms in place (it reads isSuccess).
      const done = area.paths.passwordResetDone;
      if (done) await navigate(done.getHref(), { state: { email: variables.email } });
    },
  });
}
