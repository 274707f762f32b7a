/**
 * A company's people (employees and applicants). Every query takes the company id and filters by
 * it, so another company's employee is simply "not found".
 */
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  like,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  companies,
  employeeShortGrams,
  employees,
  latestResults,
  mirumevitalResults,
  organizationCharts,
} from '../schema/index.ts';
import { type CustomListParams, customListFilter, customListOrder } from './custom-assessments.ts';
import { jsonRowsStatement } from './json-rows.ts';
import { cappedTotal, countUpTo, pageWindow } from './list-total.ts';
import {
  countInScoreRange,
  type ListScoreParams,
  listScoreFilter,
  pageByListScore,
} from './results/list-scores.ts';
import { idList, likePattern } from './system.ts';

export type EmployeeInsert = typeof employees.$inferInsert;
export type EmploymentTypeValue = (typeof employees.employment_type.enumValues)[number];
export type EmployeeWritable = Omit<
  EmployeeInsert,
  'id' | 'company_id' | 'created_at' | 'updated_at' | 'diagnosis_status'
>;

export interface EmployeeListParams extends CustomListParams, ListScoreParams {
  page: number;
  per: number;
  q?: string | null;
  employment_type?: EmploymentTypeValue[];
  department?: string | null;
  position?: string | null;
  organization_chart_id?: number | null;
  gender?: 'male' | 'female' | null;
  /** Birthday bounds computed by the caller from the age range (index-friendly, no per-row age()). */
  birthday_to?: string | null;
  birthday_after?: string | null;
  diagnosis_status?: ('undiagnosed' | 'in_progress' | 'diagnosed')[];
  sort: 'employee_id' | 'kana' | 'age' | 'created_at' | 'department';
  order: 'asc' | 'desc';
  /** YYYY-MM-DD, Asia/Tokyo today, for the age column. */
  today: string;
}

const ageSql = (today: string | Placeholder) =>
  sql<number | null>`extract(year from age(${today}::date, ${employees.birthday}))::int`;

const columns = (today: string | Placeholder) => ({
  id: employees.id,
  employee_id: employees.employee_id,
  last_name: employees.last_name,
  first_name: employees.first_name,
  kana_last_name: employees.kana_last_name,
  kana_first_name: employees.kana_first_name,
  gender: employees.gender,
  birthday: employees.birthday,
  age: ageSql(today),
  email: employees.email,
  employment_type: employees.employment_type,
  department: employees.department,
  position: employees.position,
  organization_chart_id: employees.organization_chart_id,
  organization_chart_name: organizationCharts.name,
  hire_date: employees.hire_date,
  memo: employees.memo,
  diagnosis_status: employees.diagnosis_status,
  created_at: employees.created_at,
  updated_at: employees.updated_at,
});

export type EmployeeRow = NonNullable<Awaited<ReturnType<typeof findEmployee>>>;

/**
 * A search of one or two characters that is not plain ASCII (kana, kanji): pg_trgm cannot serve it
 * (three characters at least), so such a search is read through mirume_short_grams (migration 0021).
 * Employee numbers and e-mail addresses are ASCII only (validated), so such a query can match the
 * kana or the name only.
 */
export function shortSearch(q: string | null | undefined): string | null {
  const text = q?.replace(/[\s\u3000]+/g, '');
  if (!text || /^[\x20-\x7E]+$/.test(text)) return null;
  return [...text].length <= 2 ? text : null;
}

/** The list is in kana order (no custom assessment's or T-score's order over it). */
export function sortsByKana(p: { sort: string; custom_sort_id?: number | null; score_sort?: string | null }) {
  return p.sort === 'kana' && !p.custom_sort_id && !p.score_sort;
}

/**
 * The person's kana or name contains `short` (a `shortSearch`), through the index of their 1- and
 * 2-character pieces (migration 0021). A necessary condition: the list's LIKE search still applies.
 */
export function hasShortPiece(short: string): SQL {
  const e = employees;
  const grams = sql`mirume_short_grams((${e.kana_last_name} || ${e.kana_first_name}), (${e.last_name} || ${e.first_name}))`;
  return sql`${grams} @> array[${short}]::text[]`;
}

/**
 * The people a list reads. Usually the table; for a short search in kana order the people whose
 * kana or name contain it, collected through the index of their 1- and 2-character pieces — a few
 * per cent of a company for a two-character query — as a subquery the planner cannot see through
 * (OFFSET 0), so the list's order sorts only them. Without that fence the planner walks a sort's
 * index and filters, assuming the matches are spread evenly along the order; for ヤマ in kana
 * order they start after ~70 % of the company. Only kana order: a kana search's matches sit
 * together there (every ヤマ… surname in one stretch), while in the other orders they are spread
 * and the walk finds a page after a few hundred rows — cheaper than collecting every match
 * (measured, decision 0023). The list's own conditions (the LIKE search included) still apply to
 * these rows, so the results are those of the table.
 * The subquery keeps the table's name and columns: a list's query reads it in place of the table.
 */
export function peopleSource(
  db: Executor,
  companyId: number,
  q: string | null | undefined,
  byKana: boolean,
  /** A further condition on the matches (the undiagnosed list: people with an open link). */
  also?: SQL,
) {
  const short = byKana ? shortSearch(q) : null;
  if (!short) return employees;
  const e = employees;
  const matches = db
    .select()
    .from(e)
    .where(and(eq(e.company_id, companyId), hasShortPiece(short), also))
    // The query builder leaves a numeric OFFSET 0 out; a written one is kept.
    .offset(sql`0` as unknown as number)
    .as('employees');
  // Same name and columns as the table, so the table's column references read the subquery.
  return matches as unknown as typeof employees;
}

/**
 * A short search's matches in kana order, read from the people's pieces (employee_short_grams,
 * migration 0025) in their key's order, so a page stops after its rows instead of collecting and
 * sorting every match (a fifth of the company for ヤマ). A piece is exactly what `LIKE '%q%'` on the
 * kana or the name finds for a one- or two-character q, so a list reading this leaves its LIKE
 * search out (`employeeListFilters` without `q`): left in, the planner takes the LIKE for a further
 * narrowing, expects a handful of rows and sorts every match after all.
 * The subquery is named like the table, with the table's columns (the kana and the id from the
 * pieces, so the key serves the order).
 * Only for a list narrowed by nothing else (`searchOnly`): a further filter correlated with the
 * name would make the walk read most of the matches to fill a page (measured: 10,050 pieces and
 * 173 ms for the undiagnosed list's shown people among ヤマ in the bench seed, against 21 ms for
 * collecting them), where collecting them costs the same whatever the filter.
 */
export function peopleInKanaOrder(
  db: Executor,
  companyId: number,
  short: string,
  /**
   * Only the first `pieces` matches in kana order (`order`), for a walk that stops there; with
   * `awaiting`, only the pieces of the people the undiagnosed list shows (their own index).
   */
  walk?: { order: 'asc' | 'desc'; pieces: number; awaiting?: boolean },
) {
  const g = employeeShortGrams;
  const matching = and(
    eq(g.company_id, companyId),
    eq(g.gram, short),
    walk?.awaiting ? g.awaiting : undefined,
  );
  const dir = walk?.order === 'asc' ? asc : desc;
  const source = walk
    ? db
        .select()
        .from(g)
        .where(matching)
        .orderBy(dir(g.kana_last_name), dir(g.kana_first_name), dir(g.employee_id))
        .limit(walk.pieces)
        .as('pieces')
    : g;
  const fromPieces: Record<string, SQL.Aliased> = {
    id: sql<number>`${source.employee_id}`.as('id'),
    kana_last_name: sql<string>`${source.kana_last_name}`.as('kana_last_name'),
    kana_first_name: sql<string>`${source.kana_first_name}`.as('kana_first_name'),
  };
  const selection = Object.fromEntries(
    Object.entries(getTableColumns(employees)).map(([key, column]) => [key, fromPieces[key] ?? column]),
  );
  return db
    .select(selection)
    .from(source)
    .innerJoin(employees, eq(employees.id, source.employee_id))
    .where(walk ? undefined : matching)
    .as('employees') as unknown as typeof employees;
}

/**
 * How many people's kana or name contain `short`, counted up to `cap` (from the pieces' key); with
 * `awaiting`, only the people the undiagnosed list shows.
 */
export async function countShortMatches(
  db: Executor,
  companyId: number,
  short: string,
  cap: number,
  awaiting = false,
) {
  const g = employeeShortGrams;
  return countUpTo(
    db,
    db
      .select({ one: sql`1`.as('one') })
      .from(g)
      .where(and(eq(g.company_id, companyId), eq(g.gram, short), awaiting ? g.awaiting : undefined))
      .$dynamic(),
    cap,
  );
}

/**
 * The page of a list in kana order narrowed by a short search alone, read from the pieces' order
 * (peopleInKanaOrder) with the list's filters less the LIKE search; null for any other list.
 */
export function kanaOrderPage(
  db: Executor,
  companyId: number,
  p: Parameters<typeof employeeListFilters>[1] & Parameters<typeof sortsByKana>[0],
) {
  const short = sortsByKana(p) ? shortSearchAlone(companyId, p) : null;
  return short
    ? {
        people: peopleInKanaOrder(db, companyId, short),
        where: employeeListFilters(companyId, { ...p, q: null }),
      }
    : null;
}

/**
 * The list's short search (shortSearch) when it is the list's only filter, else null. Its people
 * are then exactly the people whose pieces hold it: counted by `countShortMatches` (one key range),
 * not by the LIKE over every person of the company.
 */
export function shortSearchAlone(
  companyId: number,
  p: Omit<EmployeeListParams, 'page' | 'per' | 'sort' | 'order' | 'today'>,
): string | null {
  return searchOnly(companyId, p) ? shortSearch(p.q) : null;
}

type ListFilterParams = Omit<EmployeeListParams, 'page' | 'per' | 'sort' | 'order' | 'today'>;

/**
 * The count of the people the list's filters find (up to a cap), where a narrower source holds
 * exactly them: a short search alone from its pieces (`countShortMatches`), a T-score range alone
 * from the scores' index (`countInScoreRange`). Null for any other filters: the caller counts its
 * own statement.
 */
export function narrowCount(
  db: Executor,
  companyId: number,
  p: ListFilterParams,
): ((cap: number) => Promise<number>) | null {
  const short = shortSearchAlone(companyId, p);
  if (short) return (cap) => countShortMatches(db, companyId, short, cap);
  const { search, others } = listConditions(companyId, p);
  const scoreAlone = !search && others.length === 1 && listScoreFilter(companyId, p) !== undefined;
  return scoreAlone ? (cap) => countInScoreRange(db, companyId, p, cap) : null;
}

/** The list is narrowed by its search alone: no person filter, T-score range or custom filter. */
function searchOnly(companyId: number, p: ListFilterParams) {
  return listConditions(companyId, p).others.length === 0;
}

/**
 * Whether the list's filters narrow the company's people at all (a search or any other filter).
 * Without one, a list whose rows are kept per person with the person's company (the latest
 * results) can count them on their own, without reading the people.
 */
export function narrowsPeople(companyId: number, p: ListFilterParams): boolean {
  const { search, others } = listConditions(companyId, p);
  return search !== undefined || others.length > 0;
}

/** The list's filters (also the diagnosis list's person filters, queries/results/diagnosis-list.ts). */
export function employeeListFilters(companyId: number, p: ListFilterParams): SQL | undefined {
  const { search, others } = listConditions(companyId, p);
  return and(eq(employees.company_id, companyId), search, ...others);
}

/**
 * The list's conditions beyond the company: the search and every other filter. The one place
 * that reads the filters, so what counts as "no filter" (searchOnly, narrowsPeople) cannot miss a
 * filter the list applies.
 */
function listConditions(companyId: number, p: ListFilterParams): { search: SQL | undefined; others: SQL[] } {
  // Names and kana have no letter case, so LIKE (cheaper than ILIKE) is enough; spaces are ignored.
  const q = p.q?.replace(/[\s\u3000]+/g, '');
  const pattern = q ? likePattern(q) : undefined;
  const upper = q ? likePattern(q.toUpperCase()) : undefined;
  const asciiOnly = q ? /^[\x20-\x7E]+$/.test(q) : false;
  const search =
    pattern && upper
      ? or(
          // Kana is katakana only and employee numbers are ASCII only (both validated), so each
          // is searched only when the query could match it.
          asciiOnly
            ? undefined
            : like(sql`(${employees.kana_last_name} || ${employees.kana_first_name})`, pattern),
          like(sql`(${employees.last_name} || ${employees.first_name})`, pattern),
          asciiOnly ? like(sql`upper(${employees.employee_id})`, upper) : undefined,
        )
      : undefined;
  const others = [
    p.employment_type?.length ? inArray(employees.employment_type, p.employment_type) : undefined,
    p.department ? eq(employees.department, p.department) : undefined,
    p.position ? eq(employees.position, p.position) : undefined,
    p.organization_chart_id ? eq(employees.organization_chart_id, p.organization_chart_id) : undefined,
    p.gender ? eq(employees.gender, p.gender) : undefined,
    p.birthday_to ? lte(employees.birthday, p.birthday_to) : undefined,
    p.birthday_after ? gt(employees.birthday, p.birthday_after) : undefined,
    p.diagnosis_status?.length ? inArray(employees.diagnosis_status, p.diagnosis_status) : undefined,
    customListFilter(p),
    listScoreFilter(companyId, p),
  ].filter((c): c is SQL => c !== undefined);
  return { search, others };
}

function listOrder(p: EmployeeListParams): SQL[] {
  const custom = customListOrder(p);
  if (custom) return custom;
  const dir = p.order === 'asc' ? asc : desc;
  switch (p.sort) {
    case 'employee_id':
      return [dir(employees.employee_id)];
    case 'kana':
      return [dir(employees.kana_last_name), dir(employees.kana_first_name), dir(employees.id)];
    case 'age':
      // Older = earlier birthday; people without a birthday come last either way.
      return [
        p.order === 'asc'
          ? sql`${employees.birthday} desc nulls last`
          : sql`${employees.birthday} asc nulls last`,
        dir(employees.id),
      ];
    case 'department':
      return [sql`${employees.department} ${sql.raw(p.order)} nulls last`, dir(employees.id)];
    default:
      return [dir(employees.created_at), dir(employees.id)];
  }
}

/**
 * One page of the list and its total, both bounded (list-total.ts): the page's ids in the list's
 * order (an index serves each sort, so the scan stops after the page), then the total counted up
 * to the cap and the page's full rows (age, unit name) read by id. `alongside` reads what else the
 * page shows of those ids (the caller's columns).
 *
 * Once the ids are known, the count, the rows and `alongside` are independent: they are asked at
 * once. On PostgreSQL they run side by side on the pool's connections, so a request waits for two
 * round trips instead of four or five — on a busy server each round trip also waits for a core,
 * and that wait, not the statements, was most of another company's time while a big company's
 * lists ran (decisions/0023). On the embedded database they queue in the company's lane as before.
 */
export async function listEmployees<T>(
  db: Executor,
  companyId: number,
  p: EmployeeListParams,
  alongside: (ids: number[]) => Promise<T>,
) {
  const where = employeeListFilters(companyId, p);
  const people = peopleSource(db, companyId, p.q, sortsByKana(p));
  const { offset, limit } = pageWindow(p.page, p.per);
  // A short search alone in kana order: the page from the pieces' order.
  const inKana = kanaOrderPage(db, companyId, p);
  // A custom assessment's order wins over the sort, as in listOrder.
  const page =
    p.score_sort && !p.custom_sort_id
      ? (await pageByListScore(db, companyId, where, p.score_sort, p.order, offset, limit)).map((id) => ({
          id,
        }))
      : limit === 0
        ? []
        : await db
            .select({ id: employees.id })
            .from(inKana?.people ?? people)
            .where(inKana ? inKana.where : where)
            .orderBy(...listOrder(p))
            .limit(limit)
            .offset(offset);
  const narrow = narrowCount(db, companyId, p);
  const ids = page.map((r) => r.id);
  const [total, items, extra] = await Promise.all([
    cappedTotal(p.page, p.per, page.length, async (cap) => {
      if (narrow) return narrow(cap);
      return countUpTo(db, db.select({ one: sql`1` }).from(people).where(where).$dynamic(), cap);
    }),
    employeeRowsByIds(db, companyId, ids, p.today),
    alongside(ids),
  ]);
  return { items, ...total, extra };
}

/**
 * The metrics of the person's newest valid employee result (the lists' latest_* columns), null
 * without one: the result kept in `latest_results` (decision 0023), two primary-key lookups.
 */
const latestEmployeeMetrics = sql<Record<
  string,
  { t: number | null } | undefined
> | null>`(select ${mirumevitalResults.metrics} from ${latestResults} inner join ${mirumevitalResults} on ${mirumevitalResults.id} = ${latestResults.result_id} where ${latestResults.employee_id} = ${employees.id} and ${latestResults.diagnosis_type} = 'employee')`;

const employeeRowsStatement = jsonRowsStatement((db) => {
  const selection = { ...columns(sql.placeholder('today')), latest_employee_metrics: latestEmployeeMetrics };
  const query = db
    .select(selection)
    .from(employees)
    .leftJoin(organizationCharts, eq(organizationCharts.id, employees.organization_chart_id))
    .where(
      and(
        eq(employees.company_id, sql.placeholder('company')),
        sql`${employees.id} = any(${sql.placeholder('ids')}::int[])`,
      ),
    );
  return { selection, query };
});

/**
 * The full rows (age, unit name) of a page's ids, in the order of `ids`, each with the metrics of
 * the person's newest valid employee result (`latest_employee_metrics`): in the same statement,
 * not one of their own, as both lists show them.
 */
export async function employeeRowsByIds(db: Executor, companyId: number, ids: number[], today: string) {
  if (ids.length === 0) return [];
  // A page's wide rows, one JSON text each, written once and kept prepared on the embedded
  // database (json-rows.ts, prepared.ts): planning was more than half of the statement.
  const rows = await employeeRowsStatement(db, { today, company: companyId, ids: idList(ids) });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is (typeof rows)[number] => Boolean(r));
}

export async function findEmployee(db: Executor, companyId: number, id: number, today: string) {
  const [row] = await db
    .select(columns(today))
    .from(employees)
    .leftJoin(organizationCharts, eq(organizationCharts.id, employees.organization_chart_id))
    .where(and(eq(employees.company_id, companyId), eq(employees.id, id)));
  return row ?? null;
}

/** For update/delete: the row locked in the caller's transaction. */
export async function lockEmployee(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.company_id, companyId), eq(employees.id, id)))
    .for('update');
  return row ?? null;
}

export async function employeeNumberTaken(
  db: Executor,
  companyId: number,
  employeeId: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.company_id, companyId),
        eq(employees.employee_id, employeeId),
        exceptId ? sql`${employees.id} <> ${exceptId}` : undefined,
      ),
    );
  return Boolean(row);
}

export async function organizationChartInCompany(db: Executor, companyId: number, chartId: number) {
  const [row] = await db
    .select({ id: organizationCharts.id })
    .from(organizationCharts)
    .where(and(eq(organizationCharts.company_id, companyId), eq(organizationCharts.id, chartId)));
  return Boolean(row);
}

export async function insertEmployee(db: Executor, companyId: number, values: EmployeeWritable) {
  const [row] = await db
    .insert(employees)
    .values({ ...values, company_id: companyId })
    .returning({ id: employees.id });
  return row?.id as number;
}

export async function updateEmployee(db: Executor, companyId: number, id: number, values: EmployeeWritable) {
  await db
    .update(employees)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(employees.company_id, companyId), eq(employees.id, id)));
}

export async function deleteEmployee(db: Executor, companyId: number, id: number) {
  await db.delete(employees).where(and(eq(employees.company_id, companyId), eq(employees.id, id)));
}

/** The company's existing employee numbers among `ids`, with their id and employment type. */
export async function findEmployeesByNumbers(db: Executor, companyId: number, ids: string[]) {
  const out = new Map<string, { id: number; employment_type: EmploymentTypeValue }>();
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000);
    const rows = await db
      .select({
        id: employees.id,
        employee_id: employees.employee_id,
        employment_type: employees.employment_type,
      })
      .from(employees)
      .where(and(eq(employees.company_id, companyId), inArray(employees.employee_id, chunk)));
    for (const r of rows) out.set(r.employee_id, { id: r.id, employment_type: r.employment_type });
  }
  return out;
}

/**
 * Inserts or updates many rows in chunks of multi-row statements (caller's transaction). With
 * `upsert`, an existing employee number is updated in place (its id, chart and status are kept).
 */
export async function bulkWriteEmployees(
  db: Executor,
  companyId: number,
  rows: EmployeeWritable[],
  mode: 'add' | 'upsert',
  chunkSize = 500,
) {
  const now = new Date();
  for (let i = 0; i < rows.length; i += chunkSize) {
    const chunk = rows.slice(i, i + chunkSize).map((r) => ({ ...r, company_id: companyId }));
    const insert = db.insert(employees).values(chunk);
    if (mode === 'upsert') {
      await insert.onConflictDoUpdate({
        target: [employees.company_id, employees.employee_id],
        set: {
          last_name: sql`excluded.last_name`,
          first_name: sql`excluded.first_name`,
          kana_last_name: sql`excluded.kana_last_name`,
          kana_first_name: sql`excluded.kana_first_name`,
          gender: sql`excluded.gender`,
          birthday: sql`excluded.birthday`,
          email: sql`excluded.email`,
          employment_type: sql`excluded.employment_type`,
          department: sql`excluded.department`,
          position: sql`excluded.position`,
          hire_date: sql`excluded.hire_date`,
          memo: sql`excluded.memo`,
          updated_at: now,
        },
      });
    } else {
      await insert;
    }
  }
}

export async function countEmployees(db: Executor, companyId?: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(employees)
    .where(companyId ? eq(employees.company_id, companyId) : undefined);
  return row?.n ?? 0;
}

/**
 * Whose person this is, for an operator opening `/admin/employees/{id}` (no company in the URL):
 * the person's company, unless it is discarded (then nobody's, like a missing person).
 */
export async function findEmployeeCompany(db: Executor, id: number) {
  const [row] = await db
    .select({ id: employees.id, company_id: companies.id, company_name: companies.name })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.company_id))
    .where(and(eq(employees.id, id), isNull(companies.discarded_at)));
  return row ?? null;
}
