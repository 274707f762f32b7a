/**
 * The operator's billing calls: the invoice list with month totals, monthly runs, the changes of
 * one invoice, the list CSV.
 */
import {
  type TAdminBillingsResponse,
  type TBillingRunsResponse,
  type TInvoiceLineCreateRequest,
  type TInvoiceLineUpdateRequest,
  ZAdminBillingsResponse,
  ZBillingRunResponse,
  ZBillingRunsResponse,
  ZInvoiceCreditResponse,
  ZInvoiceResponse,
} from '@mirume/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingQueryKey } from '@/entities/invoice/api/invoice';
import { apiFileRequest, apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/file-download';

export interface AdminBillingsFilter {
  page: number;
  per: number;
  month?: string;
  status?: string;
  q?: string;
}

const clean = (f: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== ''));

export function useAdminBillings(filter: AdminBillingsFilter) {
  return useQuery({
    queryKey: [...billingQueryKey, 'admin', 'list', filter],
    queryFn: ({ signal }): Promise<TAdminBillingsResponse['data']> =>
      apiRequest('/admin/billings', {
        area: 'admin',
        query: clean({ ...filter }) as Record<string, string>,
        schema: ZAdminBillingsResponse,
        signal,
      }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

export function useBillingRuns() {
  return useQuery({
    queryKey: [...billingQueryKey, 'admin', 'runs'],
    queryFn: ({ signal }): Promise<TBillingRunsResponse['data']> =>
      apiRequest('/admin/billing_runs', { area: 'admin', schema: ZBillingRunsResponse, signal }).then(
        (r) => r.data,
      ),
    // While a run is queued or running, look again every 2 seconds.
    refetchInterval: (query) =>
      query.state.data?.some((r) => r.status === 'queued' || r.status === 'running') ? 2000 : false,
  });
}

export function useStartBillingRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (month: string) =>
      apiRequest('/admin/billing_runs', {
        area: 'admin',
        method: 'POST',
        body: { month },
        schema: ZBillingRunResponse,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: billingQueryKey }),
  });
}

export async function downloadAdminInvoicesCsv(
  filter: { month?: string; status?: string },
  encoding: 'utf8' | 'sjis',
) {
  const answer = await apiFileRequest('/admin/billings/export_billings_company_csv', {
    area: 'admin',
    query: clean({ ...filter, encoding }) as Record<string, string>,
  });
  saveFile(answer.blob, answer.filename ?? 'billings.csv');
}

type InvoiceChange =
  | { kind: 'adjust'; lineId: number; body: TInvoiceLineUpdateRequest }
  | { kind: 'add'; body: TInvoiceLineCreateRequest }
  | { kind: 'remove'; lineId: number }
  | { kind: 'issue' }
  | { kind: 'paid'; paid_on: string }
  | { kind: 'credit'; reason: string };

/** One change of an invoice (adjust, add, remove a line; issue; paid; credit). */
export function useInvoiceChange(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: InvoiceChange) => {
      const base = `/admin/billings/${id}`;
      switch (change.kind) {
        case 'adjust':
          return apiRequest(`${base}/lines/${change.lineId}`, {
            area: 'admin',
            method: 'PATCH',
            body: change.body,
            schema: ZInvoiceResponse,
          });
        case 'add':
          return apiRequest(`${base}/lines`, {
            area: 'admin',
            method: 'POST',
            body: change.body,
            schema: ZInvoiceResponse,
          });
        case 'remove':
          return apiRequest(`${base}/lines/${change.lineId}`, {
            area: 'admin',
            method: 'DELETE',
            schema: ZInvoiceResponse,
          });
        case 'issue':
          return apiRequest(`${base}/issue`, { area: 'admin', method: 'POST', schema: ZInvoiceResponse });
        case 'paid':
          return apiRequest(`${base}/paid`, {
            area: 'admin',
            method: 'POST',
            body: { paid_on: change.paid_on },
            schema: ZInvoiceResponse,
          });
        case 'credit':
          return apiRequest(`${base}/credit`, {
            area: 'admin',
            method: 'POST',
            body: { reason: change.reason },
            schema: ZInvoiceCreditResponse,
          });
      }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: billingQueryKey }),
  });
}
