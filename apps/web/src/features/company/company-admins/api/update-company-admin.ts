/** PATCH /api/v1/company_admins/:id — the admin changes a user's role and names. */
import { type TCompanyAdminUpdateRequest, ZCompanyAdminResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyAdminQueryOptions } from './get-company-admin';
import { companyAdminsQueryOptions } from './get-company-admins';

export function updateCompanyAdmin(id: number, body: TCompanyAdminUpdateRequest) {
  return apiRequest(`/company_admins/${id}`, {
    area: 'company',
    method: 'PATCH',
    body,
    schema: ZCompanyAdminResponse,
  });
}

export function useUpdateCompanyAdmin(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompanyAdminUpdateRequest) => updateCompanyAdmin(id, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(companyAdminQueryOptions(id).queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: companyAdminsQueryOptions().queryKey });
    },
  });
}
