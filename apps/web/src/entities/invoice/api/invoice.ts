/**
 * One invoice, in the area it is shown in (decision 0016): GET /billings/{id} for the company,
 * /admin/billings/{id} for the operator; and its files (PDF, the lines' CSV, the examinees' CSV).
 */
import { type TInvoiceDetail, ZInvoiceResponse } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFileRequest } from '@/lib/api-client';
import { type Area, useArea } from '@/lib/area';
import { saveFile } from '@/lib/file-download';

export const billingQueryKey = ['billing'] as const;

export const invoiceQueryKey = (area: Area['id'], id: number) =>
  [...billingQueryKey, area, 'invoice', id] as const;

export function useInvoice(id: number) {
  const area = useArea();
  return useQuery({
    queryKey: invoiceQueryKey(area.id, id),
    queryFn: ({ signal }): Promise<TInvoiceDetail> =>
      area
        .request(`${area.apiPrefix}/billings/${id}`, { schema: ZInvoiceResponse, signal })
        .then((r) => r.data),
  });
}

export type InvoiceFile = 'pdf' | 'csv_billing' | 'csv_examinees';

/** Downloads one of the invoice's files and hands it to the save dialog. */
export async function downloadInvoiceFile(
  area: Area,
  id: number,
  file: InvoiceFile,
  encoding: 'utf8' | 'sjis' = 'utf8',
) {
  const answer = await apiFileRequest(`${area.apiPrefix}/billings/${id}/${file}`, {
    area: area.id === 'admin' ? 'admin' : 'company',
    query: file === 'pdf' ? undefined : { encoding },
  });
  saveFile(answer.blob, answer.filename ?? `invoice-${id}.${file === 'pdf' ? 'pdf' : 'csv'}`);
}
