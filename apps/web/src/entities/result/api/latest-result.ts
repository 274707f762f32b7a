/** GET /api/v1/employees/:id/shindan_senkou | shindan_employee — a person's latest vital result. */
import { type DiagnosisType, type EnumValue, ZLatestResultResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import { diagnosisQueryKey } from '@/entities/diagnosis/api/keys';
import { apiRequest } from '@/lib/api-client';

export type DiagnosisTypeValue = EnumValue<typeof DiagnosisType>;

const RESULT_PATH: Record<DiagnosisTypeValue, string> = {
  senkou: 'shindan_senkou',
  employee: 'shindan_employee',
};

export function useLatestResult(employeeId: number, type: DiagnosisTypeValue) {
  return useQuery({
    queryKey: [...diagnosisQueryKey, 'latest-result', employeeId, type],
    queryFn: ({ signal }) =>
      apiRequest(`/employees/${employeeId}/${RESULT_PATH[type]}`, {
        area: 'company',
        schema: ZLatestResultResponse,
        signal,
      }),
  });
}
