/** PUT /api/v1/company_admins/account/password — other devices are signed out, this one stays. */
import { type TAccountPasswordRequest, ZSuccessResponse } from '@mirume/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function changePassword(body: TAccountPasswordRequest) {
  return apiRequest('/company_admins/account/password', {
    area: 'company',
    method: 'PUT',
    body,
    schema: ZSuccessResponse,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
