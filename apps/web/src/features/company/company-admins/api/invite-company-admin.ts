/** POST /api/v1/company_admins/user — invites a user; they get a password-setting mail. */
import { type TCompanyAdminInviteRequest, ZCompanyAdminResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyAdminsQueryOptions } from './get-company-admins';

export function inviteCompanyAdmin(body: TCompanyAdminInviteRequest) {
  return apiRequest('/company_admins/user', {
    area: 'company',
    method: 'POST',
    body,
    schema: ZCompanyAdminResponse,
  });
}

export function useInviteCompanyAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCompanyAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyAdminsQueryOptions().queryKey }),
  });
}
