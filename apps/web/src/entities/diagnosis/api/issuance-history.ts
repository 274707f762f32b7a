/** GET /api/v1/employees/:id/issuance_history — the links issued to one person. */
import { ZIssuanceHistoryResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import { useAreaCompany } from '@/lib/area-company';
import { diagnosisQueryKey } from './keys';

export function useIssuanceHistory(employeeId: number) {
  const api = useAreaCompany();
  return useQuery({
    queryKey: [...diagnosisQueryKey, 'issuance-history', employeeId],
    queryFn: ({ signal }) =>
      api.request(`/employees/${employeeId}/issuance_history`, {
        schema: ZIssuanceHistoryResponse,
        signal,
      }),
  });
}
