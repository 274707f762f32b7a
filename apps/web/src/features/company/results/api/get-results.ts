/** GET /api/v1/employees/:id/mirumevital_results — every result of the person (history page). */
import { ZResultSummariesResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import { employeeResultsKey } from '@/entities/result/api/keys';
import { useAreaCompany } from '@/lib/area-company';

export function useResults(employeeId: number) {
  const api = useAreaCompany();
  return useQuery({
    queryKey: [...employeeResultsKey(employeeId), 'list'],
    queryFn: ({ signal }) =>
      api.request(`/employees/${employeeId}/mirumevital_results`, {
        schema: ZResultSummariesResponse,
        signal,
      }),
  });
}
