/** The billing downloads as replies: a CSV file, and an invoice's PDF (both audiences). */
import type { FastifyReply } from 'fastify';
import { attachment } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import type { CsvFile } from '../results/exports.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoiceDetail } from './invoices.ts';

export function sendBillingCsv(reply: FastifyReply, csv: CsvFile<Buffer>) {
  return reply
    .header('content-type', csv.contentType)
    .header('content-disposition', attachment(csv.fileName, csv.asciiName))
    .header('cache-control', 'no-store')
    .send(csv.body);
}

export async function sendInvoicePdf(app: App, reply: FastifyReply, id: number, companyId?: number) {
  const invoice = await invoiceDetail(app.db, id, companyId);
  const issuer = app.config.billingIssuer;
  if (!issuer) throw new AppError('CONFLICT', '請求元が設定されていないためPDFを作成できません。');
  const pdf = await invoicePdf(invoice, issuer);
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      attachment(`請求書_${invoice.invoice_number}.pdf`, `invoice_${invoice.invoice_number}.pdf`),
    )
    .header('cache-control', 'no-store')
    .send(pdf);
}
