/**
 * Ticket batches and ticket codes: as the company sees them, and as an examinee redeems one.
 * "expired" is derived: an unused ticket whose deadline has passed. Every query of the company's
 * side takes the company id and filters by it; a code is unique in the whole service, so the
 * examinee's side finds a ticket by its code alone.
 */
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { companies, employees, ticketBatches, ticketCodes } from '../schema/index.ts';

export type TicketStatusValue = 'unused' | 'in_use' | 'used' | 'expired';

const iso = (d: Date) => d.toISOString();

const ticketStatus = (now: Date) =>
  sql<TicketStatusValue>`case when ${ticketCodes.status} = 'unused' and ${ticketCodes.deadline} < ${iso(now)}::timestamptz then 'expired' else ${ticketCodes.status} end`;

export interface TicketBatchInsert {
  diagnosis_type: 'senkou' | 'employee';
  quantity: number;
  deadline: Date;
  message: string | null;
  issued_by_company_admin_id: number | null;
}

export async function insertTicketBatch(db: Executor, companyId: number, batch: TicketBatchInsert) {
  const [row] = await db
    .insert(ticketBatches)
    .values({ ...batch, company_id: companyId })
    .returning({ id: ticketBatches.id, created_at: ticketBatches.created_at });
  if (!row) throw new Error('ticket batch was not created');
  return row;
}

/**
 * Inserts the codes of a batch; a code already taken (anywhere in the service) is skipped, not an
 * error. Answers the codes that were inserted, so the caller can draw new ones for the rest.
 */
export async function insertTicketCodes(
  db: Executor,
  companyId: number,
  batch: { id: number; diagnosis_type: 'senkou' | 'employee'; deadline: Date },
  codes: string[],
): Promise<string[]> {
  const inserted: string[] = [];
  for (let i = 0; i < codes.length; i += 500) {
    const rows = await db
      .insert(ticketCodes)
      .values(
        codes.slice(i, i + 500).map((code) => ({
          company_id: companyId,
          batch_id: batch.id,
          code,
          diagnosis_type: batch.diagnosis_type,
          deadline: batch.deadline,
        })),
      )
      .onConflictDoNothing({ target: ticketCodes.code })
      .returning({ code: ticketCodes.code });
    inserted.push(...rows.map((r) => r.code));
  }
  return inserted;
}

export async function findTicketBatch(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(ticketBatches)
    .where(and(eq(ticketBatches.company_id, companyId), eq(ticketBatches.id, id)));
  return row ?? null;
}

/** One page of the company's batches, newest first, with the tickets counted by state. */
export async function listTicketBatches(
  db: Executor,
  companyId: number,
  page: number,
  per: number,
  now: Date,
) {
  const status = ticketStatus(now);
  const n = (s: TicketStatusValue) =>
    sql<number>`count(${ticketCodes.id}) filter (where ${status} = ${s})`.mapWith(Number);
  const rows = await db
    .select({
      id: ticketBatches.id,
      diagnosis_type: ticketBatches.diagnosis_type,
      quantity: ticketBatches.quantity,
      deadline: ticketBatches.deadline,
      message: ticketBatches.message,
      created_at: ticketBatches.created_at,
      unused: n('unused'),
      in_use: n('in_use'),
      used: n('used'),
      expired: n('expired'),
    })
    .from(ticketBatches)
    .leftJoin(ticketCodes, eq(ticketCodes.batch_id, ticketBatches.id))
    .where(eq(ticketBatches.company_id, companyId))
    .groupBy(ticketBatches.id)
    .orderBy(desc(ticketBatches.created_at), desc(ticketBatches.id))
    .limit(per)
    .offset((page - 1) * per);
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(ticketBatches)
    .where(eq(ticketBatches.company_id, companyId));
  return { items: rows, total: count?.n ?? 0 };
}

export interface TicketCodeListParams {
  batch_id?: number | null;
  status?: TicketStatusValue | null;
  /** Without paging: every matching ticket (the CSV and PDF of a batch). */
  page?: number;
  per?: number;
}

function ticketFilters(companyId: number, p: TicketCodeListParams, now: Date): SQL | undefined {
  const nowTs = sql`${iso(now)}::timestamptz`;
  const statusFilter =
    p.status === 'expired'
      ? and(eq(ticketCodes.status, 'unused'), lt(ticketCodes.deadline, nowTs))
      : p.status === 'unused'
        ? and(eq(ticketCodes.status, 'unused'), gte(ticketCodes.deadline, nowTs))
        : p.status
          ? eq(ticketCodes.status, p.status)
          : undefined;
  return and(
    eq(ticketCodes.company_id, companyId),
    p.batch_id ? eq(ticketCodes.batch_id, p.batch_id) : undefined,
    statusFilter,
  );
}

/** Tickets in issue order, with who redeemed them. */
export async function listTicketCodes(db: Executor, companyId: number, p: TicketCodeListParams, now: Date) {
  const where = ticketFilters(companyId, p, now);
  const query = db
    .select({
      id: ticketCodes.id,
      batch_id: ticketCodes.batch_id,
      code: ticketCodes.code,
      diagnosis_type: ticketCodes.diagnosis_type,
      status: ticketStatus(now),
      deadline: ticketCodes.deadline,
      employee_id: ticketCodes.employee_id,
      last_name: ticketCodes.redeemed_last_name,
      first_name: ticketCodes.redeemed_first_name,
      email: ticketCodes.redeemed_email,
      redeemed_at: ticketCodes.redeemed_at,
      used_at: ticketCodes.used_at,
    })
    .from(ticketCodes)
    .where(where)
    .orderBy(desc(ticketCodes.batch_id), asc(ticketCodes.id))
    .$dynamic();
  const items = p.page && p.per ? await query.limit(p.per).offset((p.page - 1) * p.per) : await query;
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(ticketCodes)
    .where(where);
  return { items, total: count?.n ?? 0 };
}

// ---- redeeming -------------------------------------------------------------------------------

/** A ticket by its normalised code, locked until the transaction ends, with its company's state. */
export async function lockTicketByCode(tx: Executor, code: string) {
  const [row] = await tx
    .select({
      id: ticketCodes.id,
      company_id: ticketCodes.company_id,
      code: ticketCodes.code,
      diagnosis_type: ticketCodes.diagnosis_type,
      deadline: ticketCodes.deadline,
      status: ticketCodes.status,
      message: ticketBatches.message,
      company_status: companies.status,
      company_discarded_at: companies.discarded_at,
    })
    .from(ticketCodes)
    .innerJoin(companies, eq(companies.id, ticketCodes.company_id))
    .innerJoin(ticketBatches, eq(ticketBatches.id, ticketCodes.batch_id))
    .where(eq(ticketCodes.code, code))
    .for('update', { of: ticketCodes });
  return row ?? null;
}

/** The company's person with this address (case-insensitive); the oldest record if several. */
export async function findEmployeeIdByEmail(db: Executor, companyId: number, email: string) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.company_id, companyId), sql`lower(${employees.email}) = lower(${email})`))
    .orderBy(asc(employees.id))
    .limit(1);
  return row?.id ?? null;
}

export interface TicketRedemption {
  ticketId: number;
  employeeId: number;
  last_name: string;
  first_name: string;
  kana_last_name: string;
  kana_first_name: string;
  email: string;
}

/** Marks a ticket in use by the person who redeemed it. */
export async function markTicketRedeemed(tx: Executor, r: TicketRedemption, now = new Date()) {
  await tx
    .update(ticketCodes)
    .set({
      status: 'in_use',
      employee_id: r.employeeId,
      redeemed_last_name: r.last_name,
      redeemed_first_name: r.first_name,
      redeemed_kana_last_name: r.kana_last_name,
      redeemed_kana_first_name: r.kana_first_name,
      redeemed_email: r.email,
      redeemed_at: now,
      updated_at: now,
    })
    .where(eq(ticketCodes.id, r.ticketId));
}

/** Marks a ticket used: its link's test is finished. */
export async function markTicketUsed(tx: Executor, ticketId: number, at: Date) {
  await tx
    .update(ticketCodes)
    .set({ status: 'used', used_at: at, updated_at: at })
    .where(eq(ticketCodes.id, ticketId));
}
