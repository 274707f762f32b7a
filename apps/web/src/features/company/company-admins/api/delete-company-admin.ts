/** DELETE /api/v1/company_admins/:id — removes a user from the company. */
import { ZSuccessResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';
import { companyAdminsQueryOptions } from './get-company-admins';

export function deleteCompanyAdmin(api: CompanyApi, id: number) {
  return api.request(`/company_admins/${id}`, { method: 'DELETE', schema: ZSuccessResponse });
}

export function useDeleteCompanyAdmin() {
  const api = useAreaCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Parameters<typeof deleteCompanyAdmin>[1]) => deleteCompanyAdmin(api, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyAdminsQueryOptions(api).queryKey }),
  });
}
