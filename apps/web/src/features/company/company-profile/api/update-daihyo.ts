/** PATCH /api/v1/companies/:id/update_daihyo — the admin changes the representative's name. */
import { type TCompanyDaihyoRequest, ZCompanyProfileResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyForEditQueryOptions } from './get-company';

export function updateDaihyo(companyId: number, body: TCompanyDaihyoRequest) {
  return apiRequest(`/companies/${companyId}/update_daihyo`, {
    area: 'company',
    method: 'PATCH',
    body,
    schema: ZCompanyProfileResponse,
  });
}

export function useUpdateDaihyo(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompanyDaihyoRequest) => updateDaihyo(companyId, body),
    onSuccess: (answer) => queryClient.setQueryData(companyForEditQueryOptions(companyId).queryKey, answer),
  });
}
