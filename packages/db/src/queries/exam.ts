/**
 * The examinee's side of a diagnosis: a link found by its token's hash, the session and its raw
 * blocks, and the session, link and person's diagnosis status when the test ends
 * (services/exam/complete.ts stores the whole outcome of a scored session).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  companies,
  diagnosisLinks,
  diagnosisSessionBlocks,
  diagnosisSessions,
  employees,
} from '../schema/index.ts';

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
  device_key: diagnosisSessions.device_key,
  other_device: diagnosisSessions.other_device,
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
  'id' | 'status' | 'failure_reason' | 'other_device' | 'completed_at' | 'created_at' | 'updated_at'
>;

/** Records that a session was resumed on a second device (kept once set). */
export async function markSessionOtherDevice(tx: Executor, sessionId: number, now = new Date()) {
  await tx
    .update(diagnosisSessions)
    .set({ other_device: true, updated_at: now })
    .where(eq(diagnosisSessions.id, sessionId));
}

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

// ---- finishing a session ------------------------------------------------------------------

/** Ends the session: completed (scored) or failed (voided, with the reasons). */
export async function finishExamSession(
  tx: Executor,
  sessionId: number,
  outcome: { status: 'completed' | 'failed'; failure_reason: string | null },
  at: Date,
) {
  await tx
    .update(diagnosisSessions)
    .set({ ...outcome, completed_at: at, updated_at: at })
    .where(eq(diagnosisSessions.id, sessionId));
}

/** Marks the link completed; answers the ticket it was opened with, if any. */
export async function completeExamLink(tx: Executor, linkId: number, at: Date) {
  const [link] = await tx
    .update(diagnosisLinks)
    .set({ status: 'completed', completed_at: at, updated_at: at })
    .where(eq(diagnosisLinks.id, linkId))
    .returning({ ticket_code_id: diagnosisLinks.ticket_code_id });
  return { ticketCodeId: link?.ticket_code_id ?? null };
}

export type DiagnosisStatusValue = (typeof employees.diagnosis_status.enumValues)[number];

/** Sets the person's diagnosis status; answers the name and address (null when the person is gone). */
export async function setDiagnosisStatus(
  tx: Executor,
  employeeId: number,
  status: DiagnosisStatusValue,
  at: Date,
) {
  const [person] = await tx
    .update(employees)
    .set({ diagnosis_status: status, updated_at: at })
    .where(eq(employees.id, employeeId))
    .returning({ last_name: employees.last_name, first_name: employees.first_name, email: employees.email });
  return person ?? null;
}

export type ExamLinkInsert = Omit<typeof diagnosisLinks.$inferInsert, 'id'>;

export async function insertExamLink(tx: Executor, values: ExamLinkInsert): Promise<number> {
  const [row] = await tx.insert(diagnosisLinks).values(values).returning({ id: diagnosisLinks.id });
  if (!row) throw new Error('link was not created');
  return row.id;
}
