/** GET /api/v1/employees/:id/mirumevital_results — every result of the person (history page). */
import { ZResultSummariesResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import { employeeResultsKey } from '@/entities/result/api/keys';
import { apiRequest } from '@/lib/api-client';

export function useResults(employeeId: number) {
  return useQuery({
    queryKey: [...employeeResultsKey(employeeId), 'list'],
    queryFn: ({ signal }) =>
      apiRequest(`/employees/${employeeId}/mirumevital_results`, {
        area: 'company',
        schema: ZResultSummariesResponse,
        signal,
      }),
  });
}
