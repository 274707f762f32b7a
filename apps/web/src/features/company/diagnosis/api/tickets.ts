/** Ticket codes: issue a batch (→ printable PDF), the batches with counts, a batch's tickets, downloads. */
import { type TBulkIssueTicketRequest, ZTicketBatchesResponse, ZTicketCodesResponse } from '@mirume/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { diagnosisQueryKey } from '@/entities/diagnosis/api/keys';
import { type CompanyApi, useAreaCompany } from '@/lib/area-company';
import { saveFile } from '@/lib/file-download';

const ticketsKey = [...diagnosisQueryKey, 'tickets'] as const;

export interface IssuedTicketSheet {
  batchId: number | null;
  blob: Blob;
  filename: string;
}

/** POST bulk_issue_ticket: the answer is the PDF sheet; the batch id comes in `x-ticket-batch-id`. */
export async function issueTickets(
  api: CompanyApi,
  companyId: number,
  body: TBulkIssueTicketRequest,
): Promise<IssuedTicketSheet> {
  const answer = await api.file(`/companies/${companyId}/bulk_issue_ticket`, { method: 'POST', body });
  const header = Number(answer.headers.get('x-ticket-batch-id'));
  const batchId = Number.isInteger(header) && header > 0 ? header : null;
  return {
    batchId,
    blob: answer.blob,
    filename: answer.filename ?? `diagnosis-tickets-${batchId ?? 'new'}.pdf`,
  };
}

export function useIssueTickets(companyId: number) {
  const api = useAreaCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBulkIssueTicketRequest) => issueTickets(api, companyId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diagnosisQueryKey }),
  });
}

export function useTicketBatches(page: number, per = 10) {
  const api = useAreaCompany();
  return useQuery({
    queryKey: [...ticketsKey, 'batches', page, per],
    queryFn: ({ signal }) =>
      api.request('/ticket_batches', {
        query: { page, per },
        schema: ZTicketBatchesResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTicketCodes(batchId: number | null, page: number, per = 20) {
  const api = useAreaCompany();
  return useQuery({
    queryKey: [...ticketsKey, 'codes', batchId, page, per],
    queryFn: ({ signal }) =>
      api.request('/ticket_codes', {
        query: { batch_id: batchId ?? undefined, page, per },
        schema: ZTicketCodesResponse,
        signal,
      }),
    enabled: batchId !== null,
    placeholderData: keepPreviousData,
  });
}

export type TicketFileKind = 'pdf' | 'csv-utf8' | 'csv-sjis';

/** Downloads a batch's sheet or CSV and saves it. */
export async function downloadTicketFile(api: CompanyApi, batchId: number, kind: TicketFileKind) {
  const path =
    kind === 'pdf' ? `/ticket_batches/${batchId}/tickets.pdf` : `/ticket_batches/${batchId}/tickets.csv`;
  const answer = await api.file(path, {
    query: kind === 'pdf' ? {} : { encoding: kind === 'csv-utf8' ? 'utf8' : 'sjis' },
  });
  const fallback =
    kind === 'pdf'
      ? `tickets-${batchId}.pdf`
      : `tickets-${batchId}-${kind === 'csv-utf8' ? 'utf8' : 'sjis'}.csv`;
  saveFile(answer.blob, answer.filename ?? fallback);
}
