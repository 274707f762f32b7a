/**
 * The operator's billing (spec §7 admin billings): every company's invoices with totals per month,
 * the monthly run, a draft's adjustments, issue, paid, credit, and the CSVs and PDF. Every change
 * is recorded in the operator action log (services/billing/invoices.ts).
 */
import { insertBillingRun, invoiceTotalsByMonth, listBillingRuns, listInvoices } from '@mirume/db';
import {
  ZAdminBillingsCsvQuery,
  ZAdminBillingsQuery,
  ZAdminBillingsResponse,
  ZBillingCsvQuery,
  ZBillingRunRequest,
  ZBillingRunResponse,
  ZBillingRunsResponse,
  ZInvoiceCreditRequest,
  ZInvoiceCreditResponse,
  ZInvoiceIdParams,
  ZInvoiceLineCreateRequest,
  ZInvoiceLineParams,
  ZInvoiceLineUpdateRequest,
  ZInvoicePaidRequest,
  ZInvoiceResponse,
} from '@mirume/shared';
import { AppError } from '../../../../lib/errors.ts';
import type { App } from '../../../../lib/zod-app.ts';
import { sendBillingCsv, sendInvoicePdf } from '../../../../services/billing/downloads.ts';
import {
  invoiceExamineesCsv,
  invoiceLinesCsv,
  operatorInvoicesCsv,
} from '../../../../services/billing/exports.ts';
import {
  addInvoiceLine,
  adjustInvoiceLine,
  creditInvoice,
  invoiceDetail,
  invoiceSummary,
  issueInvoice,
  markInvoicePaid,
  removeInvoiceLine,
} from '../../../../services/billing/invoices.ts';
import { BILLING_MONTH_JOB } from '../../../../services/billing/jobs.ts';
import { isClosedMonth } from '../../../../services/billing/run.ts';

const tags = ['運営: 請求'];
const operator = { access: 'operator' } as const;

function systemAdmin(request: { systemAdmin: import('@mirume/shared').TSystemAdmin | null }) {
  if (!request.systemAdmin) throw new AppError('UNAUTHORIZED');
  return request.systemAdmin;
}

const runOut = (r: Awaited<ReturnType<typeof listBillingRuns>>[number]) => ({
  ...r,
  started_at: r.started_at?.toISOString() ?? null,
  finished_at: r.finished_at?.toISOString() ?? null,
  created_at: r.created_at.toISOString(),
});

export async function adminBillingRoutes(app: App) {
  app.get(
    '/api/v1/admin/billings',
    {
      schema: {
        tags,
        summary: '全企業の請求書（対象月・企業・状態・企業名で絞り込み、月ごとの合計つき）',
        querystring: ZAdminBillingsQuery,
        response: { 200: ZAdminBillingsResponse },
      },
      config: operator,
    },
    async (request) => {
      const { page, per, month, company_id, status, q } = request.query;
      const filter = { month, companyId: company_id, status, q: q || undefined };
      const { rows, total } = await listInvoices(app.db, filter, { limit: per, offset: (page - 1) * per });
      const month_totals = await invoiceTotalsByMonth(app.db, filter);
      return { data: { items: rows.map(invoiceSummary), total, page, per, month_totals } };
    },
  );

  app.get(
    '/api/v1/admin/billings/export_billings_company_csv',
    {
      schema: {
        tags,
        summary: '請求書一覧のCSV（対象月・年・企業・状態で絞り込み）',
        querystring: ZAdminBillingsCsvQuery,
      },
      config: operator,
    },
    async (request, reply) => {
      const { month, year, company_id, status, encoding } = request.query;
      return sendBillingCsv(
        reply,
        await operatorInvoicesCsv(app.db, { month, year, companyId: company_id, status }, encoding),
      );
    },
  );

  app.get(
    '/api/v1/admin/billing_runs',
    {
      schema: {
        tags,
        summary: '請求作成の実行履歴（新しい順に20件）',
        response: { 200: ZBillingRunsResponse },
      },
      config: operator,
    },
    async () => ({ data: (await listBillingRuns(app.db, 20)).map(runOut) }),
  );

  app.post(
    '/api/v1/admin/billing_runs',
    {
      schema: {
        tags,
        summary: '締めた月の請求書（下書き）を作成（バックグラウンド。作成済みの企業は重複しない）',
        body: ZBillingRunRequest,
        response: { 202: ZBillingRunResponse },
      },
      config: operator,
    },
    async (request, reply) => {
      const admin = systemAdmin(request);
      const { month } = request.body;
      if (!isClosedMonth(month, new Date())) {
        throw new AppError('VALIDATION_ERROR', undefined, {
          month: ['締めが終わった月（先月以前）を指定してください'],
        });
      }
      const run = await app.db.transaction(async (tx) => {
        const row = await insertBillingRun(tx, month, `${admin.last_name} ${admin.first_name}`);
        await app.jobs.send(BILLING_MONTH_JOB, { month, run_id: row.id }, { tx });
        return row;
      });
      app.jobs.wake(BILLING_MONTH_JOB);
      return reply.code(202).send({ data: runOut(run) });
    },
  );

  app.get(
    '/api/v1/admin/billings/:id',
    {
      schema: {
        tags,
        summary: '請求書の詳細（下書きを含む）',
        params: ZInvoiceIdParams,
        response: { 200: ZInvoiceResponse },
      },
      config: operator,
    },
    async (request) => ({ data: await invoiceDetail(app.db, request.params.id) }),
  );

  app.get(
    '/api/v1/admin/billings/:id/csv_billing',
    {
      schema: { tags, summary: '請求書の明細のCSV', params: ZInvoiceIdParams, querystring: ZBillingCsvQuery },
      config: operator,
    },
    async (request, reply) =>
      sendBillingCsv(
        reply,
        await invoiceLinesCsv(app.db, await invoiceDetail(app.db, request.params.id), request.query.encoding),
      ),
  );

  app.get(
    '/api/v1/admin/billings/:id/csv_examinees',
    {
      schema: {
        tags,
        summary: '請求書の受検者一覧のCSV',
        params: ZInvoiceIdParams,
        querystring: ZBillingCsvQuery,
      },
      config: operator,
    },
    async (request, reply) =>
      sendBillingCsv(
        reply,
        await invoiceExamineesCsv(
          app.db,
          await invoiceDetail(app.db, request.params.id),
          request.query.encoding,
        ),
      ),
  );

  app.get(
    '/api/v1/admin/billings/:id/pdf',
    {
      schema: { tags, summary: '請求書のPDF（下書きは「下書き」と表示）', params: ZInvoiceIdParams },
      config: operator,
    },
    async (request, reply) => sendInvoicePdf(app, reply, request.params.id),
  );

  app.post(
    '/api/v1/admin/billings/:id/lines',
    {
      schema: {
        tags,
        summary: '下書きに明細を追加（理由は必須）',
        params: ZInvoiceIdParams,
        body: ZInvoiceLineCreateRequest,
        response: { 201: ZInvoiceResponse },
      },
      config: operator,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await addInvoiceLine(app, systemAdmin(request), request.params.id, request.body) }),
  );

  app.patch(
    '/api/v1/admin/billings/:id/lines/:line_id',
    {
      schema: {
        tags,
        summary: '下書きの明細の数量・単価を調整（理由は必須、元の金額は残る）',
        params: ZInvoiceLineParams,
        body: ZInvoiceLineUpdateRequest,
        response: { 200: ZInvoiceResponse },
      },
      config: operator,
    },
    async (request) => ({
      data: await adjustInvoiceLine(
        app,
        systemAdmin(request),
        request.params.id,
        request.params.line_id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/v1/admin/billings/:id/lines/:line_id',
    {
      schema: {
        tags,
        summary: '下書きから追加した明細を削除',
        params: ZInvoiceLineParams,
        response: { 200: ZInvoiceResponse },
      },
      config: operator,
    },
    async (request) => ({
      data: await removeInvoiceLine(app, systemAdmin(request), request.params.id, request.params.line_id),
    }),
  );

  app.post(
    '/api/v1/admin/billings/:id/issue',
    {
      schema: {
        tags,
        summary: '請求書を発行（以後は変更不可。企業の総合管理者にメール）',
        params: ZInvoiceIdParams,
        response: { 200: ZInvoiceResponse },
      },
      config: operator,
    },
    async (request) => ({ data: await issueInvoice(app, systemAdmin(request), request.params.id) }),
  );

  app.post(
    '/api/v1/admin/billings/:id/paid',
    {
      schema: {
        tags,
        summary: '入金済みにする',
        params: ZInvoiceIdParams,
        body: ZInvoicePaidRequest,
        response: { 200: ZInvoiceResponse },
      },
      config: operator,
    },
    async (request) => ({
      data: await markInvoicePaid(app, systemAdmin(request), request.params.id, request.body.paid_on),
    }),
  );

  app.post(
    '/api/v1/admin/billings/:id/credit',
    {
      schema: {
        tags,
        summary: '発行済みの請求書を取消（返還請求書を発行し、訂正用の下書きを作成）',
        params: ZInvoiceIdParams,
        body: ZInvoiceCreditRequest,
        response: { 201: ZInvoiceCreditResponse },
      },
      config: operator,
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await creditInvoice(app, systemAdmin(request), request.params.id, request.body.reason),
      }),
  );
}
