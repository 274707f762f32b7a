/**
 * POST /api/v1/admin/companies/:id/company_admins/:company_admin_id/{approve,contract,reissue} —
 * the operator's onboarding actions; the company lists are refetched afterwards.
 */
import { type TCompanyAdminAction, ZCompanyAdminActionResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface CompanyAdminActionInput {
  companyId: number;
  companyAdminId: number;
  action: TCompanyAdminAction;
}

export function runCompanyAdminAction({ companyId, companyAdminId, action }: CompanyAdminActionInput) {
  return apiRequest(`/admin/companies/${companyId}/company_admins/${companyAdminId}/${action}`, {
    area: 'admin',
    method: 'POST',
    schema: ZCompanyAdminActionResponse,
  });
}

export function useCompanyAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runCompanyAdminAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
