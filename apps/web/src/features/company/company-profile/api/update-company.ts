/** PUT /api/v1/companies/:id — the admin saves the company settings. */
import { type TCompanyUpdateRequest, ZCompanyProfileResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getCompanyUser, setCompanyUser } from '@/lib/auth-store';
import { companyForEditQueryOptions } from './get-company';

export function updateCompany(companyId: number, body: TCompanyUpdateRequest) {
  return apiRequest(`/companies/${companyId}`, {
    area: 'company',
    method: 'PUT',
    body,
    schema: ZCompanyProfileResponse,
  });
}

export function useUpdateCompany(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompanyUpdateRequest) => updateCompany(companyId, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(companyForEditQueryOptions(companyId).queryKey, answer);
      const stored = getCompanyUser();
      if (stored) setCompanyUser({ ...stored, company_name: answer.data.name });
    },
  });
}
