/**
 * Billing (docs/billing.md, decisions/0029): each company's contract and price list, the monthly
 * invoices with their lines and the examinees behind the count, credit notes, and the record of
 * each monthly run. Amounts are integer yen.
 */
import {
  BillingRunStatus,
  ContractPlan,
  ContractStatus,
  InvoiceKind,
  InvoiceLineKind,
  InvoiceStatus,
} from '@mirume/shared/billing';
import { DiagnosisType } from '@mirume/shared/enums';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, systemAdmins } from './accounts.ts';
import { timestamps } from './columns.ts';
import { enumCheck, enumText } from './enum-columns.ts';

/** A company's contract (billing_year of spec §3): one per company, renewed by moving its end. */
export const companyContracts = pgTable(
  'company_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    plan: enumText('plan', ContractPlan.values).notNull().default('annual'),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    status: enumText('status', ContractStatus.values).notNull().default('active'),
    /** 月額基本料金（税抜、円） */
    base_fee: integer('base_fee').notNull().default(0),
    notes: text('notes'),
    ended_at: timestamp('ended_at', { withTimezone: true }),
    /** The contract-end notice mail: when, by whom, and for which end date it was sent. */
    end_notice_sent_at: timestamp('end_notice_sent_at', { withTimezone: true }),
    end_notice_sent_by_id: integer('end_notice_sent_by_id').references(() => systemAdmins.id, {
      onDelete: 'set null',
    }),
    end_notice_sent_by_name: text('end_notice_sent_by_name'),
    end_notice_end_date: date('end_notice_end_date', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('company_contracts_company_key').on(t.company_id),
    index('company_contracts_end_idx').on(t.status, t.end_date),
    enumCheck('company_contracts_plan_check', t.plan, ContractPlan.values),
    enumCheck('company_contracts_status_check', t.status, ContractStatus.values),
    check('company_contracts_dates_check', sql`${t.end_date} >= ${t.start_date}`),
    check('company_contracts_base_fee_check', sql`${t.base_fee} >= 0`),
  ],
);

/** The price per examinee of a diagnosis type (税抜、円). */
export const contractUnitPrices = pgTable(
  'contract_unit_prices',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    diagnosis_type: enumText('diagnosis_type', DiagnosisType.values).notNull(),
    unit_price: integer('unit_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.diagnosis_type] }),
    enumCheck('contract_unit_prices_type_check', t.diagnosis_type, DiagnosisType.values),
    check('contract_unit_prices_price_check', sql`${t.unit_price} >= 0`),
  ],
);

/** One monthly run, as the operator started it or the schedule did. */
export const billingRuns = pgTable(
  'billing_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** YYYY-MM */
    month: text('month').notNull(),
    status: enumText('status', BillingRunStatus.values).notNull().default('queued'),
    /** Null for the schedule. */
    requested_by_name: text('requested_by_name'),
    created_count: integer('created_count').notNull().default(0),
    existing_count: integer('existing_count').notNull().default(0),
    error: text('error'),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('billing_runs_created_idx').on(t.created_at),
    enumCheck('billing_runs_status_check', t.status, BillingRunStatus.values),
  ],
);

/**
 * An invoice or a credit note. A draft may be adjusted; issuing freezes it (recipient, dates,
 * totals); a correction is a credit note (kind credit_note, credit_of_invoice_id) plus a new
 * invoice (replaces_invoice_id). The original invoice of a company and month is unique, which makes
 * a re-run of the month create nothing twice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: enumText('kind', InvoiceKind.values).notNull().default('invoice'),
    status: enumText('status', InvoiceStatus.values).notNull().default('draft'),
    /** YYYY-MM: the month billed. */
    billing_month: text('billing_month').notNull(),
    /** 1 for the month's first invoice, 2, 3… for re-issues after a credit. */
    sequence: integer('sequence').notNull().default(1),
    invoice_number: text('invoice_number').notNull(),
    /** 取引年月日: the days of the month the contract covers. */
    period_start: date('period_start', { mode: 'string' }).notNull(),
    period_end: date('period_end', { mode: 'string' }).notNull(),
    issue_date: date('issue_date', { mode: 'string' }).notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    /** The company's name as billed (refreshed until issue, frozen after). */
    recipient_name: text('recipient_name').notNull(),
    subtotal: integer('subtotal').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    total: integer('total').notNull().default(0),
    credit_of_invoice_id: integer('credit_of_invoice_id'),
    replaces_invoice_id: integer('replaces_invoice_id'),
    credit_reason: text('credit_reason'),
    issued_at: timestamp('issued_at', { withTimezone: true }),
    issued_by_name: text('issued_by_name'),
    paid_on: date('paid_on', { mode: 'string' }),
    paid_by_name: text('paid_by_name'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.invoice_number),
    uniqueIndex('invoices_company_month_original_key')
      .on(t.company_id, t.billing_month)
      .where(sql`${t.kind} = 'invoice' and ${t.replaces_invoice_id} is null`),
    index('invoices_company_idx').on(t.company_id, t.billing_month),
    index('invoices_month_idx').on(t.billing_month, t.id),
    enumCheck('invoices_kind_check', t.kind, InvoiceKind.values),
    enumCheck('invoices_status_check', t.status, InvoiceStatus.values),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: enumText('kind', InvoiceLineKind.values).notNull(),
    diagnosis_type: enumText('diagnosis_type', DiagnosisType.values),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unit_price: integer('unit_price').notNull(),
    amount: integer('amount').notNull(),
    tax_rate: integer('tax_rate').notNull().default(10),
    /** Why an operator added or adjusted the line. */
    reason: text('reason'),
    /** The computed amount before an operator's adjustment (null when not adjusted). */
    original_amount: integer('original_amount'),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoice_id, t.position),
    enumCheck('invoice_lines_kind_check', t.kind, InvoiceLineKind.values),
  ],
);

/** The examinees behind an invoice's count, as they were when the month was run. */
export const invoiceExaminees = pgTable(
  'invoice_examinees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** The sitting that made the person billable (null for records entered without one). */
    session_id: integer('session_id'),
    /**
     * The person's id when billed: a plain value, not a foreign key (the record stands as billed
     * when the person is deleted, and a 100,000-row run pays no per-row key check).
     */
    employee_id: integer('employee_id'),
    employee_number: text('employee_number').notNull(),
    last_name: text('last_name').notNull(),
    first_name: text('first_name').notNull(),
    diagnosis_type: enumText('diagnosis_type', DiagnosisType.values).notNull(),
    completed_at: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('invoice_examinees_session_key').on(t.invoice_id, t.session_id)],
);
