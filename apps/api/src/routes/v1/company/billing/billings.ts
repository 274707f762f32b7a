/**
 * The company's invoices (spec §7 billing): every role may view them (`invoices:view`, spec §6).
 * Drafts are the operator's and never shown; another company's invoice answers 404 like a
 * missing one.
 */
import { listInvoices } from '@mirume/db';
import {
  ZBillingCsvQuery,
  ZBillingsQuery,
  ZBillingsResponse,
  ZBillingYearExportQuery,
  ZDateContractResponse,
  ZInvoiceIdParams,
  ZInvoiceResponse,
  ZLatestBillingsResponse,
} from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import { companyContractPeriod } from '../../../../services/billing/contracts.ts';
import { sendBillingCsv, sendInvoicePdf } from '../../../../services/billing/downloads.ts';
import {
  companyYearExamineesCsv,
  companyYearInvoicesCsv,
  invoiceExamineesCsv,
  invoiceLinesCsv,
} from '../../../../services/billing/exports.ts';
import { invoiceDetail, invoiceSummary } from '../../../../services/billing/invoices.ts';
import { currentUser } from '../../../../services/members/current-user.ts';

const tags = ['請求書'];
const view = { access: 'company', permission: 'invoices:view' } as const;

export async function companyBillingRoutes(app: App) {
  app.get(
    '/api/v1/latest_billings',
    {
      schema: {
        tags,
        summary: '最新の請求書（3件、ダッシュボードのカード）',
        response: { 200: ZLatestBillingsResponse },
      },
      config: view,
    },
    async (request) => {
      const { rows } = await listInvoices(
        app.db,
        { companyId: currentUser(request).company_id, excludeDrafts: true },
        { limit: 3, offset: 0 },
      );
      return { data: rows.map(invoiceSummary) };
    },
  );

  app.get(
    '/api/v1/billings',
    {
      schema: {
        tags,
        summary: '請求書の一覧（新しい対象月から。year で年を絞り込み）',
        querystring: ZBillingsQuery,
        response: { 200: ZBillingsResponse },
      },
      config: view,
    },
    async (request) => {
      const { page, per, year } = request.query;
      const { rows, total } = await listInvoices(
        app.db,
        { companyId: currentUser(request).company_id, year, excludeDrafts: true },
        { limit: per, offset: (page - 1) * per },
      );
      return { data: { items: rows.map(invoiceSummary), total, page, per } };
    },
  );

  app.get(
    '/api/v1/billings/:id',
    {
      schema: {
        tags,
        summary: '請求書の詳細（明細・税率ごとの金額）',
        params: ZInvoiceIdParams,
        response: { 200: ZInvoiceResponse },
      },
      config: view,
    },
    async (request) => ({
      data: await invoiceDetail(app.db, request.params.id, currentUser(request).company_id),
    }),
  );

  app.get(
    '/api/v1/date_contract',
    {
      schema: { tags, summary: '契約期間（契約がなければ null）', response: { 200: ZDateContractResponse } },
      config: view,
    },
    async (request) => ({ data: await companyContractPeriod(app.db, currentUser(request).company_id) }),
  );

  app.get(
    '/api/v1/export_billings_list_of_year',
    {
      schema: { tags, summary: '1年分の請求書一覧のCSV', querystring: ZBillingYearExportQuery },
      config: view,
    },
    async (request, reply) =>
      sendBillingCsv(
        reply,
        await companyYearInvoicesCsv(
          app.db,
          currentUser(request).company_id,
          request.query.year,
          request.query.encoding,
        ),
      ),
  );

  app.get(
    '/api/v1/export_examinees_list_of_year',
    {
      schema: { tags, summary: '1年分の請求対象の受検者一覧のCSV', querystring: ZBillingYearExportQuery },
      config: view,
    },
    async (request, reply) =>
      sendBillingCsv(
        reply,
        await companyYearExamineesCsv(
          app.db,
          currentUser(request).company_id,
          request.query.year,
          request.query.encoding,
        ),
      ),
  );

  app.get(
    '/api/v1/billings/:id/csv_billing',
    {
      schema: { tags, summary: '請求書の明細のCSV', params: ZInvoiceIdParams, querystring: ZBillingCsvQuery },
      config: view,
    },
    async (request, reply) => {
      const invoice = await invoiceDetail(app.db, request.params.id, currentUser(request).company_id);
      return sendBillingCsv(reply, await invoiceLinesCsv(app.db, invoice, request.query.encoding));
    },
  );

  app.get(
    '/api/v1/billings/:id/csv_examinees',
    {
      schema: {
        tags,
        summary: '請求書の受検者一覧のCSV',
        params: ZInvoiceIdParams,
        querystring: ZBillingCsvQuery,
      },
      config: view,
    },
    async (request, reply) => {
      const invoice = await invoiceDetail(app.db, request.params.id, currentUser(request).company_id);
      return sendBillingCsv(reply, await invoiceExamineesCsv(app.db, invoice, request.query.encoding));
    },
  );

  app.get(
    '/api/v1/billings/:id/pdf',
    {
      schema: { tags, summary: '請求書のPDF（適格請求書）', params: ZInvoiceIdParams },
      config: view,
    },
    async (request, reply) => sendInvoicePdf(app, reply, request.params.id, currentUser(request).company_id),
  );
}
