/** POST /api/v1/company_admins/:id/reinvite — mails a new password-setting link (招待中 only). */
import { ZCompanyAdminResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyAdminsQueryOptions } from './get-company-admins';

export function reinviteCompanyAdmin(id: number) {
  return apiRequest(`/company_admins/${id}/reinvite`, {
    area: 'company',
    method: 'POST',
    schema: ZCompanyAdminResponse,
  });
}

export function useReinviteCompanyAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinviteCompanyAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyAdminsQueryOptions().queryKey }),
  });
}
