/**
 * The lists' T-score fields (spec §3 latest_accelerator, latest_brake, achievement, affinity,
 * power, avoidance and the other latest_*): each the T-score of the person's newest valid employee
 * result, which the database keeps in `latest_scores` (diagnosis_type 'employee', one row per
 * key; decision 0023). The people list and the diagnosis list filter by one field's range and sort
 * by one field through that table's index `(company_id, key, diagnosis_type, t, employee_id)`, so
 * neither reads the results themselves.
 */
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../client.ts';
import { employees, latestScores } from '../../schema/index.ts';
import { countUpTo, LIST_TOTAL_CAP } from '../list-total.ts';

const sc = latestScores;

export interface ListScoreParams {
  /** The metric key (accelerator …) whose T-score the range applies to. */
  score_key?: string | null;
  /** Inclusive bounds of that T-score; people without one are left out when a bound is given. */
  score_min?: number | null;
  score_max?: number | null;
  /** The metric key whose T-score orders the list (people without one last), instead of `sort`. */
  score_sort?: string | null;
}

const ofEmployeeResult = (companyId: number, key: string) =>
  and(eq(sc.company_id, companyId), eq(sc.key, key), eq(sc.diagnosis_type, 'employee'));

/** The range filter: the people whose score is in range, read as one range of the index. */
export function listScoreFilter(companyId: number, p: ListScoreParams): SQL | undefined {
  const inRange = listScoreRange(companyId, p);
  return inRange ? sql`${employees.id} in (select ${sc.employee_id} from ${sc} where ${inRange})` : undefined;
}

/** The range filter's condition on `latest_scores` (one row per person in range), or undefined. */
function listScoreRange(companyId: number, p: ListScoreParams): SQL | undefined {
  if (!p.score_key || (p.score_min == null && p.score_max == null)) return undefined;
  return and(
    ofEmployeeResult(companyId, p.score_key),
    p.score_min != null ? sql`${sc.t} >= ${p.score_min}` : undefined,
    p.score_max != null ? sql`${sc.t} <= ${p.score_max}` : undefined,
  );
}

/**
 * The people in a score range counted up to `cap` on the scores' index alone: a row of
 * `latest_scores` is one person's, of the person's company. Joined to the people instead, the
 * planner hashed every score in range (10,000 in a common range of a 100,000-person company, 7 ms
 * on the embedded database) to stop at the cap's people.
 */
export async function countInScoreRange(db: Executor, companyId: number, p: ListScoreParams, cap: number) {
  return countUpTo(
    db,
    db
      .select({ one: sql`1`.as('one') })
      .from(sc)
      .where(listScoreRange(companyId, p))
      .$dynamic(),
    cap,
  );
}

/**
 * The order by a score as a plain ORDER BY (one primary-key lookup per person, people without it
 * last): for the diagnosis list's filtered shapes, whose people are already few. The lists' usual
 * order by a score is `pageByListScore`.
 */
export function listScoreOrder(p: ListScoreParams & { order: 'asc' | 'desc' }): SQL[] | null {
  if (!p.score_sort) return null;
  const dir = sql.raw(p.order === 'asc' ? 'asc' : 'desc');
  const score = sql`(select ${sc.t} from ${sc} where ${sc.employee_id} = ${employees.id} and ${sc.diagnosis_type} = 'employee' and ${sc.key} = ${p.score_sort})`;
  return [sql`${score} ${dir} nulls last`, p.order === 'asc' ? asc(employees.id) : desc(employees.id)];
}

/**
 * One page of person ids ordered by a score, in two parts as the diagnosis list's result order
 * does: the people with the score in the index's order, cut at the page; then, when the page is not
 * full, the people without it (by id, in the same direction). `where` is the people's own filter
 * (it includes the company).
 */
export async function pageByListScore(
  db: Executor,
  companyId: number,
  where: SQL | undefined,
  key: string,
  order: 'asc' | 'desc',
  offset: number,
  limit: number,
): Promise<number[]> {
  if (limit === 0) return [];
  const dir = order === 'asc' ? asc : desc;
  const withScore = () =>
    db
      .select({ id: employees.id })
      .from(sc)
      .innerJoin(employees, eq(employees.id, sc.employee_id))
      .where(and(ofEmployeeResult(companyId, key), where));
  const first = await withScore().orderBy(dir(sc.t), dir(sc.employee_id)).limit(limit).offset(offset);
  const ids = first.map((row) => row.id);
  if (ids.length === limit) return ids;
  let countWith = offset + ids.length;
  if (ids.length === 0) countWith = await countUpTo(db, withScore().$dynamic(), LIST_TOTAL_CAP + 1);
  const hasScore = sql`exists (select 1 from ${sc} where ${sc.employee_id} = ${employees.id} and ${sc.diagnosis_type} = 'employee' and ${sc.key} = ${key})`;
  const rest = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(where, sql`not ${hasScore}`))
    .orderBy(dir(employees.id))
    .limit(limit - ids.length)
    .offset(Math.max(0, offset - countWith));
  return [...ids, ...rest.map((row) => row.id)];
}
