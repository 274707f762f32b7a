/**
 * The billing CSVs (UTF-8 with BOM or Shift_JIS, formula cells neutralised, lib/csv.ts): one
 * invoice's lines (csv_billing) and examinees (csv_examinees), a company's year of invoices and of
 * examinees, and the operator's list of invoices (export_billings_company_csv). Drafts never reach
 * a company's file.
 */
import {
  allInvoices,
  type Executor,
  type InvoiceListFilter,
  invoiceExamineesOf,
  invoiceLinesOf,
} from '@mirume/db';
import {
  billingMonthLabel,
  DiagnosisType,
  InvoiceKind,
  InvoiceLineKind,
  InvoiceStatus,
  type TCsvEncoding,
  type TInvoiceDetail,
  tokyoDate,
} from '@mirume/shared';
import { type CsvRow, csvContentType, csvFile } from '../../lib/csv.ts';
import type { CsvFile } from '../results/exports.ts';

function file(fileName: string, asciiName: string, rows: CsvRow[], encoding: TCsvEncoding): CsvFile<Buffer> {
  return { fileName, asciiName, contentType: csvContentType(encoding), body: csvFile(rows, encoding) };
}

const jstDateTime = (d: Date) => {
  const t = new Date(d.getTime() + 9 * 3600_000).toISOString();
  return `${t.slice(0, 10).replaceAll('-', '/')} ${t.slice(11, 16)}`;
};

/** One invoice's lines with its totals per rate. */
export async function invoiceLinesCsv(db: Executor, invoice: TInvoiceDetail, encoding: TCsvEncoding) {
  const rows = await invoiceLinesOf(db, invoice.id);
  const lines = [
    ['請求書番号', '対象月', '区分', '品目', '診断種別', '数量', '単価', '金額（税抜）', '税率', '調整理由'],
    ...rows.map((l) => [
      invoice.invoice_number,
      billingMonthLabel(invoice.billing_month),
      InvoiceLineKind.label(l.kind),
      l.description,
      l.diagnosis_type ? DiagnosisType.label(l.diagnosis_type) : '',
      l.quantity,
      l.unit_price,
      l.amount,
      `${l.tax_rate}%`,
      l.reason ?? '',
    ]),
    ...invoice.by_rate.flatMap((r) => [
      [
        invoice.invoice_number,
        '',
        '合計',
        `${r.tax_rate}%対象（税抜）`,
        '',
        '',
        '',
        r.taxable,
        `${r.tax_rate}%`,
        '',
      ],
      [
        invoice.invoice_number,
        '',
        '合計',
        `消費税（${r.tax_rate}%）`,
        '',
        '',
        '',
        r.tax,
        `${r.tax_rate}%`,
        '',
      ],
    ]),
    [invoice.invoice_number, '', '合計', '合計（税込）', '', '', '', invoice.total, '', ''],
  ];
  return file(
    `請求明細_${invoice.invoice_number}.csv`,
    `billing_${invoice.invoice_number}.csv`,
    lines,
    encoding,
  );
}

const EXAMINEE_HEADERS = ['請求書番号', '対象月', '社員番号', '姓', '名', '診断種別', '受検完了日時'];

function examineeLines(rows: Awaited<ReturnType<typeof invoiceExamineesOf>>) {
  return [
    EXAMINEE_HEADERS,
    ...rows.map((r) => [
      r.invoice_number,
      billingMonthLabel(r.billing_month),
      r.employee_number,
      r.last_name,
      r.first_name,
      DiagnosisType.label(r.diagnosis_type),
      jstDateTime(r.completed_at),
    ]),
  ];
}

/** The examinees behind one invoice's count. */
export async function invoiceExamineesCsv(db: Executor, invoice: TInvoiceDetail, encoding: TCsvEncoding) {
  const rows = await invoiceExamineesOf(db, [invoice.id]);
  return file(
    `受検者一覧_${invoice.invoice_number}.csv`,
    `examinees_${invoice.invoice_number}.csv`,
    examineeLines(rows),
    encoding,
  );
}

const INVOICE_HEADERS = [
  '請求書番号',
  '種別',
  '企業名',
  '対象月',
  '状態',
  '発行日',
  'お支払期限',
  '小計（税抜）',
  '消費税',
  '合計（税込）',
  '入金日',
];

async function invoiceListLines(db: Executor, filter: InvoiceListFilter) {
  const rows = await allInvoices(db, filter);
  return {
    rows,
    lines: [
      INVOICE_HEADERS,
      ...rows.map(({ invoice: i, company_name }) => [
        i.invoice_number,
        InvoiceKind.label(i.kind),
        i.status === 'draft' ? company_name : i.recipient_name,
        billingMonthLabel(i.billing_month),
        InvoiceStatus.label(i.status),
        i.status === 'draft' ? '' : i.issue_date.replaceAll('-', '/'),
        i.kind === 'invoice' && i.status !== 'draft' ? i.due_date.replaceAll('-', '/') : '',
        i.subtotal,
        i.tax,
        i.total,
        i.paid_on?.replaceAll('-', '/') ?? '',
      ]),
    ],
  };
}

/** A company's invoices of a year (export_billings_list_of_year). */
export async function companyYearInvoicesCsv(
  db: Executor,
  companyId: number,
  year: number,
  encoding: TCsvEncoding,
) {
  const { lines } = await invoiceListLines(db, { companyId, year, excludeDrafts: true });
  return file(`請求書一覧_${year}年.csv`, `billings_${year}.csv`, lines, encoding);
}

/** The examinees of a company's issued invoices of a year (export_examinees_list_of_year). */
export async function companyYearExamineesCsv(
  db: Executor,
  companyId: number,
  year: number,
  encoding: TCsvEncoding,
) {
  const invoices = await allInvoices(db, { companyId, year, excludeDrafts: true });
  // A credited invoice's people are billed again by its re-issue; list each person once per bill.
  const billed = invoices.filter((r) => r.invoice.kind === 'invoice' && r.invoice.status !== 'credited');
  const rows = await invoiceExamineesOf(
    db,
    billed.map((r) => r.invoice.id),
  );
  return file(`受検者一覧_${year}年.csv`, `examinees_${year}.csv`, examineeLines(rows), encoding);
}

/** The operator's invoice list (export_billings_company_csv): by month, year, company and status. */
export async function operatorInvoicesCsv(db: Executor, filter: InvoiceListFilter, encoding: TCsvEncoding) {
  const { lines } = await invoiceListLines(db, filter);
  const scope = filter.month ?? (filter.year ? String(filter.year) : tokyoDate(new Date()));
  return file(`請求書一覧_${scope}.csv`, `billings_${scope}.csv`, lines, encoding);
}
