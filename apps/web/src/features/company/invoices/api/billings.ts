/** The company's invoices: GET /billings, /date_contract, and the yearly CSV exports. */
import { type TBillingsResponse, ZBillingsResponse, ZDateContractResponse } from '@mirume/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { billingQueryKey } from '@/entities/invoice/api/invoice';
import { apiFileRequest, apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/file-download';

export function useBillings(query: { page: number; per: number; year?: number }) {
  return useQuery({
    queryKey: [...billingQueryKey, 'company', 'list', query],
    queryFn: ({ signal }): Promise<TBillingsResponse['data']> =>
      apiRequest('/billings', { area: 'company', query, schema: ZBillingsResponse, signal }).then(
        (r) => r.data,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useDateContract() {
  return useQuery({
    queryKey: [...billingQueryKey, 'company', 'date_contract'],
    queryFn: ({ signal }) =>
      apiRequest('/date_contract', { area: 'company', schema: ZDateContractResponse, signal }).then(
        (r) => r.data,
      ),
  });
}

export async function downloadYearCsv(
  kind: 'export_billings_list_of_year' | 'export_examinees_list_of_year',
  year: number,
  encoding: 'utf8' | 'sjis',
) {
  const answer = await apiFileRequest(`/${kind}`, {
    area: 'company',
    query: { year: String(year), encoding },
  });
  saveFile(answer.blob, answer.filename ?? `${kind}_${year}.csv`);
}
