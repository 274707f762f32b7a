/** PUT /api/v1/system_admins/password — a new operator password from the reset link. */
import { type TPasswordUpdateRequest, ZSuccessResponse } from '@mirume/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useFinishAdminPassword } from './operator-finish-password';

export function updateAdminPassword(body: TPasswordUpdateRequest) {
  return apiRequest('/system_admins/password', {
    area: 'public',
    method: 'PUT',
    body,
    schema: ZSuccessResponse,
  });
}

export function useUpdateAdminPassword() {
  const finish = useFinishAdminPassword(
    'パスワードを再設定しました。新しいパスワードでログインしてください。',
  );
  return useMutation({ mutationFn: updateAdminPassword, onSuccess: finish });
}
