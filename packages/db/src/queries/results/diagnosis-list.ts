/**
 * The diagnosis list: one page of the company's people with each person's latest valid result and
 * current selection decision, filtered and sorted by the person or by that latest result.
 */
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../client.ts';
import { diagnosisSessions, employees, mirumevitalResults, selectionDecisions } from '../../schema/index.ts';
import { customListOrder } from '../custom-assessments.ts';
import { type EmployeeListParams, employeeListFilters } from '../employees.ts';
import type { DiagnosisTypeValue } from '../exam.ts';
import { type CappedTotal, cappedTotal, LIST_TOTAL_CAP, pageWindow } from '../list-total.ts';
import type { SelectionDecisionValue } from './selection.ts';

const r = mirumevitalResults;
const s = diagnosisSessions;
const d = selectionDecisions;

export type DiagnosisListSort = 'created_at' | 'kana' | 'employee_id' | 'taken_at' | 'rank';

export interface DiagnosisListParams extends Omit<EmployeeListParams, 'sort' | 'today'> {
  /** Which results count as the latest (null: either type; given: only people with one of it). */
  diagnosis_type?: DiagnosisTypeValue | null;
  rank?: string | null;
  /** Inclusive bounds of the latest result's taken_at. */
  taken_from?: Date | null;
  taken_to?: Date | null;
  selection?: SelectionDecisionValue | null;
  sort: DiagnosisListSort;
  /** With sort, a metric or aptitude key whose T-score of the latest result orders the list. */
  metric?: string | null;
}

/**
 * Better ranks first when descending: OK, A, B / 検討, C, NG (employee ranks share the scale).
 * The list's default order (desc) thus reads from the best.
 */
const RANK_GOODNESS: Readonly<Record<string, number>> = {
  OK: 4,
  A_RANK: 3,
  B_RANK: 2,
  CONSIDERING: 2,
  C_RANK: 1,
  NG: 0,
};

export interface DiagnosisListRow {
  id: number;
  latest_id: number | null;
  selection: SelectionDecisionValue | null;
}

/**
 * One page of the diagnosis list and the total. Two shapes of one statement each:
 *
 * - Filtered or sorted by the latest result (type, rank, period, result date, rank, metric): the
 *   latest valid result per person is a DISTINCT ON over the company's results, hash-joined to
 *   the filtered people, sorted and cut with the window count.
 * - Otherwise (the usual view): the people's page is cut first, as the employee list does, and
 *   each page row's latest result and decision are looked up by index (LATERAL ... LIMIT 1), so
 *   the results are not scanned at all.
 *
 * The embedded database has no planner statistics, so it takes every CTE for a couple of rows and
 * joins them by nested loop over the whole CTE — quadratic, seconds on 10,000 people. Nested loops
 * are therefore switched off for this read's transaction when a CTE is joined; the lookups stay
 * nested loops because a LATERAL join can be nothing else, and they contain no join of their own
 * (the session's status is a scalar subquery).
 */
export async function listDiagnosisPeople(
  executor: Executor,
  companyId: number,
  p: DiagnosisListParams,
): Promise<{ rows: DiagnosisListRow[] } & CappedTotal> {
  return executor.transaction(async (db) => {
    const byResult = Boolean(
      p.diagnosis_type ||
        p.rank ||
        p.taken_from ||
        p.taken_to ||
        p.metric ||
        p.sort === 'taken_at' ||
        p.sort === 'rank',
    );
    // Only where a CTE is joined: without one, switching nested loops off makes the planner put
    // the page's LIMIT over a plan it must finish first (~200 ms instead of 1 ms on 100,000 people).
    if (byResult || p.selection) await db.execute(sql`set local enable_nestloop = off`);
    return byResult ? pageByLatestResult(db, companyId, p) : pageByPerson(db, companyId, p);
  });
}

/** The latest result's scores of the page's rows. */
export async function diagnosisListResults(db: Executor, companyId: number, resultIds: number[]) {
  const rows = resultIds.length
    ? await db
        .select({
          id: r.id,
          diagnosis_type: r.diagnosis_type,
          taken_at: r.taken_at,
          rank: r.rank,
          metrics: r.metrics,
          aptitudes: r.aptitudes,
        })
        .from(r)
        .where(and(eq(r.company_id, companyId), inArray(r.id, resultIds)))
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}

const validSession = sql`(select ${s.status} from ${s} where ${s.id} = ${r.session_id}) = 'completed'`;

/** Each person's current decision (the newest row). */
function currentDecisions(db: Executor, companyId: number) {
  return db.$with('decision').as(
    db
      .selectDistinctOn([d.employee_id], {
        employee_id: sql<number>`${d.employee_id}`.as('decision_employee_id'),
        decision: sql<SelectionDecisionValue>`${d.decision}`.as('decision_value'),
      })
      .from(d)
      .where(eq(d.company_id, companyId))
      .orderBy(d.employee_id, desc(d.created_at), desc(d.id)),
  );
}

/** The total when the page is past the end (the window count sees no row there). */
async function totalOf(rows: { total: number }[], p: DiagnosisListParams, count: () => Promise<number>) {
  if (rows.length > 0) return rows[0]?.total ?? 0;
  return p.page > 1 ? count() : 0;
}

async function pageByPerson(db: Executor, companyId: number, p: DiagnosisListParams) {
  const decision = currentDecisions(db, companyId);
  const where = and(
    employeeListFilters(companyId, p),
    p.selection
      ? and(eq(employees.employment_type, 'senkou'), sql`${decision.decision} = ${p.selection}`)
      : undefined,
  );
  // The current decision is needed to filter by it only; otherwise the page rows look it up.
  const people = <T extends Parameters<typeof db.select>[0] & object>(fields: T) => {
    const from = db.with(decision).select(fields).from(employees);
    return p.selection ? from.innerJoin(decision, eq(decision.employee_id, employees.id)) : from;
  };
  const order = personOrder(p);
  const { limit, offset } = pageWindow(p.page, p.per);
  const page = people({
    id: sql<number>`${employees.id}`.as('page_id'),
    employment_type: sql<string>`${employees.employment_type}`.as('page_employment_type'),
    pos: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('page_pos'),
  })
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  const latestOf = db
    .select({ id: sql<number>`${r.id}`.as('latest_of_id') })
    .from(r)
    // The page's people are the company's already; a company condition here would make the
    // planner intersect the company index (every result of the company) on each lookup.
    .where(and(sql`${r.employee_id} = ${page.id}`, validSession))
    .orderBy(desc(r.taken_at), desc(r.id))
    .limit(1)
    .as('latest_of');
  const decisionOf = db
    .select({ decision: sql<SelectionDecisionValue>`${d.decision}`.as('decision_of_value') })
    .from(d)
    .where(and(sql`${d.employee_id} = ${page.id}`, sql`${page.employment_type} = 'senkou'`))
    .orderBy(desc(d.created_at), desc(d.id))
    .limit(1)
    .as('decision_of');
  const rows =
    limit === 0
      ? []
      : await db
          .select({ id: page.id, latest_id: latestOf.id, selection: decisionOf.decision })
          .from(page)
          .leftJoinLateral(latestOf, sql`true`)
          .leftJoinLateral(decisionOf, sql`true`)
          .orderBy(page.pos);
  const total = await cappedTotal(p.page, p.per, rows.length, async (cap) => {
    const matches = people({ one: sql`1`.as('one') })
      .where(where)
      .limit(cap)
      .as('matches');
    const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
    return c?.n ?? 0;
  });
  return { rows, ...total };
}

async function pageByLatestResult(db: Executor, companyId: number, p: DiagnosisListParams) {
  const latest = db.$with('latest').as(
    db
      .selectDistinctOn([r.employee_id], {
        employee_id: sql<number>`${r.employee_id}`.as('latest_employee_id'),
        id: sql<number>`${r.id}`.as('latest_id'),
        taken_at: sql<Date>`${r.taken_at}`.as('latest_taken_at'),
        rank: sql<string>`${r.rank}`.as('latest_rank'),
        // The key is one of the metric / aptitude keys (checked by the service), bound as a parameter.
        sort_t: (p.metric
          ? sql<
              number | null
            >`(coalesce(${r.metrics} -> ${p.metric}, ${r.aptitudes} -> ${p.metric}) ->> 't')::float8`
          : sql<number | null>`null::float8`
        ).as('latest_sort_t'),
      })
      .from(r)
      .innerJoin(s, eq(s.id, r.session_id))
      .where(
        and(
          eq(r.company_id, companyId),
          eq(s.status, 'completed'),
          p.diagnosis_type ? eq(r.diagnosis_type, p.diagnosis_type) : undefined,
        ),
      )
      .orderBy(r.employee_id, desc(r.taken_at), desc(r.id)),
  );
  const decision = currentDecisions(db, companyId);
  const where = and(
    employeeListFilters(companyId, p),
    // A filter on the latest result (or a chosen type) keeps only people who have one.
    p.diagnosis_type || p.rank || p.taken_from || p.taken_to ? sql`${latest.id} is not null` : undefined,
    p.rank ? sql`${latest.rank} = ${p.rank}` : undefined,
    p.taken_from ? gte(latest.taken_at, p.taken_from) : undefined,
    p.taken_to ? lte(latest.taken_at, p.taken_to) : undefined,
    p.selection ? sql`${decision.decision} = ${p.selection}` : undefined,
  );
  const joined = <T extends PgSelect>(q: T) =>
    q
      .leftJoin(latest, eq(latest.employee_id, employees.id))
      // The decision of a person who is no longer an applicant is not shown (GET selection_decision).
      .leftJoin(
        decision,
        and(eq(decision.employee_id, employees.id), eq(employees.employment_type, 'senkou')),
      )
      .where(where);
  const rows = await joined(
    db
      .with(latest, decision)
      .select({
        id: employees.id,
        latest_id: sql<number | null>`${latest.id}`,
        selection: sql<SelectionDecisionValue | null>`${decision.decision}`,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(employees)
      .$dynamic(),
  )
    .orderBy(...resultOrder(p, latest))
    // The latest results are computed whole for this shape, so the window count costs nothing
    // more; the pages still stop at the cap like every list's.
    .limit(Math.max(1, pageWindow(p.page, p.per).limit))
    .offset(pageWindow(p.page, p.per).offset);
  const n = await totalOf(rows, p, async () => {
    const [c] = await joined(
      db.with(latest, decision).select({ n: sql<number>`count(*)::int` }).from(employees).$dynamic(),
    );
    return (c as { n: number } | undefined)?.n ?? 0;
  });
  const inWindow = pageWindow(p.page, p.per).limit === 0 ? [] : rows;
  return {
    rows: inWindow.map(({ total: _, ...row }) => row),
    total: Math.min(n, LIST_TOTAL_CAP),
    total_capped: n > LIST_TOTAL_CAP,
  };
}

function personOrder(p: DiagnosisListParams): SQL[] {
  // ---- custom assessments: ordered by a chosen assessment's latest result (custom-assessments.ts)
  const custom = customListOrder(p);
  if (custom) return custom;
  // ---- end of the custom part
  const dir = p.order === 'asc' ? asc : desc;
  switch (p.sort) {
    case 'employee_id':
      return [dir(employees.employee_id), dir(employees.id)];
    case 'kana':
      return [dir(employees.kana_last_name), dir(employees.kana_first_name), dir(employees.id)];
    default:
      return [dir(employees.created_at), dir(employees.id)];
  }
}

function resultOrder(
  p: DiagnosisListParams,
  latest: { taken_at: SQL.Aliased<Date>; rank: SQL.Aliased<string>; sort_t: SQL.Aliased<number | null> },
): SQL[] {
  const dir = p.order === 'asc' ? asc : desc;
  const nullsLast = (value: SQL | SQL.Aliased) => sql`${value} ${sql.raw(p.order)} nulls last`;
  if (p.metric) return [nullsLast(latest.sort_t), dir(employees.id)];
  if (p.sort === 'taken_at') return [nullsLast(latest.taken_at), dir(employees.id)];
  if (p.sort === 'rank') {
    const cases = Object.entries(RANK_GOODNESS).map(([rank, n]) => sql`when ${rank} then ${n}`);
    return [nullsLast(sql`case ${latest.rank} ${sql.join(cases, sql` `)} end`), dir(employees.id)];
  }
  return personOrder(p);
}
