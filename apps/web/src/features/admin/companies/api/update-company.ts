/** PUT /api/v1/admin/companies/{id} — the profile and the contract period. */
import { type TAdminCompanyUpdateRequest, ZAdminCompanyDetailResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useUpdateAdminCompany(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminCompanyUpdateRequest) =>
      apiRequest(`/admin/companies/${id}`, {
        area: 'admin',
        method: 'PUT',
        body,
        schema: ZAdminCompanyDetailResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'companies'] }),
  });
}
