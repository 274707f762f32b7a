/** PUT /api/v1/company_admins/account — edits the user's name and kana. */
import { type TAccountUpdateRequest, ZAccountResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getCompanyUser, setCompanyUser } from '@/lib/auth-store';
import { accountQueryOptions } from './get-account';

export function updateAccount(body: TAccountUpdateRequest) {
  return apiRequest('/company_admins/account', {
    area: 'company',
    method: 'PUT',
    body,
    schema: ZAccountResponse,
  });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (answer) => {
      queryClient.setQueryData(accountQueryOptions().queryKey, answer);
      // The header shows the stored auth.user: keep its names in step.
      const stored = getCompanyUser();
      if (stored) {
        const { last_name, first_name, kana_last_name, kana_first_name } = answer.data;
        setCompanyUser({ ...stored, last_name, first_name, kana_last_name, kana_first_name });
      }
    },
  });
}
