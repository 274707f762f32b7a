/** POST /api/v1/company_admins/user — invites a user; they get a password-setting mail. */
import { type TCompanyAdminInviteRequest, ZCompanyAdminResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';
import { companyAdminsQueryOptions } from './get-company-admins';

export function inviteCompanyAdmin(api: CompanyApi, body: TCompanyAdminInviteRequest) {
  return api.request('/company_admins/user', {
    method: 'POST',
    body,
    schema: ZCompanyAdminResponse,
  });
}

export function useInviteCompanyAdmin() {
  const api = useAreaCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Parameters<typeof inviteCompanyAdmin>[1]) => inviteCompanyAdmin(api, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyAdminsQueryOptions(api).queryKey }),
  });
}
