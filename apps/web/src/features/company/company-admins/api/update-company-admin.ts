/** PATCH /api/v1/company_admins/:id — the admin changes a user's role and names. */
import { type TCompanyAdminUpdateRequest, ZCompanyAdminResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';
import { companyAdminQueryOptions } from './get-company-admin';
import { companyAdminsQueryOptions } from './get-company-admins';

export function updateCompanyAdmin(api: CompanyApi, id: number, body: TCompanyAdminUpdateRequest) {
  return api.request(`/company_admins/${id}`, {
    method: 'PATCH',
    body,
    schema: ZCompanyAdminResponse,
  });
}

export function useUpdateCompanyAdmin(id: number) {
  const api = useAreaCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompanyAdminUpdateRequest) => updateCompanyAdmin(api, id, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(companyAdminQueryOptions(api, id).queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: companyAdminsQueryOptions(api).queryKey });
    },
  });
}
