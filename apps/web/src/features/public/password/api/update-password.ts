/**
 * PUT /api/v1/company_admins/password — a new password from a reset link or the first password from
 * an invitation link; the server signs the user out everywhere, and /password/new/done clears the
 * stored session here.
 */
import { type TPasswordUpdateRequest, ZPasswordUpdateResponse } from '@mirume/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { paths } from '@/lib/paths';

export function updatePassword(body: TPasswordUpdateRequest) {
  return apiRequest('/company_admins/password', {
    area: 'public',
    method: 'PUT',
    body,
    schema: ZPasswordUpdateResponse,
  });
}

export function useUpdatePassword() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: async (data) => {
      await navigate(paths.passwordNewDone.getHref(), { replace: true, state: { purpose: data.purpose } });
    },
  });
}
