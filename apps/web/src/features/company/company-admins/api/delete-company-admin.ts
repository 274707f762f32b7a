/** DELETE /api/v1/company_admins/:id — removes a user from the company. */
import { ZSuccessResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyAdminsQueryOptions } from './get-company-admins';

export function deleteCompanyAdmin(id: number) {
  return apiRequest(`/company_admins/${id}`, { area: 'company', method: 'DELETE', schema: ZSuccessResponse });
}

export function useDeleteCompanyAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompanyAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyAdminsQueryOptions().queryKey }),
  });
}
