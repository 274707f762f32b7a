/**
 * The examinee's side of a diagnosis: a link found by its token's hash, the session and its raw
 * blocks, the criteria set that ranks a result, storing a scored session (one function shared by
 * the API and the demo seed, so both store exactly the same rows), and redeeming a ticket code.
 */
import { stripTrailingUuid } from '@mirume/shared';
import { DEFAULT_CRITERIA } from '@mirume/shared/vital/criteria';
import type { ScoredSession } from '@mirume/shared/vital/scoring/index';
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  companies,
  diagnosisLinks,
  diagnosisSessionBlocks,
  diagnosisSessions,
  employees,
  mirumevitalResults,
  musashinoCriteria,
  ticketBatches,
  ticketCodes,
} from '../schema/index.ts';
import { insertStatusNotification } from './notifications/status-notifications.ts';

export type DiagnosisTypeValue = 'senkou' | 'employee';

// ---- links and sessions ---------------------------------------------------------------------

/** A link with what the examinee's pages need: company, person, and the session if started. */
export async function findExamLinkByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: diagnosisLinks.id,
      company_id: diagnosisLinks.company_id,
      employee_id: diagnosisLinks.employee_id,
      diagnosis_type: diagnosisLinks.diagnosis_type,
      status: diagnosisLinks.status,
      deadline: diagnosisLinks.deadline,
      message: diagnosisLinks.message,
      company_name: companies.name,
      company_status: companies.status,
      company_discarded_at: companies.discarded_at,
      last_name: employees.last_name,
      first_name: employees.first_name,
      session_id: diagnosisSessions.id,
      session_started_at: diagnosisSessions.started_at,
    })
    .from(diagnosisLinks)
    .innerJoin(companies, eq(companies.id, diagnosisLinks.company_id))
    .innerJoin(employees, eq(employees.id, diagnosisLinks.employee_id))
    .leftJoin(diagnosisSessions, eq(diagnosisSessions.link_id, diagnosisLinks.id))
    .where(eq(diagnosisLinks.token_hash, tokenHash));
  return row ?? null;
}
export type ExamLinkRow = NonNullable<Awaited<ReturnType<typeof findExamLinkByTokenHash>>>;

/** Serialises the writes of one link (session start, completion). */
export async function lockExamLink(tx: Executor, linkId: number) {
  const [row] = await tx
    .select({ id: diagnosisLinks.id, status: diagnosisLinks.status })
    .from(diagnosisLinks)
    .where(eq(diagnosisLinks.id, linkId))
    .for('update');
  return row ?? null;
}

const sessionColumns = {
  id: diagnosisSessions.id,
  company_id: diagnosisSessions.company_id,
  link_id: diagnosisSessions.link_id,
  employee_id: diagnosisSessions.employee_id,
  diagnosis_type: diagnosisSessions.diagnosis_type,
  protocol_version: diagnosisSessions.protocol_version,
  seed: diagnosisSessions.seed,
  device: diagnosisSessions.device,
  webdriver: diagnosisSessions.webdriver,
  status: diagnosisSessions.status,
  started_at: diagnosisSessions.started_at,
};
export async function findExamSession(db: Executor, linkId: number) {
  const [row] = await db
    .select(sessionColumns)
    .from(diagnosisSessions)
    .where(eq(diagnosisSessions.link_id, linkId));
  return row ?? null;
}

/** The session row locked until the transaction ends (block uploads and completion serialise on it). */
export async function lockExamSession(tx: Executor, sessionId: number) {
  const [row] = await tx
    .select(sessionColumns)
    .from(diagnosisSessions)
    .where(eq(diagnosisSessions.id, sessionId))
    .for('update');
  return row ?? null;
}

export type ExamSessionRow = NonNullable<Awaited<ReturnType<typeof findExamSession>>>;

export type ExamSessionInsert = Omit<
  typeof diagnosisSessions.$inferInsert,
  'id' | 'status' | 'failure_reason' | 'completed_at' | 'created_at' | 'updated_at'
>;

/**
 * Creates the session of a link (the caller holds the link's lock) and marks the link and the
 * person as in progress. A link has at most one session.
 */
export async function startExamSession(tx: Executor, values: ExamSessionInsert, now = new Date()) {
  await tx.insert(diagnosisSessions).values({ ...values, consented_at: now, started_at: now });
  await tx
    .update(diagnosisLinks)
    .set({ status: 'in_progress', started_at: now, updated_at: now })
    .where(and(eq(diagnosisLinks.id, values.link_id), eq(diagnosisLinks.status, 'issued')));
  await tx
    .update(employees)
    .set({ diagnosis_status: 'in_progress', updated_at: now })
    .where(eq(employees.id, values.employee_id));
}

/** Indices of the blocks the server holds, ascending. */
export async function listReceivedBlocks(db: Executor, sessionId: number): Promise<number[]> {
  const rows = await db
    .select({ i: diagnosisSessionBlocks.block_index })
    .from(diagnosisSessionBlocks)
    .where(eq(diagnosisSessionBlocks.session_id, sessionId))
    .orderBy(asc(diagnosisSessionBlocks.block_index));
  return rows.map((r) => r.i);
}

/** Stores one block's raw payload; a block already stored stays as it was. */
export async function insertSessionBlock(
  tx: Executor,
  sessionId: number,
  block: { block_index: number; block_id: string; payload: unknown },
) {
  await tx
    .insert(diagnosisSessionBlocks)
    .values({ session_id: sessionId, ...block })
    .onConflictDoNothing();
}

/** The stored payloads of a session, by block index. */
export async function loadSessionBlockPayloads(db: Executor, sessionId: number): Promise<unknown[]> {
  const rows = await db
    .select({ payload: diagnosisSessionBlocks.payload })
    .from(diagnosisSessionBlocks)
    .where(eq(diagnosisSessionBlocks.session_id, sessionId))
    .orderBy(asc(diagnosisSessionBlocks.block_index));
  return rows.map((r) => r.payload);
}

// ---- criteria -------------------------------------------------------------------------------

/**
 * The criteria set that ranks a company's result: the company's newest set of the type, else the
 * service default (company_id null). Null only when no default row exists yet.
 */
export async function findCurrentCriteria(db: Executor, companyId: number, type: DiagnosisTypeValue) {
  const [row] = await db
    .select({
      id: musashinoCriteria.id,
      rules: musashinoCriteria.rules,
      company_id: musashinoCriteria.company_id,
    })
    .from(musashinoCriteria)
    .where(
      and(
        eq(musashinoCriteria.diagnosis_type, type),
        sql`(${musashinoCriteria.company_id} = ${companyId} or ${musashinoCriteria.company_id} is null)`,
      ),
    )
    .orderBy(
      sql`${musashinoCriteria.company_id} is null`,
      desc(musashinoCriteria.created_at),
      desc(musashinoCriteria.id),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Creates the service's default criteria rows (DEFAULT_CRITERIA) that are missing. Idempotent and
 * safe under concurrency: a transaction-scoped advisory lock lets one caller insert at a time.
 */
export async function ensureDefaultCriteria(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
  const existing = await tx
    .select({ type: musashinoCriteria.diagnosis_type })
    .from(musashinoCriteria)
    .where(isNull(musashinoCriteria.company_id));
  const have = new Set(existing.map((r) => r.type));
  for (const type of ['senkou', 'employee'] as const) {
    if (have.has(type)) continue;
    const set = DEFAULT_CRITERIA[type];
    await tx.insert(musashinoCriteria).values({
      company_id: null,
      diagnosis_type: type,
      name: set.name,
      rules: set.rules,
      remark: 'サービス標準の基準（docs/scoring.md）',
    });
  }
}

// ---- storing a scored session ---------------------------------------------------------------

export interface StoreScoredSessionInput {
  session: Pick<
    ExamSessionRow,
    'id' | 'company_id' | 'employee_id' | 'link_id' | 'diagnosis_type' | 'device'
  >;
  scored: ScoredSession;
  criteriaId: number | null;
  /** When the examinee finished (the result's date). */
  takenAt: Date;
}

/**
 * Stores what one scored session produces, in the caller's transaction: the result row (kept for
 * a voided session too, so its validity flags stay on record), the session completed or failed,
 * the link completed, its ticket used, the person's diagnosis status, and the status
 * notification. A voided session leaves the person 'diagnosed' only if they have an earlier
 * valid result.
 */
export async function storeScoredSession(tx: Executor, input: StoreScoredSessionInput) {
  const { session, scored, takenAt } = input;
  const status = scored.voided ? ('failed' as const) : ('completed' as const);
  const [result] = await tx
    .insert(mirumevitalResults)
    .values({
      company_id: session.company_id,
      employee_id: session.employee_id,
      session_id: session.id,
      diagnosis_type: session.diagnosis_type,
      scoring_version: scored.scoring_version,
      metrics: scored.metrics,
      aptitudes: scored.aptitudes,
      pc_evaluation: scored.pc_evaluation,
      rank: scored.rank as (typeof mirumevitalResults.rank.enumValues)[number],
      criteria_id: input.criteriaId,
      rank_rule: scored.rank_rule,
      validity: scored.validity,
      norm_device: session.device,
      taken_at: takenAt,
    })
    .returning({ id: mirumevitalResults.id });
  if (!result) throw new Error('result row was not stored');

  await tx
    .update(diagnosisSessions)
    .set({
      status,
      failure_reason: scored.voided ? scored.void_reason : null,
      completed_at: takenAt,
      updated_at: takenAt,
    })
    .where(eq(diagnosisSessions.id, session.id));
  const [link] = await tx
    .update(diagnosisLinks)
    .set({ status: 'completed', completed_at: takenAt, updated_at: takenAt })
    .where(eq(diagnosisLinks.id, session.link_id))
    .returning({ ticket_code_id: diagnosisLinks.ticket_code_id });
  if (link?.ticket_code_id) {
    await tx
      .update(ticketCodes)
      .set({ status: 'used', used_at: takenAt, updated_at: takenAt })
      .where(eq(ticketCodes.id, link.ticket_code_id));
  }

  const diagnosed = !scored.voided || (await hasValidResult(tx, session.employee_id, result.id));
  const [person] = await tx
    .update(employees)
    .set({ diagnosis_status: diagnosed ? 'diagnosed' : 'undiagnosed', updated_at: takenAt })
    .where(eq(employees.id, session.employee_id))
    .returning({ last_name: employees.last_name, first_name: employees.first_name, email: employees.email });
  if (!person) throw new Error('the examinee no longer exists');

  await insertStatusNotification(tx, {
    company_id: session.company_id,
    employee_id: session.employee_id,
    link_id: session.link_id,
    result_id: result.id,
    // A notification is a message: the trailing UUID that keeps imported names unique is noise there.
    last_name: stripTrailingUuid(person.last_name),
    first_name: stripTrailingUuid(person.first_name),
    email: person.email,
    diagnosis_type: session.diagnosis_type,
    status: scored.voided ? 'failure' : 'success',
    reason: scored.voided ? scored.void_reason : null,
    created_at: takenAt,
    updated_at: takenAt,
  });
  return { resultId: result.id, status };
}

/** Whether the person has a result of a completed (not voided) session other than `exceptResultId`. */
async function hasValidResult(tx: Executor, employeeId: number, exceptResultId: number) {
  const [row] = await tx
    .select({ id: mirumevitalResults.id })
    .from(mirumevitalResults)
    .innerJoin(diagnosisSessions, eq(diagnosisSessions.id, mirumevitalResults.session_id))
    .where(
      and(
        eq(mirumevitalResults.employee_id, employeeId),
        ne(mirumevitalResults.id, exceptResultId),
        eq(diagnosisSessions.status, 'completed'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

// ---- tickets --------------------------------------------------------------------------------

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

export type ExamLinkInsert = Omit<typeof diagnosisLinks.$inferInsert, 'id'>;

export async function insertExamLink(tx: Executor, values: ExamLinkInsert): Promise<number> {
  const [row] = await tx.insert(diagnosisLinks).values(values).returning({ id: diagnosisLinks.id });
  if (!row) throw new Error('link was not created');
  return row.id;
}
