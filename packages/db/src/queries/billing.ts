/**
 * Billing reads and writes (schema/billing.ts): contracts and price lists, the monthly run's set
 * queries, invoices with their lines and examinees. Tenant reads take the company id second; the
 * operator's reads take none. No business rule lives here (services/billing holds them).
 */
import type { ContractPlanValue, ContractStatusValue, InvoiceStatusValue } from '@mirume/shared/billing';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  billingRuns,
  companies,
  companyAdmins,
  companyContracts,
  contractUnitPrices,
  invoiceExaminees,
  invoiceLines,
  invoices,
} from '../schema/index.ts';

type DiagnosisTypeValue = 'senkou' | 'employee';

// ---- contracts --------------------------------------------------------------------------------

export type ContractRow = typeof companyContracts.$inferSelect;

export async function findContractOfCompany(db: Executor, companyId: number) {
  const [row] = await db.select().from(companyContracts).where(eq(companyContracts.company_id, companyId));
  return row;
}

export async function findContract(db: Executor, contractId: number) {
  const [row] = await db.select().from(companyContracts).where(eq(companyContracts.id, contractId));
  return row;
}

export async function unitPricesOfCompany(db: Executor, companyId: number) {
  const rows = await db
    .select({ diagnosis_type: contractUnitPrices.diagnosis_type, unit_price: contractUnitPrices.unit_price })
    .from(contractUnitPrices)
    .where(eq(contractUnitPrices.company_id, companyId));
  return Object.fromEntries(rows.map((r) => [r.diagnosis_type, r.unit_price])) as Partial<
    Record<DiagnosisTypeValue, number>
  >;
}

export interface ContractValues {
  plan: ContractPlanValue;
  start_date: string;
  end_date: string;
  base_fee: number;
  notes: string | null;
}

/** Creates or replaces the company's contract terms; answers the row. */
export async function upsertContract(tx: Executor, companyId: number, values: ContractValues, now: Date) {
  const [row] = await tx
    .insert(companyContracts)
    .values({ company_id: companyId, ...values, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: companyContracts.company_id, set: { ...values, updated_at: now } })
    .returning();
  if (!row) throw new Error('contract was not written');
  await followContract(tx, row);
  return row;
}

/**
 * A company's contract period (companies.date_start_contract / date_end_contract: the company
 * list's filter, the company page) follows its billing contract whenever the contract is written,
 * so the two never disagree.
 */
async function followContract(
  tx: Executor,
  row: { company_id: number; start_date: string; end_date: string },
) {
  await tx
    .update(companies)
    .set({ date_start_contract: row.start_date, date_end_contract: row.end_date })
    .where(eq(companies.id, row.company_id));
}

export async function setUnitPrices(
  tx: Executor,
  companyId: number,
  prices: Record<DiagnosisTypeValue, number>,
) {
  await tx.delete(contractUnitPrices).where(eq(contractUnitPrices.company_id, companyId));
  await tx.insert(contractUnitPrices).values(
    Object.entries(prices).map(([diagnosis_type, unit_price]) => ({
      company_id: companyId,
      diagnosis_type: diagnosis_type as DiagnosisTypeValue,
      unit_price,
    })),
  );
}

export async function updateContract(
  tx: Executor,
  contractId: number,
  set: Partial<typeof companyContracts.$inferInsert>,
) {
  const [row] = await tx
    .update(companyContracts)
    .set(set)
    .where(eq(companyContracts.id, contractId))
    .returning();
  if (row && (set.start_date !== undefined || set.end_date !== undefined)) await followContract(tx, row);
  return row;
}

/** Active contracts (of live companies) ending on or before `until`, soonest first. */
export async function listContractsEnding(
  db: Executor,
  p: { until: string; status: ContractStatusValue | 'all'; q?: string; limit: number; offset: number },
) {
  const where = and(
    isNull(companies.discarded_at),
    p.status === 'all' ? undefined : eq(companyContracts.status, p.status),
    p.status === 'ended' ? undefined : lte(companyContracts.end_date, p.until),
    p.q ? ilike(companies.name, `%${p.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const rows = await db
    .select({ contract: companyContracts, company_name: companies.name, company_status: companies.status })
    .from(companyContracts)
    .innerJoin(companies, eq(companies.id, companyContracts.company_id))
    .where(where)
    .orderBy(asc(companyContracts.end_date), asc(companyContracts.id))
    .limit(p.limit)
    .offset(p.offset);
  const [total] = await db
    .select({ n: count() })
    .from(companyContracts)
    .innerJoin(companies, eq(companies.id, companyContracts.company_id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Active contracts of live companies whose end falls from `from` to `until` (the reminder job). */
export async function contractsEndingBetween(db: Executor, from: string, until: string) {
  return db
    .select({ contract: companyContracts, company_name: companies.name })
    .from(companyContracts)
    .innerJoin(companies, eq(companies.id, companyContracts.company_id))
    .where(
      and(
        isNull(companies.discarded_at),
        eq(companyContracts.status, 'active'),
        gte(companyContracts.end_date, from),
        lte(companyContracts.end_date, until),
      ),
    );
}

// ---- billing runs -------------------------------------------------------------------------------

export type BillingRunRow = typeof billingRuns.$inferSelect;

export async function insertBillingRun(db: Executor, month: string, requestedByName: string | null) {
  const [row] = await db
    .insert(billingRuns)
    .values({ month, requested_by_name: requestedByName })
    .returning();
  if (!row) throw new Error('billing run was not created');
  return row;
}

export async function updateBillingRun(
  db: Executor,
  id: number,
  set: Partial<typeof billingRuns.$inferInsert>,
) {
  await db.update(billingRuns).set(set).where(eq(billingRuns.id, id));
}

export async function findBillingRun(db: Executor, id: number) {
  const [row] = await db.select().from(billingRuns).where(eq(billingRuns.id, id));
  return row;
}

export async function listBillingRuns(db: Executor, limit: number) {
  return db.select().from(billingRuns).orderBy(desc(billingRuns.id)).limit(limit);
}

// ---- the monthly run's set queries --------------------------------------------------------------

export interface BillableContract {
  company_id: number;
  company_name: string;
  start_date: string;
  end_date: string;
  base_fee: number;
  prices: Partial<Record<DiagnosisTypeValue, number>>;
}

/**
 * Contracts that cover part of the month, of live companies on the full contract (status approved),
 * without the month's original invoice yet, in company order after `afterCompanyId`.
 */
export async function billableContracts(
  db: Executor,
  p: { monthStart: string; monthEnd: string; afterCompanyId: number; limit: number },
): Promise<BillableContract[]> {
  const month = p.monthStart.slice(0, 7);
  const rows = await db
    .select({
      company_id: companyContracts.company_id,
      company_name: companies.name,
      start_date: companyContracts.start_date,
      end_date: companyContracts.end_date,
      base_fee: companyContracts.base_fee,
    })
    .from(companyContracts)
    .innerJoin(companies, eq(companies.id, companyContracts.company_id))
    .where(
      and(
        isNull(companies.discarded_at),
        eq(companies.status, 'approved'),
        lte(companyContracts.start_date, p.monthEnd),
        gte(companyContracts.end_date, p.monthStart),
        sql`${companyContracts.company_id} > ${p.afterCompanyId}`,
        sql`not exists (select 1 from ${invoices} i where i.company_id = ${companyContracts.company_id}
              and i.billing_month = ${month} and i.kind = 'invoice' and i.replaces_invoice_id is null)`,
      ),
    )
    .orderBy(asc(companyContracts.company_id))
    .limit(p.limit);
  if (rows.length === 0) return [];
  const prices = await db
    .select()
    .from(contractUnitPrices)
    .where(
      inArray(
        contractUnitPrices.company_id,
        rows.map((r) => r.company_id),
      ),
    );
  return rows.map((r) => ({
    ...r,
    prices: Object.fromEntries(
      prices.filter((x) => x.company_id === r.company_id).map((x) => [x.diagnosis_type, x.unit_price]),
    ),
  }));
}

/** A company and the instants [from, to) of its billed period. */
export interface BilledPeriod {
  company_id: number;
  from: Date;
  to: Date;
}

/** The earliest start and latest end of the periods: bounds one range scan of the month's sittings. */
const bounds = (periods: readonly BilledPeriod[]) => ({
  from: new Date(Math.min(...periods.map((p) => p.from.getTime()))).toISOString(),
  to: new Date(Math.max(...periods.map((p) => p.to.getTime()))).toISOString(),
});

const periodsValues = (periods: readonly BilledPeriod[]) =>
  sql.join(
    periods.map(
      (p) =>
        sql`(${p.company_id}::integer, ${p.from.toISOString()}::timestamptz, ${p.to.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );

/**
 * Examinees per company and diagnosis type: people with at least one completed sitting in the
 * period (a re-scored or switched result adds no sitting; a voided sitting is not completed).
 */
export async function countExaminees(db: Executor, periods: readonly BilledPeriod[]) {
  if (periods.length === 0) return [];
  const b = bounds(periods);
  const result = await db.execute(sql`
    select s.company_id as company_id, s.diagnosis_type as diagnosis_type, count(distinct s.employee_id)::int as n
    from diagnosis_sessions s
    join (values ${periodsValues(periods)}) as p(company_id, from_at, to_at) on p.company_id = s.company_id
    where s.status = 'completed' and s.completed_at >= ${b.from}::timestamptz and s.completed_at < ${b.to}::timestamptz
      and s.completed_at >= p.from_at and s.completed_at < p.to_at
    group by s.company_id, s.diagnosis_type`);
  // Both drivers (PGlite and node-postgres) answer `{ rows }`.
  const rows = (
    result as unknown as { rows: { company_id: number; diagnosis_type: DiagnosisTypeValue; n: number }[] }
  ).rows;
  return (rows as { company_id: number; diagnosis_type: DiagnosisTypeValue; n: number }[]).map((r) => ({
    ...r,
    company_id: Number(r.company_id),
    n: Number(r.n),
  }));
}

export type NewInvoice = typeof invoices.$inferInsert;
export type NewInvoiceLine = typeof invoiceLines.$inferInsert;

/** Inserts invoices; one that already exists (same company, month, original) is skipped. */
export async function insertInvoices(tx: Executor, rows: NewInvoice[]) {
  if (rows.length === 0) return [];
  return tx
    .insert(invoices)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: invoices.id, company_id: invoices.company_id });
}

export async function insertInvoiceLines(tx: Executor, rows: NewInvoiceLine[]) {
  if (rows.length === 0) return;
  await tx.insert(invoiceLines).values(rows);
}

/**
 * The examinees behind the counts of the given invoices, written as they are now: each person
 * once per diagnosis type, with their first completed sitting of the period.
 */
export async function snapshotInvoiceExaminees(
  tx: Executor,
  items: readonly (BilledPeriod & { invoice_id: number })[],
) {
  if (items.length === 0) return;
  const b = bounds(items);
  const values = sql.join(
    items.map(
      (p) =>
        sql`(${p.invoice_id}::integer, ${p.company_id}::integer, ${p.from.toISOString()}::timestamptz, ${p.to.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into invoice_examinees
      (invoice_id, session_id, employee_id, employee_number, last_name, first_name, diagnosis_type, completed_at)
    select distinct on (p.invoice_id, s.employee_id, s.diagnosis_type)
      p.invoice_id, s.id, e.id, e.employee_id, e.last_name, e.first_name, s.diagnosis_type, s.completed_at
    from (values ${values}) as p(invoice_id, company_id, from_at, to_at)
    join diagnosis_sessions s on s.company_id = p.company_id and s.status = 'completed'
      and s.completed_at >= ${b.from}::timestamptz and s.completed_at < ${b.to}::timestamptz
      and s.completed_at >= p.from_at and s.completed_at < p.to_at
    join employees e on e.id = s.employee_id
    order by p.invoice_id, s.employee_id, s.diagnosis_type, s.completed_at, s.id`);
}

// ---- invoices -----------------------------------------------------------------------------------

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

const invoiceListColumns = {
  invoice: invoices,
  company_name: companies.name,
};

/** An invoice; with a company id, only that company's and never a draft (404 otherwise). */
export async function findInvoice(db: Executor, id: number, companyId?: number) {
  const [row] = await db
    .select(invoiceListColumns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.company_id))
    .where(
      and(
        eq(invoices.id, id),
        companyId === undefined ? undefined : eq(invoices.company_id, companyId),
        companyId === undefined ? undefined : sql`${invoices.status} <> 'draft'`,
      ),
    );
  return row;
}

/** Locks an invoice row for a change (the operator's adjust, issue, pay, credit). */
export async function lockInvoice(tx: Executor, id: number) {
  const result = await tx.execute(sql`select id from invoices where id = ${id} for update`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export async function invoiceLinesOf(db: Executor, invoiceId: number) {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoice_id, invoiceId))
    .orderBy(asc(invoiceLines.position), asc(invoiceLines.id));
}

export async function findInvoiceLine(db: Executor, invoiceId: number, lineId: number) {
  const [row] = await db
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.invoice_id, invoiceId), eq(invoiceLines.id, lineId)));
  return row;
}

export async function updateInvoiceLine(tx: Executor, lineId: number, set: Partial<NewInvoiceLine>) {
  await tx.update(invoiceLines).set(set).where(eq(invoiceLines.id, lineId));
}

export async function deleteInvoiceLine(tx: Executor, lineId: number) {
  await tx.delete(invoiceLines).where(eq(invoiceLines.id, lineId));
}

export async function updateInvoice(tx: Executor, id: number, set: Partial<NewInvoice>) {
  const [row] = await tx.update(invoices).set(set).where(eq(invoices.id, id)).returning();
  return row;
}

export async function insertInvoice(tx: Executor, row: NewInvoice) {
  const [created] = await tx.insert(invoices).values(row).returning();
  if (!created) throw new Error('invoice was not created');
  return created;
}

/** The highest sequence of the month's invoices of a company (for a re-issue's number). */
export async function maxInvoiceSequence(db: Executor, companyId: number, month: string) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${invoices.sequence}), 0)::int` })
    .from(invoices)
    .where(
      and(
        eq(invoices.company_id, companyId),
        eq(invoices.billing_month, month),
        eq(invoices.kind, 'invoice'),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function countInvoiceExaminees(db: Executor, invoiceId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(invoiceExaminees)
    .where(eq(invoiceExaminees.invoice_id, invoiceId));
  return row?.n ?? 0;
}

export async function invoiceExamineesOf(db: Executor, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select({
      invoice_id: invoiceExaminees.invoice_id,
      invoice_number: invoices.invoice_number,
      billing_month: invoices.billing_month,
      employee_number: invoiceExaminees.employee_number,
      last_name: invoiceExaminees.last_name,
      first_name: invoiceExaminees.first_name,
      diagnosis_type: invoiceExaminees.diagnosis_type,
      completed_at: invoiceExaminees.completed_at,
    })
    .from(invoiceExaminees)
    .innerJoin(invoices, eq(invoices.id, invoiceExaminees.invoice_id))
    .where(inArray(invoiceExaminees.invoice_id, [...invoiceIds]))
    .orderBy(
      asc(invoices.billing_month),
      asc(invoiceExaminees.completed_at),
      asc(invoiceExaminees.session_id),
    );
}

/** Copies the examinees of one invoice to another (a re-issue bills the same people). */
export async function copyInvoiceExaminees(tx: Executor, fromInvoiceId: number, toInvoiceId: number) {
  await tx.execute(sql`
    insert into invoice_examinees
      (invoice_id, session_id, employee_id, employee_number, last_name, first_name, diagnosis_type, completed_at)
    select ${toInvoiceId}, session_id, employee_id, employee_number, last_name, first_name, diagnosis_type, completed_at
    from invoice_examinees where invoice_id = ${fromInvoiceId}`);
}

export interface InvoiceListFilter {
  companyId?: number;
  month?: string;
  year?: number;
  status?: InvoiceStatusValue;
  q?: string;
  /** The company's own lists never show drafts. */
  excludeDrafts?: boolean;
}

function invoiceWhere(f: InvoiceListFilter): SQL | undefined {
  return and(
    f.companyId === undefined ? undefined : eq(invoices.company_id, f.companyId),
    f.month ? eq(invoices.billing_month, f.month) : undefined,
    f.year ? ilike(invoices.billing_month, `${f.year}-%`) : undefined,
    f.status ? eq(invoices.status, f.status) : undefined,
    f.excludeDrafts ? sql`${invoices.status} <> 'draft'` : undefined,
    f.q ? ilike(companies.name, `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
}

/** A page of invoices, newest month first. */
export async function listInvoices(
  db: Executor,
  f: InvoiceListFilter,
  page: { limit: number; offset: number },
) {
  const where = invoiceWhere(f);
  const rows = await db
    .select(invoiceListColumns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.company_id))
    .where(where)
    .orderBy(desc(invoices.billing_month), asc(invoices.company_id), asc(invoices.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.company_id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Totals per month of the filtered invoices (credit notes count negative), newest 12 months. */
export async function invoiceTotalsByMonth(db: Executor, f: InvoiceListFilter) {
  const rows = await db
    .select({
      month: invoices.billing_month,
      count: count(),
      subtotal: sum(invoices.subtotal).mapWith(Number),
      tax: sum(invoices.tax).mapWith(Number),
      total: sum(invoices.total).mapWith(Number),
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.company_id))
    .where(invoiceWhere(f))
    .groupBy(invoices.billing_month)
    .orderBy(desc(invoices.billing_month))
    .limit(12);
  return rows.map((r) => ({ ...r, subtotal: r.subtotal ?? 0, tax: r.tax ?? 0, total: r.total ?? 0 }));
}

/** Every invoice matching the filter, for a CSV (bounded by the caller's filter: a year or a month). */
export async function allInvoices(db: Executor, f: InvoiceListFilter, limit = 50_000) {
  return db
    .select(invoiceListColumns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.company_id))
    .where(invoiceWhere(f))
    .orderBy(asc(invoices.billing_month), asc(invoices.company_id), asc(invoices.id))
    .limit(limit);
}

/** How many companies have the month's original invoice. */
export async function countMonthInvoices(db: Executor, month: string) {
  const [row] = await db
    .select({ n: count() })
    .from(invoices)
    .where(
      and(
        eq(invoices.billing_month, month),
        eq(invoices.kind, 'invoice'),
        isNull(invoices.replaces_invoice_id),
      ),
    );
  return row?.n ?? 0;
}

/** The addresses billing mails go to: the company's 総合管理者 (role admin) with a confirmed address. */
export async function billingRecipients(db: Executor, companyId: number) {
  return db
    .select({
      email: companyAdmins.email,
      last_name: companyAdmins.last_name,
      first_name: companyAdmins.first_name,
    })
    .from(companyAdmins)
    .where(
      and(
        eq(companyAdmins.company_id, companyId),
        eq(companyAdmins.role, 'admin'),
        sql`${companyAdmins.confirmed_at} is not null`,
      ),
    )
    .orderBy(asc(companyAdmins.id));
}

/** A live company's name and status (the operator's contract page). */
export async function findLiveCompany(db: Executor, companyId: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, status: companies.status })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.discarded_at)));
  return row;
}

/** The credit note and the re-issue that followed an invoice, if any. */
export async function invoiceSuccessors(db: Executor, invoiceId: number) {
  return db
    .select({ id: invoices.id, invoice_number: invoices.invoice_number, kind: invoices.kind })
    .from(invoices)
    .where(or(eq(invoices.credit_of_invoice_id, invoiceId), eq(invoices.replaces_invoice_id, invoiceId)));
}

/** Locks a contract row for a change (the notice mail). */
export async function lockContract(tx: Executor, id: number) {
  await tx.execute(sql`select id from company_contracts where id = ${id} for update`);
}
