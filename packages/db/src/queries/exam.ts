/**
 * The examinee's side of a diagnosis: a link found by its token's hash, the session and its raw
 * blocks, and storing a scored session (one function shared by the API and the demo seed, so both
 * store exactly the same rows).
 */
import { stripTrailingUuid } from '@mirume/shared';
import type { ScoredSession } from '@mirume/shared/vital/scoring/index';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  companies,
  diagnosisLinks,
  diagnosisSessionBlocks,
  diagnosisSessions,
  employees,
  mirumevitalResults,
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

export type ExamLinkInsert = Omit<typeof diagnosisLinks.$inferInsert, 'id'>;

export async function insertExamLink(tx: Executor, values: ExamLinkInsert): Promise<number> {
  const [row] = await tx.insert(diagnosisLinks).values(values).returning({ id: diagnosisLinks.id });
  if (!row) throw new Error('link was not created');
  return row.id;
}
