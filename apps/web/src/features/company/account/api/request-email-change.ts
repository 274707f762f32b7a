/** PUT /api/v1/company_admins/account/email — mails a confirmation link to the new address. */
import { type TAccountEmailRequest, ZAccountResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountQueryOptions } from './get-account';

export function requestEmailChange(body: TAccountEmailRequest) {
  return apiRequest('/company_admins/account/email', {
    area: 'company',
    method: 'PUT',
    body,
    schema: ZAccountResponse,
  });
}

export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestEmailChange,
    onSuccess: (answer) => queryClient.setQueryData(accountQueryOptions().queryKey, answer),
  });
}
