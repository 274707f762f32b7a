/** GET /api/v1/latest_billings — the newest issued invoices, for the dashboard card. */
import { ZLatestBillingsResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import { billingQueryKey } from '@/entities/invoice/api/invoice';
import { apiRequest } from '@/lib/api-client';

export function useLatestBillings() {
  return useQuery({
    queryKey: [...billingQueryKey, 'company', 'latest'],
    queryFn: ({ signal }) =>
      apiRequest('/latest_billings', { area: 'company', schema: ZLatestBillingsResponse, signal }).then(
        (r) => r.data,
      ),
  });
}
