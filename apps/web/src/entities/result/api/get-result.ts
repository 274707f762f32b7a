/** GET /api/v1/employees/:id/mirumevital_results/:result_id — one result (a past one from the history). */
import { ZResultResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeeResultsKey } from './keys';

export function useResult(employeeId: number, resultId: number | null) {
  return useQuery({
    queryKey: [...employeeResultsKey(employeeId), 'one', resultId],
    queryFn: ({ signal }) =>
      apiRequest(`/employees/${employeeId}/mirumevital_results/${resultId}`, {
        area: 'company',
        schema: ZResultResponse,
        signal,
      }),
    enabled: resultId !== null,
  });
}
