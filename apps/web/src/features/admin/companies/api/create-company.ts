/** POST /api/v1/admin/companies — an operator registers a company; its first admin gets a password-setting mail. */
import { type TAdminCompanyCreateRequest, ZAdminCompanyCreateResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function createCompany(body: TAdminCompanyCreateRequest) {
  return apiRequest('/admin/companies', {
    area: 'admin',
    method: 'POST',
    body,
    schema: ZAdminCompanyCreateResponse,
  });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'companies'] }),
  });
}
