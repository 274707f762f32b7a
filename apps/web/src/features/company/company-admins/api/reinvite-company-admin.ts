/** POST /api/v1/company_admins/:id/reinvite — mails a new password-setting link (招待中 only). */
import { ZCompanyAdminResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';
import { companyAdminsQueryOptions } from './get-company-admins';

export function reinviteCompanyAdmin(api: CompanyApi, id: number) {
  return api.request(`/company_admins/${id}/reinvite`, {
    method: 'POST',
    schema: ZCompanyAdminResponse,
  });
}

export function useReinviteCompanyAdmin() {
  const api = useAreaCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Parameters<typeof reinviteCompanyAdmin>[1]) =>
      reinviteCompanyAdmin(api, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyAdminsQueryOptions(api).queryKey }),
  });
}
