/**
 * The monthly run (docs/billing.md): after a month closes, one draft invoice per billable company.
 *
 * Billable: a live company on the full contract (status approved) whose contract covers part of the
 * month. The invoice bills the covered days only: the base fee prorated by days (rounded down), and
 * per diagnosis type the people who completed a sitting of that type within the covered days (Japan
 * time) at the contract's unit price. Totals follow invoiceTotals (tax once per rate, rounded down).
 *
 * Idempotent: the month's original invoice of a company is unique (a partial unique index), and a
 * company that has it is not selected again, so a re-run (or a second delivery of the job) creates
 * only what is missing and never touches an existing draft or issued invoice. Companies are
 * processed in chunks, each chunk one transaction (invoices, lines and examinees together): a crash
 * leaves whole invoices, and the next run completes the rest.
 */
import {
  type BillableContract,
  type BilledPeriod,
  billableContracts,
  countExaminees,
  countMonthInvoices,
  type Database,
  insertInvoiceLines,
  insertInvoices,
  type NewInvoice,
  type NewInvoiceLine,
  snapshotInvoiceExaminees,
} from '@mirume/db';
import {
  addDays,
  addMonths,
  billingMonthLabel,
  coveredPeriod,
  DiagnosisType,
  daysInMonth,
  dueDateFor,
  invoiceNumber,
  invoiceTotals,
  lineAmount,
  monthEnd,
  monthStart,
  proratedBaseFee,
  STANDARD_TAX_RATE,
  tokyoDate,
} from '@mirume/shared';

/** Companies per transaction of the run. */
export const BILLING_CHUNK = 250;

/** The instant a Japanese calendar day starts. */
export const tokyoMidnight = (date: string) => new Date(`${date}T00:00:00+09:00`);

/** The month that closed most recently before `now` (Japan time). */
export function previousMonth(now: Date): string {
  return addMonths(tokyoDate(now).slice(0, 7), -1);
}

/** A closed month: strictly before the current month in Japan. */
export function isClosedMonth(month: string, now: Date): boolean {
  return month < tokyoDate(now).slice(0, 7);
}

const md = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/** The lines of one company's month (pure: the counts are given). */
export function monthLines(
  month: string,
  contract: Pick<BillableContract, 'start_date' | 'end_date' | 'base_fee' | 'prices'>,
  examinees: Partial<Record<'senkou' | 'employee', number>>,
): {
  period: { from: string; to: string; days: number };
  lines: Omit<NewInvoiceLine, 'invoice_id'>[];
} | null {
  const period = coveredPeriod(month, contract.start_date, contract.end_date);
  if (!period) return null;
  const dim = daysInMonth(month);
  const lines: Omit<NewInvoiceLine, 'invoice_id'>[] = [];
  if (contract.base_fee > 0) {
    const fee = proratedBaseFee(contract.base_fee, period.days, dim);
    lines.push({
      position: 1,
      kind: 'base_fee',
      diagnosis_type: null,
      description:
        period.days < dim
          ? `月額基本料金（${md(period.from)}〜${md(period.to)} 日割 ${period.days}/${dim}日）`
          : `月額基本料金（${billingMonthLabel(month)}）`,
      quantity: 1,
      unit_price: fee,
      amount: fee,
      tax_rate: STANDARD_TAX_RATE,
    });
  }
  for (const type of DiagnosisType.values) {
    const n = examinees[type] ?? 0;
    if (n <= 0) continue;
    const price = contract.prices[type] ?? 0;
    lines.push({
      position: lines.length + 1,
      kind: 'examinees',
      diagnosis_type: type,
      description: `${DiagnosisType.label(type)} 受検料（${billingMonthLabel(month)}）`,
      quantity: n,
      unit_price: price,
      amount: lineAmount(n, price),
      tax_rate: STANDARD_TAX_RATE,
    });
  }
  return { period, lines };
}

export interface RunResult {
  created: number;
  /** Companies that were billable and already had the month's invoice (counted at the start). */
  existing: number;
}

/** Runs `month` (YYYY-MM). Safe to call again: only missing invoices are created. */
export async function runBillingMonth(database: Database, month: string): Promise<RunResult> {
  const db = database.db;
  const first = monthStart(month);
  const last = monthEnd(month);
  const issueDate = monthStart(addMonths(month, 1));
  let created = 0;
  let after = 0;
  for (;;) {
    const chunk = await db.transaction(async (tx) => {
      const contracts = await billableContracts(tx, {
        monthStart: first,
        monthEnd: last,
        afterCompanyId: after,
        limit: BILLING_CHUNK,
      });
      if (contracts.length === 0) return null;
      const periods = new Map<number, BilledPeriod & { from_date: string; to_date: string }>();
      for (const c of contracts) {
        const p = coveredPeriod(month, c.start_date, c.end_date);
        if (!p) continue;
        periods.set(c.company_id, {
          company_id: c.company_id,
          from: tokyoMidnight(p.from),
          to: tokyoMidnight(addDays(p.to, 1)),
          from_date: p.from,
          to_date: p.to,
        });
      }
      const counts = await countExaminees(tx, [...periods.values()]);
      const byCompany = new Map<number, Partial<Record<'senkou' | 'employee', number>>>();
      for (const c of counts) {
        const entry = byCompany.get(c.company_id) ?? {};
        entry[c.diagnosis_type] = c.n;
        byCompany.set(c.company_id, entry);
      }
      const newInvoices: NewInvoice[] = [];
      const linesByCompany = new Map<number, Omit<NewInvoiceLine, 'invoice_id'>[]>();
      for (const c of contracts) {
        const computed = monthLines(month, c, byCompany.get(c.company_id) ?? {});
        if (!computed) continue;
        const totals = invoiceTotals(computed.lines as { amount: number; tax_rate: number }[]);
        linesByCompany.set(c.company_id, computed.lines);
        newInvoices.push({
          company_id: c.company_id,
          kind: 'invoice',
          status: 'draft',
          billing_month: month,
          sequence: 1,
          invoice_number: invoiceNumber('invoice', month, c.company_id, 1),
          period_start: computed.period.from,
          period_end: computed.period.to,
          issue_date: issueDate,
          due_date: dueDateFor(issueDate),
          recipient_name: c.company_name,
          subtotal: totals.subtotal,
          tax: totals.tax,
          total: totals.total,
        });
      }
      const inserted = await insertInvoices(tx, newInvoices);
      const lines: NewInvoiceLine[] = [];
      const snapshots: (BilledPeriod & { invoice_id: number })[] = [];
      for (const row of inserted) {
        for (const line of linesByCompany.get(row.company_id) ?? [])
          lines.push({ ...line, invoice_id: row.id });
        const p = periods.get(row.company_id);
        if (p) snapshots.push({ invoice_id: row.id, company_id: p.company_id, from: p.from, to: p.to });
      }
      // node-postgres allows 65,535 parameters per statement: lines carry 10 each.
      for (let i = 0; i < lines.length; i += 5000) await insertInvoiceLines(tx, lines.slice(i, i + 5000));
      await snapshotInvoiceExaminees(tx, snapshots);
      return { last: contracts[contracts.length - 1]?.company_id ?? after, created: inserted.length };
    });
    if (!chunk) break;
    created += chunk.created;
    after = chunk.last;
  }
  return { created, existing: (await countMonthInvoices(db, month)) - created };
}
