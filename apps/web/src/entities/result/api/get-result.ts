/** GET /api/v1/employees/:id/mirumevital_results/:result_id — one result (a past one from the history). */
import { ZResultResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import { useAreaCompany } from '@/lib/area-company';
import { employeeResultsKey } from './keys';

export function useResult(employeeId: number, resultId: number | null) {
  const api = useAreaCompany();
  return useQuery({
    queryKey: [...employeeResultsKey(employeeId), 'one', resultId],
    queryFn: ({ signal }) =>
      api.request(`/employees/${employeeId}/mirumevital_results/${resultId}`, {
        schema: ZResultResponse,
        signal,
      }),
    enabled: resultId !== null,
  });
}
