/** POST /api/v1/system_admins/change_password — the first password of an invited system admin. */
import { type TSystemAdminChangePasswordRequest, ZSuccessResponse } from '@mirume/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useFinishAdminPassword } from './operator-finish-password';

export function changeAdminPassword(body: TSystemAdminChangePasswordRequest) {
  return apiRequest('/system_admins/change_password', {
    area: 'public',
    method: 'POST',
    body,
    schema: ZSuccessResponse,
  });
}

export function useChangeAdminPassword() {
  const finish = useFinishAdminPassword(
    'パスワードを設定しました。設定したパスワードでログインしてください。',
  );
  return useMutation({ mutationFn: changeAdminPassword, onSuccess: finish });
}
