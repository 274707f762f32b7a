/**
 * Criteria sets (判定基準) that rank a result: the one in force for a company and diagnosis type,
 * the service's default rows, the versions of a company or of the service, and what ranked what.
 * A version's rules are never updated here; only its remark is.
 */
import { DEFAULT_CRITERIA } from '@mirume/shared/vital/criteria';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  companies,
  diagnosisSessions,
  employees,
  mirumevitalResults,
  musashinoCriteria,
  resultRankChanges,
} from '../schema/index.ts';
import type { DiagnosisTypeValue } from './exam.ts';

const c = musashinoCriteria;

/** Both drivers (PGlite and node-postgres) answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const r = mirumevitalResults;
const s = diagnosisSessions;

/**
 * The criteria set that ranks a company's result: the company's newest set of the type, else the
 * service default (company_id null). Null only when no default row exists yet.
 */
export async function findCurrentCriteria(db: Executor, companyId: number, type: DiagnosisTypeValue) {
  const [row] = await db
    .select({ id: c.id, rules: c.rules, company_id: c.company_id, version: c.version })
    .from(c)
    .where(and(eq(c.diagnosis_type, type), sql`(${c.company_id} = ${companyId} or ${c.company_id} is null)`))
    .orderBy(sql`${c.company_id} is null`, desc(c.version), desc(c.id))
    .limit(1);
  return row ?? null;
}

/** The newest default set of the type (the one in force for companies without their own). */
export async function findCurrentDefaultCriteria(db: Executor, type: DiagnosisTypeValue) {
  const [row] = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.diagnosis_type, type), isNull(c.company_id)))
    .orderBy(desc(c.version), desc(c.id))
    .limit(1);
  return row ?? null;
}

/**
 * Creates the service's default criteria rows (DEFAULT_CRITERIA) that are missing. Idempotent and
 * safe under concurrency: a transaction-scoped advisory lock lets one caller insert at a time.
 */
export async function ensureDefaultCriteria(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
  const existing = await tx.select({ type: c.diagnosis_type }).from(c).where(isNull(c.company_id));
  const have = new Set(existing.map((row) => row.type));
  for (const type of ['senkou', 'employee'] as const) {
    if (have.has(type)) continue;
    const set = DEFAULT_CRITERIA[type];
    await tx.insert(c).values({
      company_id: null,
      diagnosis_type: type,
      version: 1,
      name: set.name,
      rules: set.rules,
      remark: 'ミルメの標準の判定基準です。',
    });
  }
}

export const criteriaVersionColumns = {
  id: c.id,
  company_id: c.company_id,
  diagnosis_type: c.diagnosis_type,
  version: c.version,
  name: c.name,
  rules: c.rules,
  remark: c.remark,
  created_by_kind: c.created_by_kind,
  created_by_name: c.created_by_name,
  created_at: c.created_at,
};
export type CriteriaVersionRow = {
  id: number;
  company_id: number | null;
  diagnosis_type: DiagnosisTypeValue;
  version: number;
  name: string;
  rules: unknown;
  remark: string | null;
  created_by_kind: 'service' | 'company_admin' | 'system_admin';
  created_by_name: string;
  created_at: Date;
};

export async function findCriteriaVersion(db: Executor, id: number): Promise<CriteriaVersionRow | null> {
  const [row] = await db.select(criteriaVersionColumns).from(c).where(eq(c.id, id)).limit(1);
  return row ?? null;
}

/**
 * Versions, newest first: a company's own and the service's defaults (`companyId` a number and
 * `withDefaults`), a company's own only, or the service's only (`companyId` null).
 */
export async function listCriteriaVersions(
  db: Executor,
  p: {
    companyId: number | null;
    withDefaults: boolean;
    type?: DiagnosisTypeValue;
    page: number;
    per: number;
  },
) {
  const owner =
    p.companyId === null
      ? isNull(c.company_id)
      : p.withDefaults
        ? or(eq(c.company_id, p.companyId), isNull(c.company_id))
        : eq(c.company_id, p.companyId);
  const where = and(owner, p.type ? eq(c.diagnosis_type, p.type) : undefined);
  const [items, [total]] = await Promise.all([
    db
      .select(criteriaVersionColumns)
      .from(c)
      .where(where)
      .orderBy(sql`${c.company_id} is null`, asc(c.diagnosis_type), desc(c.version), desc(c.id))
      .limit(p.per)
      .offset((p.page - 1) * p.per),
    db.select({ n: count() }).from(c).where(where),
  ]);
  return { items: items as CriteriaVersionRow[], total: total?.n ?? 0 };
}

/**
 * Inserts the next version of a company's (or the service's) set of the type. Numbering is
 * serialised per owner and type by an advisory lock, so two saves never take the same number.
 */
export async function insertCriteriaVersion(
  tx: Executor,
  values: {
    company_id: number | null;
    diagnosis_type: DiagnosisTypeValue;
    name: string;
    rules: unknown;
    remark: string | null;
    created_by_kind: 'company_admin' | 'system_admin';
    created_by_company_admin_id?: number | null;
    created_by_system_admin_id?: number | null;
    created_by_name: string;
    created_at?: Date;
  },
): Promise<CriteriaVersionRow> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(727276, ${values.company_id ?? 0} * 2 + ${values.diagnosis_type === 'senkou' ? 0 : 1})`,
  );
  const [last] = await tx
    .select({ v: sql<number>`coalesce(max(${c.version}), 0)::int` })
    .from(c)
    .where(
      and(
        values.company_id === null ? isNull(c.company_id) : eq(c.company_id, values.company_id),
        eq(c.diagnosis_type, values.diagnosis_type),
      ),
    );
  const [row] = await tx
    .insert(c)
    .values({ ...values, version: (last?.v ?? 0) + 1 })
    .returning(criteriaVersionColumns);
  if (!row) throw new Error('criteria version was not inserted');
  return row as CriteriaVersionRow;
}

export async function updateCriteriaRemark(db: Executor, id: number, remark: string | null) {
  await db.update(c).set({ remark, updated_at: new Date() }).where(eq(c.id, id));
}

/** Locks a version row for the transaction (a delete checks its use under this lock). */
export async function lockCriteriaVersion(tx: Executor, id: number) {
  await tx.execute(sql`select ${c.id} from ${c} where ${c.id} = ${id} for update`);
}

export async function deleteCriteriaVersion(tx: Executor, id: number) {
  await tx.delete(c).where(eq(c.id, id));
}

/**
 * Per version: results it ranks now (of `companyId`, or of every company when null) and whether
 * it ever ranked one (a result still carries it, or a re-ranking started or ended on it).
 */
export async function criteriaUsage(db: Executor, ids: number[], companyId: number | null) {
  const usage = new Map<number, { results: number; used: boolean }>();
  if (ids.length === 0) return usage;
  const [counts, everUsed] = await Promise.all([
    db
      .select({ id: r.criteria_id, n: count() })
      .from(r)
      .innerJoin(s, eq(s.id, r.session_id))
      .where(
        and(
          inArray(r.criteria_id, ids),
          eq(s.status, 'completed'),
          companyId === null ? undefined : eq(r.company_id, companyId),
        ),
      )
      .groupBy(r.criteria_id),
    db.execute(sql`
      select v.cid as id from unnest(${sql.raw(`ARRAY[${ids.map(Number).join(',')}]::int[]`)}) as v(cid)
      where exists (select 1 from ${r} where ${r.criteria_id} = v.cid)
         or exists (select 1 from ${resultRankChanges} where ${resultRankChanges.from_criteria_id} = v.cid)`),
  ]);
  const used = new Set(rowsOf<{ id: number }>(everUsed).map((row) => Number(row.id)));
  for (const id of ids) usage.set(id, { results: 0, used: used.has(id) });
  for (const row of counts) if (row.id !== null) usage.set(row.id, { results: row.n, used: true });
  return usage;
}

/** Valid results a version ranks now, by rank (`companyId` null: every company). */
export async function rankCountsOf(db: Executor, criteriaId: number, companyId: number | null) {
  const rows = await db
    .select({ rank: r.rank, n: count() })
    .from(r)
    .innerJoin(s, eq(s.id, r.session_id))
    .where(
      and(
        eq(r.criteria_id, criteriaId),
        eq(s.status, 'completed'),
        companyId === null ? undefined : eq(r.company_id, companyId),
      ),
    )
    .groupBy(r.rank);
  return Object.fromEntries(rows.map((row) => [row.rank, row.n])) as Record<string, number>;
}

/** Stored valid results of the type that another version ranks (what a reflect would touch). */
export async function countResultsNotRankedBy(
  db: Executor,
  companyId: number,
  type: DiagnosisTypeValue,
  criteriaId: number,
) {
  const [row] = await db
    .select({ n: count() })
    .from(r)
    .innerJoin(s, eq(s.id, r.session_id))
    .where(
      and(
        eq(r.company_id, companyId),
        eq(r.diagnosis_type, type),
        eq(s.status, 'completed'),
        sql`${r.criteria_id} is distinct from ${criteriaId}`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * The people a version ranks now (one row per result), newest result first, with the rank the
 * result had before the version re-ranked it.
 */
export async function listPeopleRankedBy(
  db: Executor,
  companyId: number,
  criteriaId: number,
  p: { rank?: string; page: number; per: number },
) {
  const where = and(
    eq(r.company_id, companyId),
    eq(r.criteria_id, criteriaId),
    eq(s.status, 'completed'),
    p.rank ? sql`${r.rank} = ${p.rank}` : undefined,
  );
  const previous = sql<string | null>`(
    select ${resultRankChanges.from_rank} from ${resultRankChanges}
    where ${resultRankChanges.result_id} = ${r.id} and ${resultRankChanges.to_criteria_id} = ${criteriaId}
    order by ${resultRankChanges.created_at} desc, ${resultRankChanges.id} desc limit 1)`;
  const [items, [total]] = await Promise.all([
    db
      .select({
        result_id: r.id,
        employee_id: r.employee_id,
        employee_code: employees.employee_id,
        last_name: employees.last_name,
        first_name: employees.first_name,
        department: employees.department,
        rank: r.rank,
        previous_rank: previous,
        taken_at: r.taken_at,
      })
      .from(r)
      .innerJoin(s, eq(s.id, r.session_id))
      .innerJoin(employees, eq(employees.id, r.employee_id))
      .where(where)
      .orderBy(desc(r.taken_at), desc(r.id))
      .limit(p.per)
      .offset((p.page - 1) * p.per),
    db.select({ n: count() }).from(r).innerJoin(s, eq(s.id, r.session_id)).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** One stored result as the ranking sees it: its rank and version now and the T-scores a set reads. */
export interface RankingInput {
  id: number;
  company_id: number;
  employee_id: number;
  rank: string;
  criteria_id: number | null;
  t: Record<string, number | null>;
}

function tColumns(metrics: readonly string[]) {
  // Metric keys were validated against the enumerations; they are still sent as parameters.
  return sql.join(
    metrics.map((m, i) => sql`(${r.metrics} -> ${m} ->> 't')::float8 as ${sql.raw(`t${i}`)}`),
    sql`, `,
  );
}

/**
 * Valid stored results of the type for ranking, by id: a company's (optionally only those another
 * version ranks, after `afterId`, at most `limit`), or — for a default set's preview — the newest
 * `limit` results ranked by any default set.
 *
 * The rows come back as ONE text value ('id,company,employee,rank,criteria,t0,t1…;…') that is
 * split here: on the embedded database every returned row costs far more than the text it holds,
 * so 10,000 rows as one value read several times faster than 10,000 rows.
 */
export async function rankingInputs(
  db: Executor,
  p: {
    companyId: number | null;
    type: DiagnosisTypeValue;
    metrics: readonly string[];
    notRankedBy?: number;
    afterId?: number;
    limit?: number;
  },
): Promise<RankingInput[]> {
  const conditions: SQL[] = [sql`${r.diagnosis_type} = ${p.type}`, sql`${s.status} = 'completed'`];
  if (p.companyId !== null) conditions.push(sql`${r.company_id} = ${p.companyId}`);
  else conditions.push(sql`${r.criteria_id} in (select ${c.id} from ${c} where ${c.company_id} is null)`);
  if (p.notRankedBy !== undefined) conditions.push(sql`${r.criteria_id} is distinct from ${p.notRankedBy}`);
  if (p.afterId !== undefined) conditions.push(sql`${r.id} > ${p.afterId}`);
  const order = p.companyId === null ? sql`${r.id} desc` : sql`${r.id}`;
  const ts = p.metrics.map((m) => sql`coalesce((${r.metrics} -> ${m} ->> 't'), '')`);
  const line = sql.join(
    [
      sql`${r.id}`,
      sql`${r.company_id}`,
      sql`${r.employee_id}`,
      sql`${r.rank}`,
      sql`coalesce(${r.criteria_id}::text, '')`,
      ...ts,
    ],
    sql`, `,
  );
  const where = sql.join(conditions, sql` and `);
  const from = sql`from ${r} join ${s} on ${s.id} = ${r.session_id} where ${where}`;
  const result = await db.execute(
    p.limit
      ? sql`select string_agg(line, ';' order by id ${p.companyId === null ? sql`desc` : sql``}) as rows from (
          select concat_ws(',', ${line}) as line, ${r.id} as id ${from} order by ${order} limit ${p.limit}) q`
      : sql`select string_agg(concat_ws(',', ${line}), ';' order by ${order}) as rows ${from}`,
  );
  const text = rowsOf<{ rows: string | null }>(result)[0]?.rows;
  if (!text) return [];
  return text.split(';').map((row) => {
    const f = row.split(',');
    const t: Record<string, number | null> = {};
    p.metrics.forEach((m, i) => {
      const v = f[5 + i];
      t[m] = v === undefined || v === '' ? null : Number(v);
    });
    return {
      id: Number(f[0]),
      company_id: Number(f[1]),
      employee_id: Number(f[2]),
      rank: f[3] as string,
      criteria_id: f[4] ? Number(f[4]) : null,
      t,
    };
  });
}

export interface RankChange {
  resultId: number;
  rank: string;
  rankRule: unknown;
  criteriaId: number;
}

/**
 * THE one place a stored result's rank changes after it was scored: sets the rank, its explanation
 * and the version on each result and records, in the same statement, the rank, explanation and
 * version it had before (result_rank_changes). Anything derived from a result's rank (a person's
 * latest-result columns, caches) is to be updated here. Call inside a transaction.
 */
export async function applyRankChanges(
  tx: Executor,
  changes: readonly RankChange[],
  reflectId: string | null,
): Promise<void> {
  if (changes.length === 0) return;
  // Every WITH part reads the same snapshot, so `before` sees the rows as they were before
  // `updated` changed them (no FOR UPDATE there: a row locked and updated by one statement is
  // skipped by one of the two).
  const rows = sql.join(
    changes.map(
      (ch) =>
        sql`(${ch.resultId}::int, ${ch.rank}::text, ${JSON.stringify(ch.rankRule)}::jsonb, ${ch.criteriaId}::int)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    with input(id, rank, rank_rule, criteria_id) as (values ${rows}),
    before as (
      select ${r.id} as id, ${r.company_id} as company_id, ${r.employee_id} as employee_id,
        ${r.rank} as rank, ${r.rank_rule} as rank_rule, ${r.criteria_id} as criteria_id
      from ${r} join input on input.id = ${r.id}
    ),
    updated as (
      update ${r} set rank = input.rank, rank_rule = input.rank_rule, criteria_id = input.criteria_id
      from input where ${r.id} = input.id
      returning ${r.id} as id
    )
    insert into ${resultRankChanges}
      (company_id, employee_id, result_id, reflect_id, from_rank, from_criteria_id, from_rank_rule, to_rank, to_criteria_id)
    select before.company_id, before.employee_id, before.id, ${reflectId}::uuid, before.rank,
      before.criteria_id, before.rank_rule, input.rank, input.criteria_id
    from before join input on input.id = before.id join updated on updated.id = before.id`);
}

/** A result's earlier ranks, newest first, with the versions before and after. */
export async function listRankChangesOfResult(db: Executor, companyId: number, resultId: number) {
  const from = sql`(select concat_ws(chr(9), ${c.version}, ${c.name}) from ${c} where ${c.id} = ${resultRankChanges.from_criteria_id})`;
  const to = sql`(select concat_ws(chr(9), ${c.version}, ${c.name}) from ${c} where ${c.id} = ${resultRankChanges.to_criteria_id})`;
  return db
    .select({
      from_rank: resultRankChanges.from_rank,
      to_rank: resultRankChanges.to_rank,
      from_criteria: sql<string | null>`${from}`,
      to_criteria: sql<string | null>`${to}`,
      created_at: resultRankChanges.created_at,
    })
    .from(resultRankChanges)
    .where(and(eq(resultRankChanges.company_id, companyId), eq(resultRankChanges.result_id, resultId)))
    .orderBy(desc(resultRankChanges.created_at), desc(resultRankChanges.id))
    .limit(20);
}

/** The version a result was ranked by, for the person's page. */
export async function findCriteriaOfResult(db: Executor, criteriaId: number | null) {
  if (criteriaId === null) return null;
  const [row] = await db
    .select({ id: c.id, version: c.version, name: c.name, company_id: c.company_id })
    .from(c)
    .where(eq(c.id, criteriaId));
  return row ?? null;
}

/** Each person's newest valid result (either type), T-scores of `metrics`, for a recommendation group. */
export async function latestTScoresOfPeople(
  db: Executor,
  companyId: number,
  employeeIds: number[],
  metrics: readonly string[],
) {
  if (employeeIds.length === 0) return [];
  const ids = sql.raw(`ARRAY[${employeeIds.map(Number).join(',')}]::int[]`);
  const result = await db.execute(sql`
    select distinct on (${r.employee_id}) ${r.employee_id} as employee_id, ${tColumns(metrics)}
    from ${r} join ${s} on ${s.id} = ${r.session_id}
    where ${r.company_id} = ${companyId} and ${r.employee_id} = any(${ids}) and ${s.status} = 'completed'
    order by ${r.employee_id}, ${r.taken_at} desc, ${r.id} desc`);
  return rowsOf<Record<string, unknown>>(result).map((row) =>
    Object.fromEntries(
      metrics.map((m, i) => {
        const v = row[`t${i}`];
        return [m, v === null || v === undefined ? null : Number(v)];
      }),
    ),
  ) as Record<string, number | null>[];
}

/** The company's employees among `ids`, or the employees of a unit and its sub-units. */
export async function employeeIdsOfGroup(
  db: Executor,
  companyId: number,
  p: { employeeIds?: number[]; unitId?: number },
) {
  if (p.unitId !== undefined) {
    const result = await db.execute(sql`
      with recursive units(id) as (
        select id from organization_charts where company_id = ${companyId} and id = ${p.unitId}
        union all
        select o.id from organization_charts o join units u on o.parent_id = u.id where o.company_id = ${companyId}
      )
      select e.id from employees e where e.company_id = ${companyId} and e.organization_chart_id in (select id from units)`);
    return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
  }
  if (!p.employeeIds?.length) return [];
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.company_id, companyId), inArray(employees.id, p.employeeIds)));
  return rows.map((row) => row.id);
}

/** Whether `id` is a unit of the company's organization chart. */
export async function companyHasUnit(db: Executor, companyId: number, id: number) {
  const result = await db.execute(
    sql`select id from organization_charts where company_id = ${companyId} and id = ${id}`,
  );
  return rowsOf<{ id: number }>(result).length > 0;
}

/** Names and dates of some results' people (the preview's list of changes). */
export async function peopleOfResults(db: Executor, companyIds: number | null, resultIds: number[]) {
  if (resultIds.length === 0) return [];
  return db
    .select({
      result_id: r.id,
      employee_id: r.employee_id,
      last_name: employees.last_name,
      first_name: employees.first_name,
      taken_at: r.taken_at,
    })
    .from(r)
    .innerJoin(employees, eq(employees.id, r.employee_id))
    .where(and(inArray(r.id, resultIds), companyIds === null ? undefined : eq(r.company_id, companyIds)));
}

/** Whether the company exists (an operator's per-company criteria call on any other id is 404). */
export async function criteriaCompanyExists(db: Executor, companyId: number) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return Boolean(row);
}
