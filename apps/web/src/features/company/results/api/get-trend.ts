/** GET /api/v1/employees/:id/mirumevital_trend — the last three results per type and their changes. */
import { ZTrendResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import { employeeResultsKey } from '@/entities/result/api/keys';
import { useAreaCompany } from '@/lib/area-company';

export function useTrend(employeeId: number) {
  const api = useAreaCompany();
  return useQuery({
    queryKey: [...employeeResultsKey(employeeId), 'trend'],
    queryFn: ({ signal }) =>
      api.request(`/employees/${employeeId}/mirumevital_trend`, {
        schema: ZTrendResponse,
        signal,
      }),
  });
}
