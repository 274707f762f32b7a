/** GET /api/v1/employees/:id/issuance_history — the links issued to one person. */
import { ZIssuanceHistoryResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { diagnosisQueryKey } from './keys';

export function useIssuanceHistory(employeeId: number) {
  return useQuery({
    queryKey: [...diagnosisQueryKey, 'issuance-history', employeeId],
    queryFn: ({ signal }) =>
      apiRequest(`/employees/${employeeId}/issuance_history`, {
        area: 'company',
        schema: ZIssuanceHistoryResponse,
        signal,
      }),
  });
}
