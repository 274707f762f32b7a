/**
 * Reads of a person's result pages: every result of the person and the recent valid results for
 * the trend.
 *
 * A person's history shows every result, voided ones too (their session is 'failed'); everything
 * that stands for "the person's result" — trend, latest result, list columns — takes results of
 * completed sessions only, like latest.ts.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../client.ts';
import { diagnosisSessions, mirumevitalResults } from '../../schema/index.ts';
import type { DiagnosisTypeValue } from '../exam.ts';
import { mirumevitalResultColumns } from './latest.ts';

const r = mirumevitalResults;
const s = diagnosisSessions;

/** A result as the pages show it: the ZMirumevitalResult fields and its session's status. */
const resultPageColumns = { ...mirumevitalResultColumns, session_status: s.status };

function resultPageSelect(db: Executor) {
  return db.select(resultPageColumns).from(r).innerJoin(s, eq(s.id, r.session_id));
}

export type ResultPageRow = Awaited<ReturnType<typeof resultPageSelect>>[number];

const newestFirst = [desc(r.taken_at), desc(r.id)];

/** Every result of the person (valid, voided and re-scored), newest test first. */
export async function listPersonResultPages(db: Executor, companyId: number, employeeId: number) {
  return resultPageSelect(db)
    .where(and(eq(r.company_id, companyId), eq(r.employee_id, employeeId)))
    .orderBy(...newestFirst);
}

/** One result of the person, valid or voided; null when it is not this company's person's. */
export async function findPersonResultPage(
  db: Executor,
  companyId: number,
  employeeId: number,
  resultId: number,
): Promise<ResultPageRow | null> {
  const [row] = await resultPageSelect(db).where(
    and(eq(r.company_id, companyId), eq(r.employee_id, employeeId), eq(r.id, resultId)),
  );
  return row ?? null;
}

/** The person's `limit` newest valid results of the type, newest first. */
export async function recentValidResultPages(
  db: Executor,
  companyId: number,
  employeeId: number,
  type: DiagnosisTypeValue,
  limit: number,
) {
  return resultPageSelect(db)
    .where(
      and(
        eq(r.company_id, companyId),
        eq(r.employee_id, employeeId),
        eq(r.diagnosis_type, type),
        eq(s.status, 'completed'),
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);
}
