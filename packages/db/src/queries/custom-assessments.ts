/**
 * Custom assessments (marcopolo): a company's definitions, their results per person, and the
 * parts of the people and diagnosis lists that filter and order by an assessment's latest result.
 */
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { keptPrepared } from '../prepared.ts';
import { customAssessmentResults, customAssessments, employees } from '../schema/index.ts';
import { idIn } from './system.ts';

const a = customAssessments;
const r = customAssessmentResults;

export type CustomAssessmentRow = typeof a.$inferSelect & { result_count: number };
export type CustomAssessmentWritable = Omit<
  typeof a.$inferInsert,
  'id' | 'company_id' | 'created_at' | 'updated_at'
>;

/** The company's assessments in display order, with how many results each has. */
export async function listCustomAssessments(db: Executor, companyId: number): Promise<CustomAssessmentRow[]> {
  const counts = db
    .select({
      assessment_id: r.assessment_id,
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(r)
    .where(eq(r.company_id, companyId))
    .groupBy(r.assessment_id)
    .as('counts');
  const rows = await db
    .select({ a, n: counts.n })
    .from(a)
    .leftJoin(counts, eq(counts.assessment_id, a.id))
    .where(eq(a.company_id, companyId))
    .orderBy(asc(a.position), asc(a.id));
  return rows.map((row) => ({ ...row.a, result_count: row.n ?? 0 }));
}

/**
 * The enabled assessments marked as list columns, in display order: what every list page and
 * export needs of them, without the result counts of listCustomAssessments (an aggregate over all
 * of the company's results, on every page).
 */
export async function listColumnAssessments(db: Executor, companyId: number) {
  return db
    .select(listColumnFields)
    .from(a)
    .where(listColumnOf(companyId))
    .orderBy(...listColumnOrder);
}

/** What a list column is made of, which assessments are list columns, and their order. */
const listColumnFields = {
  id: a.id,
  name: a.name,
  kind: a.kind,
  unit: a.unit,
  min_value: a.min_value,
  max_value: a.max_value,
  decimals: a.decimals,
  choices: a.choices,
};
const listColumnOf = (companyId: number) =>
  and(eq(a.company_id, companyId), eq(a.enabled, true), eq(a.list_column, true));
const listColumnOrder = [asc(a.position), asc(a.id)];

export async function insertCustomAssessment(
  db: Executor,
  companyId: number,
  values: CustomAssessmentWritable,
) {
  const [row] = await db
    .insert(a)
    .values({ ...values, company_id: companyId })
    .returning({ id: a.id });
  return row?.id as number;
}

export async function updateCustomAssessment(
  db: Executor,
  companyId: number,
  id: number,
  values: CustomAssessmentWritable,
) {
  await db
    .update(a)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(a.company_id, companyId), eq(a.id, id)));
}

export async function deleteCustomAssessments(db: Executor, companyId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(a).where(and(eq(a.company_id, companyId), inArray(a.id, ids)));
}

/** Serialises changes to one company's settings (taken at the start of each change). */
export async function lockCustomAssessmentSettings(db: Executor, companyId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${7_016_000_000 + companyId})`);
}

export interface CustomResultWritable {
  assessment_id: number;
  employee_id: number;
  assessed_on: string;
  value_text: string;
  value_number: number | null;
  source: string;
}

/** Keys `assessment:employee:date` of `rows` that already have a result. */
export async function existingCustomResultKeys(
  db: Executor,
  companyId: number,
  employeeIds: number[],
): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < employeeIds.length; i += 2000) {
    const chunk = employeeIds.slice(i, i + 2000);
    const rows = await db
      .select({ a: r.assessment_id, e: r.employee_id, d: r.assessed_on })
      .from(r)
      .where(and(eq(r.company_id, companyId), inArray(r.employee_id, chunk)));
    for (const row of rows) out.add(`${row.a}:${row.e}:${row.d}`);
  }
  return out;
}

/**
 * Writes results in multi-row statements (caller's transaction). `replace` overwrites the result
 * of the same person, assessment and day; `add` lets such a row fail the statement (the caller
 * has checked, so only a concurrent import meets it, and everything rolls back).
 */
export async function bulkWriteCustomResults(
  db: Executor,
  companyId: number,
  rows: CustomResultWritable[],
  mode: 'add' | 'replace',
  chunkSize = 5000,
) {
  // One JSON parameter per chunk (json_to_recordset) rather than a multi-row VALUES list of
  // 7 parameters a row: binding and planning 35,000 parameters cost more than the insert itself.
  for (let i = 0; i < rows.length; i += chunkSize) {
    const chunk = JSON.stringify(rows.slice(i, i + chunkSize));
    const conflict =
      mode === 'replace'
        ? sql`on conflict (assessment_id, employee_id, assessed_on) do update set value_text = excluded.value_text, value_number = excluded.value_number, source = excluded.source, updated_at = now()`
        : sql``;
    await db.execute(sql`
      insert into ${r} (company_id, assessment_id, employee_id, assessed_on, value_text, value_number, source)
      select ${companyId}, x.assessment_id, x.employee_id, x.assessed_on, x.value_text, x.value_number, x.source
      from json_to_recordset(${chunk}::json)
        as x(assessment_id int, employee_id int, assessed_on date, value_text text, value_number float8, source text)
      ${conflict}`);
  }
}

/** A person's results, newest first, with their assessment. */
export async function personCustomResults(db: Executor, companyId: number, employeeId: number) {
  return db
    .select({
      id: r.id,
      assessment_id: r.assessment_id,
      assessment_name: a.name,
      kind: a.kind,
      unit: a.unit,
      value: r.value_text,
      assessed_on: r.assessed_on,
      source: r.source,
      created_at: r.created_at,
    })
    .from(r)
    .innerJoin(a, eq(a.id, r.assessment_id))
    .where(and(eq(r.company_id, companyId), eq(r.employee_id, employeeId)))
    .orderBy(desc(r.assessed_on), asc(a.position), desc(r.id));
}

/** Deletes one result of the person; false when there is none (another company's, missing). */
export async function deleteCustomResult(db: Executor, companyId: number, employeeId: number, id: number) {
  const rows = await db
    .delete(r)
    .where(and(eq(r.company_id, companyId), eq(r.employee_id, employeeId), eq(r.id, id)))
    .returning({ id: r.id });
  return rows.length > 0;
}

/**
 * The list columns (as listColumnAssessments) and each person's latest value of each (the newest
 * 実施日, then the newest row), for the people of a list's page or an export.
 */
export async function listColumnsWithLatest(db: Executor, companyId: number, employeeIds: number[]) {
  // One statement: each list column with each person's latest value of it (a lateral read of that
  // assessment's results of these people), instead of the columns and then their results.
  const latest = db
    .selectDistinctOn([r.employee_id], {
      employee_id: sql<number>`${r.employee_id}`.as('latest_employee_id'),
      value: sql<string>`${r.value_text}`.as('latest_value'),
      assessed_on: sql<string>`${r.assessed_on}`.as('latest_assessed_on'),
    })
    .from(r)
    .where(and(eq(r.company_id, companyId), eq(r.assessment_id, a.id), idIn(r.employee_id, employeeIds)))
    .orderBy(r.employee_id, desc(r.assessed_on), desc(r.id))
    .as('latest');
  // By the people's ids: kept prepared on the embedded database (prepared.ts).
  const rows = await keptPrepared(() =>
    db
      .select({
        ...listColumnFields,
        employee_id: latest.employee_id,
        value: latest.value,
        assessed_on: latest.assessed_on,
      })
      .from(a)
      .leftJoinLateral(latest, sql`true`)
      .where(listColumnOf(companyId))
      .orderBy(...listColumnOrder),
  );
  const columns: Awaited<ReturnType<typeof listColumnAssessments>> = [];
  const values = new Map<number, Map<number, { value: string; assessed_on: string }>>();
  for (const { employee_id, value, assessed_on, ...column } of rows) {
    if (columns.at(-1)?.id !== column.id) columns.push(column);
    if (employee_id === null) continue;
    const of = values.get(employee_id) ?? new Map();
    of.set(column.id, { value, assessed_on });
    values.set(employee_id, of);
  }
  return { columns, latest: values };
}

// ---- the lists' custom part (people list and diagnosis list) ---------------------------------

export interface CustomListParams {
  custom_id?: number | null;
  custom_min?: number | null;
  custom_max?: number | null;
  custom_values?: string[];
  custom_sort_id?: number | null;
}

/** The person's latest result of an assessment: one index lookup per person. */
const latestOf = (assessmentId: number, column: 'value_number' | 'value_text') =>
  sql`(select ${sql.identifier(column)} from ${r} where ${r.employee_id} = ${employees.id} and ${r.assessment_id} = ${assessmentId} order by ${r.assessed_on} desc, ${r.id} desc limit 1)`;

/** The custom filter's condition (people with a latest result in range / among the values). */
export function customListFilter(p: CustomListParams): SQL | undefined {
  if (!p.custom_id) return undefined;
  const hasRange = p.custom_min != null || p.custom_max != null;
  const values = p.custom_values ?? [];
  if (!hasRange && values.length === 0) return undefined;
  return and(
    p.custom_min != null ? sql`${latestOf(p.custom_id, 'value_number')} >= ${p.custom_min}` : undefined,
    p.custom_max != null ? sql`${latestOf(p.custom_id, 'value_number')} <= ${p.custom_max}` : undefined,
    values.length
      ? sql`${latestOf(p.custom_id, 'value_text')} in (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`
      : undefined,
  );
}

/**
 * The order by an assessment's latest result (numbers, ranks best-first, pass before fail; free
 * text by its text), people without one last either way; null when the list is not so ordered.
 */
export function customListOrder(p: CustomListParams & { order: 'asc' | 'desc' }): SQL[] | null {
  if (!p.custom_sort_id) return null;
  const dir = sql.raw(p.order === 'asc' ? 'asc' : 'desc');
  // One index lookup per person: the latest result's (number, text) as a record, compared field by
  // field (free text has no number, so its text decides); no result → null, last either way.
  const latest = sql`(select row(${r.value_number}, ${r.value_text}) from ${r} where ${r.employee_id} = ${employees.id} and ${r.assessment_id} = ${p.custom_sort_id} order by ${r.assessed_on} desc, ${r.id} desc limit 1)`;
  return [sql`${latest} ${dir} nulls last`, p.order === 'asc' ? asc(employees.id) : desc(employees.id)];
}

/** How many results the company has (the demo seed and tests). */
export async function countCustomResults(db: Executor, companyId: number) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(r).where(eq(r.company_id, companyId));
  return row?.n ?? 0;
}
