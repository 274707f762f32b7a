/** A company's contract and prices, and the contract-end notices (billing_years). */
import {
  type TBillingYearsResponse,
  type TBillingYearUpdateRequest,
  type TCompanyContractResponse,
  type TContractUpdateRequest,
  ZBillingYearResponse,
  ZBillingYearsResponse,
  ZCompanyContractResponse,
} from '@mirume/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingQueryKey } from '@/entities/invoice/api/invoice';
import { apiRequest } from '@/lib/api-client';

export function useCompanyContract(companyId: number) {
  return useQuery({
    queryKey: [...billingQueryKey, 'admin', 'contract', companyId],
    queryFn: ({ signal }): Promise<TCompanyContractResponse['data']> =>
      apiRequest(`/admin/companies/${companyId}/contract`, {
        area: 'admin',
        schema: ZCompanyContractResponse,
        signal,
      }).then((r) => r.data),
  });
}

export function useSaveCompanyContract(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TContractUpdateRequest) =>
      apiRequest(`/admin/companies/${companyId}/contract`, {
        area: 'admin',
        method: 'PUT',
        body,
        schema: ZCompanyContractResponse,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: billingQueryKey }),
  });
}

export function useBillingYears(query: {
  page: number;
  per: number;
  within_days: number;
  status: string;
  q?: string;
}) {
  return useQuery({
    queryKey: [...billingQueryKey, 'admin', 'years', query],
    queryFn: ({ signal }): Promise<TBillingYearsResponse['data']> =>
      apiRequest('/admin/billing_years', {
        area: 'admin',
        query: Object.fromEntries(
          Object.entries(query).filter(([, v]) => v !== '' && v !== undefined),
        ) as Record<string, string>,
        schema: ZBillingYearsResponse,
        signal,
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

export function useBillingYearChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      change: { id: number; update: TBillingYearUpdateRequest } | { id: number; mail: { resend: boolean } },
    ) =>
      'update' in change
        ? apiRequest(`/admin/billing_years/${change.id}`, {
            area: 'admin',
            method: 'PATCH',
            body: change.update,
            schema: ZBillingYearResponse,
          })
        : apiRequest(`/admin/billing_years/${change.id}/send_end_contract_mail`, {
            area: 'admin',
            method: 'POST',
            body: change.mail,
            schema: ZBillingYearResponse,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: billingQueryKey }),
  });
}
