/**
 * Writes and reads of re-scoring a stored session under the other diagnosis type
 * (switch_diagnosis_result_to_*): the original result locked, the existing interpretation of the
 * type, and the re-scored result. Like the other result reads, only results of completed sessions
 * can be re-scored.
 */
import { and, asc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../client.ts';
import { diagnosisSessions, mirumevitalResults } from '../../schema/index.ts';
import type { DiagnosisTypeValue } from '../exam.ts';

const r = mirumevitalResults;
const s = diagnosisSessions;

/**
 * A result of the person (completed session) with the session facts scoring needs, its row locked
 * until the transaction ends.
 */
export async function lockSwitchableResult(
  tx: Executor,
  companyId: number,
  employeeId: number,
  resultId: number,
) {
  const [row] = await tx
    .select({
      id: r.id,
      employee_id: r.employee_id,
      session_id: r.session_id,
      diagnosis_type: r.diagnosis_type,
      source_result_id: r.source_result_id,
      taken_at: r.taken_at,
      seed: s.seed,
      device: s.device,
      webdriver: s.webdriver,
      other_device: s.other_device,
    })
    .from(r)
    .innerJoin(s, eq(s.id, r.session_id))
    .where(
      and(
        eq(r.company_id, companyId),
        eq(r.employee_id, employeeId),
        eq(r.id, resultId),
        eq(s.status, 'completed'),
      ),
    )
    .for('update', { of: r });
  return row ?? null;
}
export type SwitchableResult = NonNullable<Awaited<ReturnType<typeof lockSwitchableResult>>>;

/** The session's interpretation of the type: the original result itself or a re-scoring of it. */
export async function findInterpretation(
  db: Executor,
  originalId: number,
  type: DiagnosisTypeValue,
): Promise<number | null> {
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.diagnosis_type, type), or(eq(r.id, originalId), eq(r.source_result_id, originalId))))
    .orderBy(asc(r.id))
    .limit(1);
  return row?.id ?? null;
}

export type ReinterpretedResultInsert = Omit<typeof r.$inferInsert, 'id' | 'created_at'> & {
  source_result_id: number;
};

export async function insertReinterpretedResult(tx: Executor, values: ReinterpretedResultInsert) {
  const [row] = await tx.insert(r).values(values).returning({ id: r.id });
  if (!row) throw new Error('re-scored result was not stored');
  return row.id;
}
