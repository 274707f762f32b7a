/** GET /api/v1/employees/:id/mirumevital_trend — the last three results per type and their changes. */
import { ZTrendResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import { employeeResultsKey } from '@/entities/result/api/keys';
import { apiRequest } from '@/lib/api-client';

export function useTrend(employeeId: number) {
  return useQuery({
    queryKey: [...employeeResultsKey(employeeId), 'trend'],
    queryFn: ({ signal }) =>
      apiRequest(`/employees/${employeeId}/mirumevital_trend`, {
        area: 'company',
        schema: ZTrendResponse,
        signal,
      }),
  });
}
