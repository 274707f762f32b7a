/** GET /api/v1/employees/:id/shindan_senkou | shindan_employee — a person's latest vital result. */
import { type DiagnosisType, type EnumValue, ZLatestResultResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import { diagnosisQueryKey } from '@/entities/diagnosis/api/keys';
import { useAreaCompany } from '@/lib/area-company';

export type DiagnosisTypeValue = EnumValue<typeof DiagnosisType>;

const RESULT_PATH: Record<DiagnosisTypeValue, string> = {
  senkou: 'shindan_senkou',
  employee: 'shindan_employee',
};

export function useLatestResult(employeeId: number, type: DiagnosisTypeValue) {
  const api = useAreaCompany();
  return useQuery({
    queryKey: [...diagnosisQueryKey, 'latest-result', employeeId, type],
    queryFn: ({ signal }) =>
      api.request(`/employees/${employeeId}/${RESULT_PATH[type]}`, {
        schema: ZLatestResultResponse,
        signal,
      }),
  });
}
