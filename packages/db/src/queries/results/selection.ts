/**
 * The selection decisions of an applicant (採用/不採用/検討): the history, newest first, and a new
 * decision, which may name one of the person's results.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../client.ts';
import { mirumevitalResults, selectionDecisions } from '../../schema/index.ts';

const r = mirumevitalResults;
const d = selectionDecisions;

export type SelectionDecisionValue = (typeof d.decision.enumValues)[number];

/** The person's decisions, newest first (the first is the current one). */
export async function listSelectionDecisions(db: Executor, companyId: number, employeeId: number) {
  return db
    .select({
      id: d.id,
      decision: d.decision,
      note: d.note,
      result_id: d.result_id,
      decided_by_name: d.decided_by_name,
      created_at: d.created_at,
    })
    .from(d)
    .where(and(eq(d.company_id, companyId), eq(d.employee_id, employeeId)))
    .orderBy(desc(d.created_at), desc(d.id));
}

export async function insertSelectionDecision(db: Executor, values: typeof d.$inferInsert) {
  const [row] = await db.insert(d).values(values).returning({ id: d.id });
  return row?.id as number;
}

/** Whether the result (valid or voided) is one of this company's person's results. */
export async function isPersonResult(db: Executor, companyId: number, employeeId: number, resultId: number) {
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.company_id, companyId), eq(r.employee_id, employeeId), eq(r.id, resultId)));
  return Boolean(row);
}
