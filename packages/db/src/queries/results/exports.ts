/**
 * Results read for the CSV exports. Like the other result reads, only results of completed
 * sessions count (a voided session's result is kept for its flags but is nobody's result).
 *
 * The bulk reads are keyset pages: each call answers at most `limit` rows after a cursor, so an
 * export of 10,000 results runs 20 small queries instead of holding one large result set. An export
 * fixes the newest result id when it starts (`maxResultId`) and never reads past it, so results
 * stored during a long download do not shift the pages.
 */
import { and, asc, desc, eq, gte, inArray, like, lte, max, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../client.ts';
import { diagnosisSessions, employees, mirumevitalResults } from '../../schema/index.ts';
import type { DiagnosisTypeValue } from '../exam.ts';
import { likePattern } from '../system.ts';
import { mirumevitalResultColumns } from './latest.ts';

const r = mirumevitalResults;
const s = diagnosisSessions;

/** Every column a CSV row and the ZMirumevitalResult shape need: result, session device, person. */
const exportColumns = {
  ...mirumevitalResultColumns,
  employee_number: employees.employee_id,
  last_name: employees.last_name,
  first_name: employees.first_name,
  kana_last_name: employees.kana_last_name,
  kana_first_name: employees.kana_first_name,
  employment_type: employees.employment_type,
  department: employees.department,
  email: employees.email,
};
function exportSelect(db: Executor) {
  return db
    .select(exportColumns)
    .from(r)
    .innerJoin(s, eq(s.id, r.session_id))
    .innerJoin(employees, eq(employees.id, r.employee_id));
}

/** A result row of an export: the result, the session's device and the person. */
export type ExportResultRow = Awaited<ReturnType<typeof exportSelect>>[number];

/** One result of the company with its person and device, or null (missing, other type, voided). */
export async function findExportResult(
  db: Executor,
  companyId: number,
  resultId: number,
  filter: { employeeId?: number; type?: DiagnosisTypeValue } = {},
): Promise<ExportResultRow | null> {
  const [row] = await exportSelect(db).where(
    and(
      eq(r.company_id, companyId),
      eq(r.id, resultId),
      eq(s.status, 'completed'),
      filter.employeeId === undefined ? undefined : eq(r.employee_id, filter.employeeId),
      filter.type === undefined ? undefined : eq(r.diagnosis_type, filter.type),
    ),
  );
  return row ?? null;
}

/** The newest result id of the company (0 without results): the upper bound of one export. */
export async function maxResultId(db: Executor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(r.id) })
    .from(r)
    .where(eq(r.company_id, companyId));
  return row?.id ?? 0;
}

export interface ResultExportFilter {
  type: DiagnosisTypeValue;
  /** Inclusive bounds of taken_at. */
  takenFrom?: Date | null;
  takenTo?: Date | null;
  rank?: string | null;
  employmentType?: (typeof employees.employment_type.enumValues)[number] | null;
  q?: string | null;
  ids?: readonly number[] | null;
}

/** Name, kana or employee number, as the employee list searches them (spaces ignored). */
function personSearch(q: string | null | undefined): SQL | undefined {
  const compact = q?.replace(/[\s\u3000]+/g, '');
  if (!compact) return undefined;
  const pattern = likePattern(compact);
  return or(
    like(sql`(${employees.last_name} || ${employees.first_name})`, pattern),
    like(sql`(${employees.kana_last_name} || ${employees.kana_first_name})`, pattern),
    like(sql`upper(${employees.employee_id})`, likePattern(compact.toUpperCase())),
  );
}

/** Where the next page starts: the last row's taken_at (as exact text) and id. */
export interface ResultCursor {
  takenAt: string;
  id: number;
}

/**
 * One page of results matching the filter, newest test first (taken_at desc, id desc), after
 * `cursor`, up to `upToId`. Answers the rows and the cursor of the next page (null at the end).
 */
export async function pageExportResults(
  db: Executor,
  companyId: number,
  filter: ResultExportFilter,
  upToId: number,
  cursor: ResultCursor | null,
  limit: number,
): Promise<{ rows: ExportResultRow[]; next: ResultCursor | null }> {
  const rows = await db
    .select({ ...exportColumns, cursor_taken_at: sql<string>`${r.taken_at}::text` })
    .from(r)
    .innerJoin(s, eq(s.id, r.session_id))
    .innerJoin(employees, eq(employees.id, r.employee_id))
    .where(
      and(
        eq(r.company_id, companyId),
        eq(r.diagnosis_type, filter.type),
        eq(s.status, 'completed'),
        lte(r.id, upToId),
        filter.takenFrom ? gte(r.taken_at, filter.takenFrom) : undefined,
        filter.takenTo ? lte(r.taken_at, filter.takenTo) : undefined,
        filter.rank ? eq(r.rank, filter.rank as ExportResultRow['rank']) : undefined,
        filter.employmentType ? eq(employees.employment_type, filter.employmentType) : undefined,
        filter.ids?.length ? inArray(r.id, [...filter.ids]) : undefined,
        personSearch(filter.q),
        cursor ? sql`(${r.taken_at}, ${r.id}) < (${cursor.takenAt}::timestamptz, ${cursor.id})` : undefined,
      ),
    )
    .orderBy(desc(r.taken_at), desc(r.id))
    .limit(limit);
  const last = rows.at(-1);
  return {
    rows: rows.map(({ cursor_taken_at: _, ...row }) => row),
    next: last && rows.length === limit ? { takenAt: last.cursor_taken_at, id: last.id } : null,
  };
}

/** Where the next page by person starts: the last row's employee number, person, taken_at and id. */
export interface PersonResultCursor {
  employeeNumber: string;
  employeeId: number;
  takenAt: string;
  id: number;
}

/**
 * One page of the type's results ordered by person (employee number, then person id) and, within
 * a person, newest test first, after `cursor`, up to `upToId`. A person's results are contiguous,
 * so a reader can take each person's first rows as their latest and previous results. The same
 * single-table scan as pageExportResults: without planner statistics a per-person lookup (IN list
 * or EXISTS) is planned as nested loops that cost seconds on 10,000 results.
 */
export async function pageResultsByPerson(
  db: Executor,
  companyId: number,
  type: DiagnosisTypeValue,
  upToId: number,
  cursor: PersonResultCursor | null,
  limit: number,
): Promise<{ rows: ExportResultRow[]; next: PersonResultCursor | null }> {
  const rows = await db
    .select({ ...exportColumns, cursor_taken_at: sql<string>`${r.taken_at}::text` })
    .from(r)
    .innerJoin(s, eq(s.id, r.session_id))
    .innerJoin(employees, eq(employees.id, r.employee_id))
    .where(
      and(
        eq(r.company_id, companyId),
        eq(r.diagnosis_type, type),
        eq(s.status, 'completed'),
        lte(r.id, upToId),
        cursor
          ? sql`((${employees.employee_id}, ${r.employee_id}) > (${cursor.employeeNumber}, ${cursor.employeeId})
              or ((${employees.employee_id}, ${r.employee_id}) = (${cursor.employeeNumber}, ${cursor.employeeId})
                and (${r.taken_at}, ${r.id}) < (${cursor.takenAt}::timestamptz, ${cursor.id})))`
          : undefined,
      ),
    )
    .orderBy(asc(employees.employee_id), asc(r.employee_id), desc(r.taken_at), desc(r.id))
    .limit(limit);
  const last = rows.at(-1);
  return {
    rows: rows.map(({ cursor_taken_at: _, ...row }) => row),
    next:
      last && rows.length === limit
        ? {
            employeeNumber: last.employee_number,
            employeeId: last.employee_id,
            takenAt: last.cursor_taken_at,
            id: last.id,
          }
        : null,
  };
}
