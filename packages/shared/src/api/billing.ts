/** Billing calls of spec §7: the company's invoices and contract, the operator's billing and contracts. */
import { z } from 'zod';
import {
  BillingRunStatus,
  ContractPlan,
  ContractStatus,
  InvoiceKind,
  InvoiceLineKind,
  InvoiceStatus,
  MAX_YEN,
  MONTH_PATTERN,
} from '../billing.ts';
import { CompanyStatus, DiagnosisType } from '../enums.ts';
import { integer, isoDate, MESSAGES, queryText, recordId, requiredString } from '../validation.ts';
import { ZCsvEncoding } from './results.ts';
import { ZPageQuery } from './system.ts';

export const billingMonth = () =>
  z
    .string({ message: MESSAGES.required })
    .trim()
    .min(1, { message: MESSAGES.required })
    .regex(MONTH_PATTERN, { message: '年月は YYYY-MM の形式で入力してください' })
    .refine((v) => v >= '2000-01' && v <= '2099-12', {
      message: '2000年1月から2099年12月の間で入力してください',
    });

const yen = (min = 0) => integer({ min, max: MAX_YEN });

export const ZInvoiceLine = z.object({
  id: z.number().int(),
  position: z.number().int(),
  kind: InvoiceLineKind.schema,
  diagnosis_type: DiagnosisType.schema.nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  amount: z.number().int(),
  tax_rate: z.number().int(),
  reason: z.string().nullable(),
  original_amount: z.number().int().nullable(),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZInvoiceSummary = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  kind: InvoiceKind.schema,
  status: InvoiceStatus.schema,
  billing_month: z.string(),
  invoice_number: z.string(),
  issue_date: z.string(),
  due_date: z.string(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  issued_at: z.string().nullable(),
  paid_on: z.string().nullable(),
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;

const ZInvoiceRef = z.object({ id: z.number().int(), invoice_number: z.string() }).nullable();

export const ZInvoiceDetail = ZInvoiceSummary.extend({
  recipient_name: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  lines: z.array(ZInvoiceLine),
  by_rate: z.array(
    z.object({ tax_rate: z.number().int(), taxable: z.number().int(), tax: z.number().int() }),
  ),
  examinees_count: z.number().int(),
  issued_by_name: z.string().nullable(),
  paid_by_name: z.string().nullable(),
  credit_reason: z.string().nullable(),
  /** A credit note: the invoice it reverses. */
  credit_of: ZInvoiceRef,
  /** A re-issue: the invoice it replaces. */
  replaces: ZInvoiceRef,
  /** An invoice that was credited: its credit note and the re-issue. */
  credited_by: ZInvoiceRef,
  replaced_by: ZInvoiceRef,
});
export type TInvoiceDetail = z.infer<typeof ZInvoiceDetail>;

export const ZInvoiceResponse = z.object({ data: ZInvoiceDetail });
export type TInvoiceResponse = z.infer<typeof ZInvoiceResponse>;

export const ZInvoiceIdParams = z.object({ id: recordId() });
export const ZInvoiceLineParams = z.object({ id: recordId(), line_id: recordId() });

// ---- company side ------------------------------------------------------------------------------

export const ZBillingsQuery = ZPageQuery.extend({
  year: integer({ min: 2000, max: 2099 }).optional(),
});
export type TBillingsQuery = z.infer<typeof ZBillingsQuery>;

export const ZBillingsResponse = z.object({
  data: z.object({
    items: z.array(ZInvoiceSummary),
    total: z.number().int(),
    page: z.number().int(),
    per: z.number().int(),
  }),
});
export type TBillingsResponse = z.infer<typeof ZBillingsResponse>;

export const ZLatestBillingsResponse = z.object({ data: z.array(ZInvoiceSummary) });
export type TLatestBillingsResponse = z.infer<typeof ZLatestBillingsResponse>;

export const ZContractPeriod = z.object({
  plan: ContractPlan.schema,
  start_date: z.string(),
  end_date: z.string(),
  status: ContractStatus.schema,
});
export const ZDateContractResponse = z.object({ data: ZContractPeriod.nullable() });
export type TDateContractResponse = z.infer<typeof ZDateContractResponse>;

export const ZBillingYearExportQuery = z.object({
  year: integer({ min: 2000, max: 2099 }),
  encoding: ZCsvEncoding.default('utf8'),
});
export const ZBillingCsvQuery = z.object({ encoding: ZCsvEncoding.default('utf8') });

// ---- operator side -----------------------------------------------------------------------------

export const ZAdminBillingsQuery = ZPageQuery.extend({
  month: billingMonth().optional(),
  company_id: recordId().optional(),
  status: InvoiceStatus.schema.optional(),
  q: queryText(100),
});
export type TAdminBillingsQuery = z.infer<typeof ZAdminBillingsQuery>;

export const ZMonthTotal = z.object({
  month: z.string(),
  count: z.number().int(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
});
export type TMonthTotal = z.infer<typeof ZMonthTotal>;

export const ZAdminBillingsResponse = z.object({
  data: z.object({
    items: z.array(ZInvoiceSummary),
    total: z.number().int(),
    page: z.number().int(),
    per: z.number().int(),
    month_totals: z.array(ZMonthTotal),
  }),
});
export type TAdminBillingsResponse = z.infer<typeof ZAdminBillingsResponse>;

export const ZAdminBillingsCsvQuery = z.object({
  month: billingMonth().optional(),
  year: integer({ min: 2000, max: 2099 }).optional(),
  company_id: recordId().optional(),
  status: InvoiceStatus.schema.optional(),
  encoding: ZCsvEncoding.default('utf8'),
});

export const ZBillingRun = z.object({
  id: z.number().int(),
  month: z.string(),
  status: BillingRunStatus.schema,
  requested_by_name: z.string().nullable(),
  created_count: z.number().int(),
  existing_count: z.number().int(),
  error: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
});
export type TBillingRun = z.infer<typeof ZBillingRun>;

export const ZBillingRunRequest = z.object({ month: billingMonth() });
export type TBillingRunRequest = z.infer<typeof ZBillingRunRequest>;
export const ZBillingRunResponse = z.object({ data: ZBillingRun });
export const ZBillingRunsResponse = z.object({ data: z.array(ZBillingRun) });
export type TBillingRunsResponse = z.infer<typeof ZBillingRunsResponse>;

const reason = () => requiredString(200);

export const ZInvoiceLineCreateRequest = z.object({
  description: requiredString(100),
  quantity: integer({ min: 1, max: 1_000_000 }),
  unit_price: integer({ min: -MAX_YEN, max: MAX_YEN }),
  reason: reason(),
});
export type TInvoiceLineCreateRequest = z.infer<typeof ZInvoiceLineCreateRequest>;

export const ZInvoiceLineUpdateRequest = z.object({
  quantity: integer({ min: 0, max: 1_000_000 }),
  unit_price: integer({ min: -MAX_YEN, max: MAX_YEN }),
  reason: reason(),
});
export type TInvoiceLineUpdateRequest = z.infer<typeof ZInvoiceLineUpdateRequest>;

export const ZInvoicePaidRequest = z.object({ paid_on: isoDate({ min: '2000-01-01', max: '2099-12-31' }) });
export type TInvoicePaidRequest = z.infer<typeof ZInvoicePaidRequest>;

export const ZInvoiceCreditRequest = z.object({ reason: reason() });
export type TInvoiceCreditRequest = z.infer<typeof ZInvoiceCreditRequest>;

export const ZInvoiceCreditResponse = z.object({
  data: z.object({ credit_note: ZInvoiceDetail, reissue: ZInvoiceDetail }),
});
export type TInvoiceCreditResponse = z.infer<typeof ZInvoiceCreditResponse>;

// ---- contracts (billing_years) -------------------------------------------------------------------

/** The price per examinee of each diagnosis type (request). */
export const ZUnitPrices = z.object({ senkou: yen(), employee: yen() });
const ZUnitPricesOut = z.object({ senkou: z.number().int(), employee: z.number().int() });

export const ZContract = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  plan: ContractPlan.schema,
  start_date: z.string(),
  end_date: z.string(),
  status: ContractStatus.schema,
  base_fee: z.number().int(),
  unit_prices: ZUnitPricesOut,
  notes: z.string().nullable(),
  end_notice_sent_at: z.string().nullable(),
  end_notice_sent_by_name: z.string().nullable(),
  end_notice_end_date: z.string().nullable(),
  updated_at: z.string(),
});
export type TContract = z.infer<typeof ZContract>;

export const ZCompanyContractResponse = z.object({
  data: z.object({
    company: z.object({ id: z.number().int(), name: z.string(), status: CompanyStatus.schema }),
    contract: ZContract.nullable(),
  }),
});
export type TCompanyContractResponse = z.infer<typeof ZCompanyContractResponse>;

export const ZCompanyContractParams = z.object({ id: recordId() });

export const ZContractUpdateRequest = z
  .object({
    plan: ContractPlan.schema,
    start_date: isoDate({ min: '2000-01-01', max: '2099-12-31' }),
    end_date: isoDate({ min: '2000-01-01', max: '2099-12-31' }),
    base_fee: yen(),
    unit_prices: ZUnitPrices,
    notes: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z
        .string()
        .max(1000, { message: MESSAGES.max(1000) })
        .nullable()
        .default(null),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.end_date < v.start_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: '終了日は開始日以降の日付を入力してください',
      });
    }
  });
export type TContractUpdateRequest = z.infer<typeof ZContractUpdateRequest>;

export const ZBillingYearsQuery = ZPageQuery.extend({
  within_days: integer({ min: 1, max: 730 }).default(60),
  status: z.enum(['active', 'ended', 'all'], { message: MESSAGES.oneOf }).default('active'),
  q: queryText(100),
});
export type TBillingYearsQuery = z.infer<typeof ZBillingYearsQuery>;

export const ZBillingYearRow = ZContract.extend({
  company_name: z.string(),
  company_status: CompanyStatus.schema,
  /** Days from today (Japan) to the end date; negative once it has passed. */
  days_left: z.number().int(),
});
export type TBillingYearRow = z.infer<typeof ZBillingYearRow>;

export const ZBillingYearsResponse = z.object({
  data: z.object({
    items: z.array(ZBillingYearRow),
    total: z.number().int(),
    page: z.number().int(),
    per: z.number().int(),
  }),
});
export type TBillingYearsResponse = z.infer<typeof ZBillingYearsResponse>;

export const ZBillingYearUpdateRequest = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('renew'), end_date: isoDate({ min: '2000-01-01', max: '2099-12-31' }) }),
    z.object({ action: z.literal('end') }),
  ],
  { message: '操作は renew または end を指定してください' },
);
export type TBillingYearUpdateRequest = z.infer<typeof ZBillingYearUpdateRequest>;

export const ZBillingYearResponse = z.object({ data: ZBillingYearRow });

export const ZSendEndContractMailRequest = z.object({
  /** Send again although a notice for this end date was already sent. */
  resend: z.boolean().default(false),
});
