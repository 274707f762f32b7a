/**
 * Ticket codes: issue a batch (answered with its printable PDF sheet), the batches, the sheet and
 * the CSV of a batch, and the tickets with who used them. Every role reads (`diagnosis:view`) and
 * issues (`diagnosis:issue`) within its diagnosis types (canIssueDiagnosis, in the service).
 */
import {
  ZBulkIssueTicketRequest,
  ZCompanyIdParams,
  ZPageQuery,
  ZTicketBatchesResponse,
  ZTicketCodesQuery,
  ZTicketCodesResponse,
  ZTicketDownloadQuery,
} from '@mirume/shared';
import { attachment } from '../../../../lib/csv.ts';
import type { App } from '../../../../lib/zod-app.ts';
import { currentUser } from '../../../../services/members/current-user.ts';
import {
  batchCsv,
  batchSheet,
  issuedTicketSheet,
  issueTickets,
  ticketBatches,
  ticketCodeList,
  ticketFileName,
} from '../../../../services/tickets/tickets.ts';

const tags = ['診断チケット'];
const view = { access: 'company', permission: 'diagnosis:view' } as const;
const issue = { access: 'company', permission: 'diagnosis:issue' } as const;

export async function ticketRoutes(app: App) {
  app.post(
    '/api/v1/companies/:id/bulk_issue_ticket',
    {
      schema: {
        tags,
        summary: '受検チケットの発行（応答は印刷用のPDF。ヘッダー x-ticket-batch-id に発行したまとまりのID）',
        params: ZCompanyIdParams,
        body: ZBulkIssueTicketRequest,
      },
      config: issue,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const issued = await issueTickets(app, user, request.params.id, request.body);
      return reply
        .code(201)
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(ticketFileName(issued.created_at, 'pdf'), 'tickets.pdf'))
        .header('x-ticket-batch-id', String(issued.id))
        .send(issuedTicketSheet(app, user, issued));
    },
  );

  app.get(
    '/api/v1/ticket_batches',
    {
      schema: {
        tags,
        summary: '発行した受検チケットのまとまり（状態別の枚数つき）',
        querystring: ZPageQuery,
        response: { 200: ZTicketBatchesResponse },
      },
      config: view,
    },
    async (request) => ({
      data: await ticketBatches(app, currentUser(request), request.query.page, request.query.per),
    }),
  );

  app.get(
    '/api/v1/ticket_batches/:id/tickets.pdf',
    {
      schema: { tags, summary: '受検チケットの印刷用PDF', params: ZCompanyIdParams },
      config: view,
    },
    async (request, reply) => {
      const sheet = await batchSheet(app, currentUser(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(sheet.fileName, 'tickets.pdf'))
        .send(sheet.pdf);
    },
  );

  app.get(
    '/api/v1/ticket_batches/:id/tickets.csv',
    {
      schema: {
        tags,
        summary: '受検チケットのCSV（encoding=utf8: BOM付きUTF-8、sjis: Shift_JIS）',
        params: ZCompanyIdParams,
        querystring: ZTicketDownloadQuery,
      },
      config: view,
    },
    async (request, reply) => {
      const csv = await batchCsv(app, currentUser(request), request.params.id, request.query.encoding);
      return reply
        .header('content-type', csv.contentType)
        .header('content-disposition', attachment(csv.fileName, 'tickets.csv'))
        .send(csv.body);
    },
  );

  app.get(
    '/api/v1/ticket_codes',
    {
      schema: {
        tags,
        summary: '受検チケットの一覧（まとまり・状態で絞り込み。使用した人つき）',
        querystring: ZTicketCodesQuery,
        response: { 200: ZTicketCodesResponse },
      },
      config: view,
    },
    async (request) => ({ data: await ticketCodeList(app, currentUser(request), request.query) }),
  );
}
