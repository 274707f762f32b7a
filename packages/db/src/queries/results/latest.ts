/**
 * Reading mirumevital results: the columns every result read shares, and a person's latest result.
 * A result of a voided session (session status 'failed') is kept for its validity flags but is
 * never a person's result, so reads join the session and take completed ones only.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../client.ts';
import { diagnosisSessions, employees, mirumevitalResults } from '../../schema/index.ts';

const r = mirumevitalResults;
const s = diagnosisSessions;

/**
 * The columns of the ZMirumevitalResult shape: the stored result and its session's device facts
 * (select from mirumevital_results joined to diagnosis_sessions). Pages, reports and exports add
 * their own columns to these.
 */
export const mirumevitalResultColumns = {
  id: mirumevitalResults.id,
  employee_id: mirumevitalResults.employee_id,
  diagnosis_type: mirumevitalResults.diagnosis_type,
  scoring_version: mirumevitalResults.scoring_version,
  metrics: mirumevitalResults.metrics,
  aptitudes: mirumevitalResults.aptitudes,
  pc_evaluation: mirumevitalResults.pc_evaluation,
  rank: mirumevitalResults.rank,
  rank_rule: mirumevitalResults.rank_rule,
  validity: mirumevitalResults.validity,
  device: diagnosisSessions.device,
  os: diagnosisSessions.os,
  browser: diagnosisSessions.browser,
  norm_device: mirumevitalResults.norm_device,
  taken_at: mirumevitalResults.taken_at,
  source_result_id: mirumevitalResults.source_result_id,
};

/** Whether the person exists in the company (reads of another company's person answer 404). */
export async function resultOwnerExists(db: Executor, companyId: number, employeeId: number) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.company_id, companyId), eq(employees.id, employeeId)));
  return Boolean(row);
}

/** The person's newest valid result of the diagnosis type, with the device it was taken on. */
export async function findLatestResult(
  db: Executor,
  companyId: number,
  employeeId: number,
  type: 'senkou' | 'employee',
) {
  const [row] = await db
    .select({ ...mirumevitalResultColumns, criteria_id: mirumevitalResults.criteria_id })
    .from(mirumevitalResults)
    .innerJoin(diagnosisSessions, eq(diagnosisSessions.id, mirumevitalResults.session_id))
    .where(
      and(
        eq(mirumevitalResults.company_id, companyId),
        eq(mirumevitalResults.employee_id, employeeId),
        eq(mirumevitalResults.diagnosis_type, type),
        eq(diagnosisSessions.status, 'completed'),
      ),
    )
    .orderBy(desc(mirumevitalResults.taken_at), desc(mirumevitalResults.id))
    .limit(1);
  return row ?? null;
}

/** Whether the person has a result of a completed (not voided) session other than `exceptResultId`. */
export async function hasValidResultOtherThan(tx: Executor, employeeId: number, exceptResultId: number) {
  const [row] = await tx
    .select({ id: r.id })
    .from(r)
    .innerJoin(s, eq(s.id, r.session_id))
    .where(and(eq(r.employee_id, employeeId), ne(r.id, exceptResultId), eq(s.status, 'completed')))
    .limit(1);
  return Boolean(row);
}
