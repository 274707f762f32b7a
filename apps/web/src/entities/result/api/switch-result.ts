/**
 * POST /api/v1/employees/:id/switch_diagnosis_result_to_senkou | _to_employee — re-scores a stored
 * session under the other diagnosis type as a new result; the original result stays as it was.
 */
import { type DiagnosisType, type EnumValue, ZSwitchResultResponse } from '@mirume/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { diagnosisQueryKey } from '@/entities/diagnosis/api/keys';
import { useAreaCompany } from '@/lib/area-company';

export function useSwitchResult(employeeId: number) {
  const api = useAreaCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ resultId, to }: { resultId: number; to: EnumValue<typeof DiagnosisType> }) =>
      api.request(`/employees/${employeeId}/switch_diagnosis_result_to_${to}`, {
        method: 'POST',
        body: { result_id: resultId },
        schema: ZSwitchResultResponse,
      }),
    // The latest result of the target type, the history and the trend all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diagnosisQueryKey }),
  });
}
