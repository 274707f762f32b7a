/**
 * The diagnosis list: one page of the company's people with each person's latest valid result and
 * current selection decision, filtered and sorted by the person or by that latest result.
 */
import { and, asc, desc, eq, gte, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../client.ts';
import { keptPrepared } from '../../prepared.ts';
import {
  diagnosisSessions,
  employees,
  latestResults,
  latestScores,
  mirumevitalResults,
  selectionDecisions,
} from '../../schema/index.ts';
import { customListOrder } from '../custom-assessments.ts';
import {
  type EmployeeListParams,
  employeeListFilters,
  kanaOrderPage,
  narrowCount,
  narrowsPeople,
  peopleSource,
  sortsByKana,
} from '../employees.ts';
import type { DiagnosisTypeValue } from '../exam.ts';
import { jsonRowsStatement } from '../json-rows.ts';
import { type CappedTotal, cappedTotal, countUpTo, LIST_TOTAL_CAP, pageWindow } from '../list-total.ts';
import { idIn, idList, idOrNullList } from '../system.ts';
import { listScoreOrder, pageByListScore } from './list-scores.ts';
import type { SelectionDecisionValue } from './selection.ts';

const r = mirumevitalResults;
const s = diagnosisSessions;
const d = selectionDecisions;
const l = latestResults;
const sc = latestScores;

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

/** A person's latest valid result, as the list shows it. */
export type DiagnosisListResult = Pick<
  typeof mirumevitalResults.$inferSelect,
  'id' | 'diagnosis_type' | 'taken_at' | 'rank' | 'metrics' | 'aptitudes'
>;

export interface DiagnosisListRow {
  id: number;
  /** The latest valid result, read in the page's rows statement; null without one. */
  latest: DiagnosisListResult | null;
  selection: SelectionDecisionValue | null;
}

/**
 * One page of the diagnosis list and the total. Two shapes of one statement each:
 *
 * - Filtered or sorted by the latest result (type, rank, period, result date, rank, metric): the
 *   rows the database keeps per person (`latest_results`, `latest_scores`; their `rank_order`
 *   puts better ranks first when descending: OK, A, B / 検討, C, NG) are read in index order.
 * - Otherwise (the usual view): the people's page is cut first, as the employee list does, and
 *   each page row's latest result and decision are looked up by index (LATERAL ... LIMIT 1), so
 *   the results are not scanned at all.
 *
 * The embedded database has no planner statistics, so it takes every CTE for a couple of rows and
 * joins them by nested loop over the whole CTE — quadratic, seconds on 10,000 people. Nested loops
 * are therefore switched off for this read's transaction when the decisions' CTE is joined; the lookups stay
 * nested loops because a LATERAL join can be nothing else, and they contain no join of their own
 * (the session's status is a scalar subquery).
 */
export async function listDiagnosisPeople(
  executor: Executor,
  companyId: number,
  p: DiagnosisListParams,
): Promise<{ rows: DiagnosisListRow[] } & CappedTotal> {
  // A transaction only for the setting below: on the embedded database a transaction holds the
  // engine from its first statement to its last, so another company's statement would wait for
  // the whole read instead of one statement of it (fair-share.ts).
  return p.selection
    ? executor.transaction((db) => diagnosisPage(db, companyId, p))
    : diagnosisPage(executor, companyId, p);
}

async function diagnosisPage(db: Executor, companyId: number, p: DiagnosisListParams) {
  const byResult = Boolean(
    p.diagnosis_type ||
      p.rank ||
      p.taken_from ||
      p.taken_to ||
      p.metric ||
      p.sort === 'taken_at' ||
      p.sort === 'rank',
  );
  // Only where the decisions' CTE is joined: without one, switching nested loops off makes the
  // planner put the page's LIMIT over a plan it must finish first (~200 ms instead of 1 ms on
  // 100,000 people). The latest-result shape walks its indexes by nested loop.
  if (p.selection) await db.execute(sql`set local enable_nestloop = off`);
  if (byResult) return pageByLatestResult(db, companyId, p);
  // A list field's T-score walks its index (list-scores.ts); with a selection filter (few people)
  // the person order's plain ORDER BY does.
  if (p.score_sort && !p.custom_sort_id && !p.selection) return pageByListScoreOf(db, companyId, p);
  return pageByPerson(db, companyId, p);
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
    const from = db
      .with(decision)
      .select(fields)
      .from(peopleSource(db, companyId, p.q, sortsByKana(p)));
    return p.selection ? from.innerJoin(decision, eq(decision.employee_id, employees.id)) : from;
  };
  const order = personOrder(p);
  const { limit, offset } = pageWindow(p.page, p.per);
  // A short search alone in kana order: the page from the pieces' order (kanaOrderPage).
  const inKana = p.selection ? null : kanaOrderPage(db, companyId, p);
  const pageOfIds = () =>
    inKana
      ? db.select({ id: employees.id }).from(inKana.people).where(inKana.where)
      : people({ id: employees.id }).where(where);
  // The page's ids first (the order's index, the pieces' order, or a bounded sort of a short
  // search's matches), then their lookups in that order.
  const ids =
    limit === 0
      ? []
      : (
          await pageOfIds()
            .orderBy(...order)
            .limit(limit)
            .offset(offset)
        ).map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : // Looked up by the page's ids (kept prepared on the embedded database, json-rows.ts).
        (await pageRowsStatement(db, { ids: idList(ids) })).map(toRow);
  // Every person is on this list, so a short search or a T-score range alone counts its people
  // from the pieces or the scores (narrowCount).
  const narrow = p.selection ? null : narrowCount(db, companyId, p);
  const total = await cappedTotal(p.page, p.per, rows.length, async (cap) => {
    if (narrow) return narrow(cap);
    return countUpTo(
      db,
      people({ one: sql`1`.as('one') })
        .where(where)
        .$dynamic(),
      cap,
    );
  });
  return { rows, ...total };
}

/**
 * The rows of a page of people (`ids`, in their order) with each person's latest valid result and
 * current decision, in one statement (the result's columns were a statement of their own); written
 * once (json-rows.ts).
 */
const pageRowsStatement = jsonRowsStatement((db) => {
  const page = db
    .select({
      id: sql<number>`${employees.id}`.as('page_id'),
      employment_type: sql<string>`${employees.employment_type}`.as('page_employment_type'),
      pos: sql<number>`ord.pos`.as('page_pos'),
    })
    .from(employees)
    .innerJoin(
      sql`unnest(${sql.placeholder('ids')}::int[]) with ordinality as ord(id, pos)`,
      sql`ord.id = ${employees.id}`,
    )
    .as('page');
  const latestOf = db
    .select({ id: sql<number>`${r.id}`.as('latest_of_id'), ...resultColumns })
    .from(r)
    // The page's people are the company's already; a company condition here would make the
    // planner intersect the company index (every result of the company) on each lookup.
    .where(and(sql`${r.employee_id} = ${page.id}`, validSession))
    .orderBy(desc(r.taken_at), desc(r.id))
    .limit(1)
    .as('latest_of');
  const decisionOf = decisionLookup(db, page);
  const selection = {
    id: page.id,
    latest_id: latestOf.id,
    diagnosis_type: latestOf.diagnosis_type,
    taken_at: latestOf.taken_at,
    rank: latestOf.rank,
    metrics: latestOf.metrics,
    aptitudes: latestOf.aptitudes,
    selection: decisionOf.decision,
  };
  const query = db
    .select(selection)
    .from(page)
    .leftJoinLateral(latestOf, sql`true`)
    .leftJoinLateral(decisionOf, sql`true`)
    .orderBy(page.pos);
  return { selection, query };
});

/**
 * A page filtered or sorted by the latest result, read from the rows the database keeps for it
 * (`latest_results` / `latest_scores`, schema/latest-results.ts): the people with a matching
 * latest result in the result's index order, then — when no filter needs a result — the people
 * without one (they sort last in either direction, as nulls last). Each part is one statement
 * cut at the page, so no page reads more than the cap's rows of either.
 */
async function pageByLatestResult(db: Executor, companyId: number, p: DiagnosisListParams) {
  const decision = currentDecisions(db, companyId);
  const type = p.diagnosis_type ?? null;
  const ofScope = (t: typeof latestResults | typeof latestScores) =>
    type ? eq(t.diagnosis_type, type) : eq(t.is_newest, true);
  const needsResult = Boolean(p.diagnosis_type || p.rank || p.taken_from || p.taken_to);
  // Kana order of the people with a matching result (a result filter, no result order).
  const byKana = !p.metric && sortsByKana(p);
  const personWhere = and(
    employeeListFilters(companyId, p),
    p.selection
      ? and(eq(employees.employment_type, 'senkou'), sql`${decision.decision} = ${p.selection}`)
      : undefined,
  );
  const resultWhere = and(
    eq(l.company_id, companyId),
    ofScope(l),
    p.rank ? eq(l.rank, p.rank) : undefined,
    p.taken_from ? gte(l.taken_at, p.taken_from) : undefined,
    p.taken_to ? lte(l.taken_at, p.taken_to) : undefined,
    // The score's own company and scope, so its index (company_id, key, scope, t) serves the order.
    p.metric ? and(eq(sc.company_id, companyId), ofScope(sc)) : undefined,
  );
  // The latest result's score of the metric that orders the list.
  const scoreOfResult = and(
    eq(sc.employee_id, l.employee_id),
    eq(sc.diagnosis_type, l.diagnosis_type),
    eq(sc.key, p.metric ?? ''),
  );
  const sortsByResult = Boolean(p.metric || p.sort === 'taken_at' || p.sort === 'rank');
  // With no condition on the person, counts and pages ordered by the result need no people: the
  // kept rows carry the person's company (see below).
  const onPeople = Boolean(p.selection) || narrowsPeople(companyId, p);
  const withResult = () => {
    if (!onPeople && sortsByResult) {
      // The page alone from the kept rows, in their index's order: the join to the people only to
      // check their company was half of the statement's planning and a third of its run (the
      // diagnosis list by a T-score on 100,000 people; decisions/0023).
      const q = db.select({ id: l.employee_id, latest_id: l.result_id }).from(l).$dynamic();
      if (p.metric) q.innerJoin(sc, scoreOfResult);
      return q.where(resultWhere);
    }
    const q = db
      .with(decision)
      .select({ id: employees.id, latest_id: l.result_id })
      .from(l)
      .innerJoin(peopleSource(db, companyId, p.q, byKana), eq(employees.id, l.employee_id))
      .$dynamic();
    if (p.metric) q.innerJoin(sc, scoreOfResult);
    if (p.selection) q.innerJoin(decision, eq(decision.employee_id, employees.id));
    return q.where(and(resultWhere, personWhere));
  };
  // Counting those needs the people only for a condition on them (onPeople): the kept rows carry
  // the person's company, so without one they are counted on their own index (a join to 100,000
  // people only to check the company took 6–7 ms of a count's 7–8; decisions/0023).
  // A score is kept only for a kept result, with its scope: ordered by a metric and not filtered
  // by the result, the scores alone are counted (the join to the results took 2–3 ms).
  const onScoresAlone = Boolean(p.metric) && !needsResult;
  const withResultCounted = () => {
    if (onPeople) return withResult();
    const one = db.select({ one: sql`1`.as('one') });
    if (onScoresAlone)
      return one
        .from(sc)
        .where(and(eq(sc.company_id, companyId), ofScope(sc), eq(sc.key, p.metric ?? '')))
        .$dynamic();
    const q = one.from(l).$dynamic();
    if (p.metric) q.innerJoin(sc, scoreOfResult);
    return q.where(resultWhere);
  };
  // People whose latest result (or score) does not match: no row in the maintained tables.
  const hasMatch = p.metric
    ? sql`exists (select 1 from ${sc} where ${sc.employee_id} = ${employees.id} and ${ofScope(sc)} and ${sc.key} = ${p.metric})`
    : sql`exists (select 1 from ${l} where ${l.employee_id} = ${employees.id} and ${ofScope(l)})`;
  const withoutResult = () => {
    const q = db
      .with(decision)
      .select({ id: employees.id })
      .from(peopleSource(db, companyId, p.q, byKana))
      .$dynamic();
    if (p.selection) q.innerJoin(decision, eq(decision.employee_id, employees.id));
    return q.where(and(personWhere, sql`not ${hasMatch}`));
  };

  const dir = p.order === 'asc' ? asc : desc;
  const order: SQL[] = p.metric
    ? [dir(sc.t), dir(sc.employee_id)]
    : p.sort === 'taken_at'
      ? [dir(l.taken_at), dir(l.employee_id)]
      : p.sort === 'rank'
        ? [dir(l.rank_order), dir(l.employee_id)]
        : personOrder(p);
  const { offset, limit } = pageWindow(p.page, p.per);
  const first =
    limit === 0
      ? []
      : await withResult()
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
  let rows: { id: number; latest_id: number | null }[] = first;
  // The rest of the page, after everyone with a result, comes from the people without one.
  if (!needsResult && sortsByResult && limit > 0 && first.length < limit) {
    const countWith =
      first.length > 0 ? offset + first.length : await countUpTo(db, withResultCounted(), LIST_TOTAL_CAP + 1);
    const rest = await withoutResult()
      .orderBy(dir(employees.id))
      .limit(limit - first.length)
      .offset(Math.max(0, offset - countWith));
    rows = [...first, ...rest.map((row) => ({ id: row.id, latest_id: null }))];
  }
  // Without a result filter every matching person is on the list (with a result first, then
  // without), so a short search or a T-score range alone counts them as pageByPerson does.
  const narrow = needsResult || p.selection ? null : narrowCount(db, companyId, p);
  const total = await cappedTotal(p.page, p.per, rows.length, async (cap) => {
    if (narrow) return narrow(cap);
    const n = await countUpTo(db, withResultCounted(), cap);
    if (needsResult || n >= cap) return n;
    return n + (await countUpTo(db, withoutResult(), cap - n));
  });
  return { rows: await rowsOf(db, companyId, rows), ...total };
}

/**
 * A page ordered by a list field's T-score (the newest valid employee result's), each row with the
 * person's newest valid result of either type as the usual view shows it (`latest_results`).
 */
async function pageByListScoreOf(db: Executor, companyId: number, p: DiagnosisListParams) {
  const where = employeeListFilters(companyId, p);
  const { offset, limit } = pageWindow(p.page, p.per);
  const ids = await pageByListScore(db, companyId, where, p.score_sort as string, p.order, offset, limit);
  // By the page's ids: kept prepared on the embedded database (prepared.ts).
  const latest = ids.length
    ? await keptPrepared(() =>
        db
          .select({ id: l.employee_id, result_id: l.result_id })
          .from(l)
          .where(and(eq(l.company_id, companyId), idIn(l.employee_id, ids), eq(l.is_newest, true))),
      )
    : [];
  const latestOf = new Map(latest.map((row) => [row.id, row.result_id]));
  const rows = await rowsOf(
    db,
    companyId,
    ids.map((id) => ({ id, latest_id: latestOf.get(id) ?? null })),
  );
  const narrow = narrowCount(db, companyId, p);
  const total = await cappedTotal(p.page, p.per, ids.length, async (cap) => {
    if (narrow) return narrow(cap);
    return countUpTo(db, db.select({ one: sql`1` }).from(employees).where(where).$dynamic(), cap);
  });
  return { rows, ...total };
}

/**
 * The current decision (the newest row) of each row of `person`, a page's derived table with the
 * person's id and employment type: for a LATERAL join (applicants only; others have none).
 */
function decisionLookup(db: Executor, person: { id: SQLWrapper; employment_type: SQLWrapper }) {
  return db
    .select({ decision: sql<SelectionDecisionValue>`${d.decision}`.as('decision_of_value') })
    .from(d)
    .where(and(sql`${d.employee_id} = ${person.id}`, sql`${person.employment_type} = 'senkou'`))
    .orderBy(desc(d.created_at), desc(d.id))
    .limit(1)
    .as('decision_of');
}

/** The result's columns the list shows (its id aside). */
const resultColumns = {
  diagnosis_type: r.diagnosis_type,
  taken_at: r.taken_at,
  rank: r.rank,
  metrics: r.metrics,
  aptitudes: r.aptitudes,
};

/** A rows statement's row: the person's id, the latest result's columns and the decision. */
type FlatRow = { id: number; latest_id: number | null; selection: SelectionDecisionValue | null } & {
  [K in keyof typeof resultColumns]: DiagnosisListResult[K] | null;
};

function toRow(row: FlatRow): DiagnosisListRow {
  const { id, latest_id, diagnosis_type, taken_at, rank, metrics, aptitudes, selection } = row;
  return {
    id,
    latest:
      latest_id === null
        ? null
        : {
            id: latest_id,
            diagnosis_type: diagnosis_type as DiagnosisListResult['diagnosis_type'],
            taken_at: taken_at as Date,
            rank: rank as DiagnosisListResult['rank'],
            metrics: metrics as DiagnosisListResult['metrics'],
            aptitudes: aptitudes as DiagnosisListResult['aptitudes'],
          },
    selection,
  };
}

/**
 * A page whose people and latest results are known (by id), in its order, with the results'
 * columns and each applicant's current decision (the newest row): one statement by the ids, kept
 * prepared (the decisions and the results were a statement each).
 */
async function rowsOf(
  db: Executor,
  companyId: number,
  page: { id: number; latest_id: number | null }[],
): Promise<DiagnosisListRow[]> {
  if (page.length === 0) return [];
  const rows = await knownRowsStatement(db, {
    company: companyId,
    ids: idList(page.map((row) => row.id)),
    latest_ids: idOrNullList(page.map((row) => row.latest_id)),
  });
  return rows.map(toRow);
}

/** rowsOf's statement, written once (json-rows.ts). */
const knownRowsStatement = jsonRowsStatement((db) => {
  const company = sql.placeholder('company');
  const ord = db
    .select({
      id: sql<number>`${employees.id}`.as('ord_id'),
      employment_type: sql<string>`${employees.employment_type}`.as('ord_employment_type'),
      latest_id: sql<number | null>`ord.latest_id`.as('ord_latest_id'),
      pos: sql<number>`ord.pos`.as('ord_pos'),
    })
    .from(employees)
    .innerJoin(
      sql`unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('latest_ids')}::int[]) with ordinality as ord(id, latest_id, pos)`,
      sql`ord.id = ${employees.id}`,
    )
    .where(eq(employees.company_id, company))
    .as('ord');
  const decisionOf = decisionLookup(db, ord);
  const selection = {
    id: ord.id,
    latest_id: r.id,
    ...resultColumns,
    selection: decisionOf.decision,
  };
  const query = db
    .select(selection)
    .from(ord)
    .leftJoin(r, and(eq(r.id, ord.latest_id), eq(r.company_id, company)))
    .leftJoinLateral(decisionOf, sql`true`)
    .orderBy(ord.pos);
  return { selection, query };
});

function personOrder(p: DiagnosisListParams): SQL[] {
  // ---- custom assessments: ordered by a chosen assessment's latest result (custom-assessments.ts)
  const custom = customListOrder(p);
  if (custom) return custom;
  // ---- end of the custom part
  const score = listScoreOrder(p);
  if (score) return score;
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
