/**
 * Third-party assessment results (HCI-AS, EMERGENETICS, energizer): one table per instrument with
 * the same columns (HCI adds its verdict and check state). Every read and write is scoped to the
 * company; the person's sheet is a stored file (left joined for its name, type and size).
 */
import type { AssessmentInstrument } from '@mirume/shared/assessments';
import type { CheckState, HciResult } from '@mirume/shared/enums';
import { and, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  assessmentOcrJobs,
  diagnosisSessions,
  emergeneticResults,
  energizerResults,
  hciResults,
  mirumevitalResults,
  storedFiles,
} from '../schema/index.ts';

type HciResultValue = (typeof HciResult.values)[number];
type CheckStateValue = (typeof CheckState.values)[number];

const TABLES = {
  hci: hciResults,
  emergenetic: emergeneticResults,
  energizer: energizerResults,
} as const;

/**
 * The columns every instrument's table shares, typed once. HCI's table has two more columns
 * (`result`, `check_state`); a select of the whole table answers them at run time too.
 */
type ResultTable = typeof energizerResults;
const tableOf = (instrument: AssessmentInstrument) => TABLES[instrument] as unknown as ResultTable;

export type AssessmentRow = ResultTable['$inferSelect'] & {
  result?: HciResultValue;
  check_state?: CheckStateValue;
};

/** A record with its sheet's file facts (null without a sheet). */
export interface AssessmentRowWithSheet {
  row: AssessmentRow;
  sheet: { file_id: number; file_name: string; content_type: string; size_bytes: number | null } | null;
}

export interface AssessmentWritable {
  taken_on: string;
  provider: string;
  remark: string | null;
  scores: Record<string, number>;
  entry_method: 'manual' | 'ocr';
  updated_by_name: string | null;
  /** HCI only. */
  result?: HciResultValue;
  check_state?: CheckStateValue;
}

async function selectWithSheet(db: Executor, instrument: AssessmentInstrument, where: SQL | undefined) {
  const t = tableOf(instrument);
  const rows = await db
    .select({
      row: t,
      file_id: storedFiles.id,
      file_name: storedFiles.original_file_name,
      content_type: storedFiles.content_type,
      size_bytes: storedFiles.size_bytes,
    })
    .from(t)
    .leftJoin(storedFiles, eq(storedFiles.id, t.sheet_file_id))
    .where(where)
    .orderBy(desc(t.taken_on), desc(t.id));
  return rows.map(
    (r): AssessmentRowWithSheet => ({
      row: r.row as AssessmentRow,
      sheet:
        r.file_id === null || r.file_name === null || r.content_type === null
          ? null
          : {
              file_id: r.file_id,
              file_name: r.file_name,
              content_type: r.content_type,
              size_bytes: r.size_bytes,
            },
    }),
  );
}

/** Every result of the person, newest 受検日 first. */
export function listAssessmentRows(
  db: Executor,
  instrument: AssessmentInstrument,
  companyId: number,
  employeeId: number,
) {
  const t = tableOf(instrument);
  return selectWithSheet(db, instrument, and(eq(t.company_id, companyId), eq(t.employee_id, employeeId)));
}

/** The newest result of the person, or null. */
export async function latestAssessmentRow(
  db: Executor,
  instrument: AssessmentInstrument,
  companyId: number,
  employeeId: number,
) {
  const [first] = await listAssessmentRows(db, instrument, companyId, employeeId);
  return first ?? null;
}

/** One result of the person in the company, or null. */
export async function findAssessmentRow(
  db: Executor,
  instrument: AssessmentInstrument,
  companyId: number,
  employeeId: number,
  id: number,
) {
  const t = tableOf(instrument);
  const [found] = await selectWithSheet(
    db,
    instrument,
    and(eq(t.company_id, companyId), eq(t.employee_id, employeeId), eq(t.id, id)),
  );
  return found ?? null;
}

/** The row of a result, locked for the rest of the transaction. */
export async function lockAssessmentRow(
  db: Executor,
  instrument: AssessmentInstrument,
  companyId: number,
  employeeId: number,
  id: number,
): Promise<AssessmentRow | undefined> {
  const t = tableOf(instrument);
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.company_id, companyId), eq(t.employee_id, employeeId), eq(t.id, id)))
    .for('update');
  return row as AssessmentRow | undefined;
}

/** Whether the person already has a result taken that day (other than `exceptId`). */
export async function assessmentDateTaken(
  db: Executor,
  instrument: AssessmentInstrument,
  employeeId: number,
  takenOn: string,
  exceptId?: number,
) {
  const t = tableOf(instrument);
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.employee_id, employeeId),
        eq(t.taken_on, takenOn),
        exceptId === undefined ? undefined : ne(t.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertAssessmentRow(
  db: Executor,
  instrument: AssessmentInstrument,
  companyId: number,
  employeeId: number,
  values: AssessmentWritable,
): Promise<number> {
  const t = tableOf(instrument);
  const [row] = await db
    .insert(t)
    .values({ ...values, company_id: companyId, employee_id: employeeId } as ResultTable['$inferInsert'])
    .returning({ id: t.id });
  if (!row) throw new Error('assessment result not inserted');
  return row.id;
}

export async function updateAssessmentRow(
  db: Executor,
  instrument: AssessmentInstrument,
  companyId: number,
  id: number,
  values: AssessmentWritable,
) {
  const t = tableOf(instrument);
  await db
    .update(t)
    .set({ ...values, updated_at: new Date() } as Partial<ResultTable['$inferInsert']>)
    .where(and(eq(t.company_id, companyId), eq(t.id, id)));
}

/** Points the result at its sheet (null: no sheet). */
export async function setAssessmentSheet(
  db: Executor,
  instrument: AssessmentInstrument,
  companyId: number,
  id: number,
  sheetFileId: number | null,
) {
  const t = tableOf(instrument);
  await db
    .update(t)
    .set({ sheet_file_id: sheetFileId })
    .where(and(eq(t.company_id, companyId), eq(t.id, id)));
}

export async function deleteAssessmentRow(
  db: Executor,
  instrument: AssessmentInstrument,
  companyId: number,
  id: number,
) {
  const t = tableOf(instrument);
  await db.delete(t).where(and(eq(t.company_id, companyId), eq(t.id, id)));
}

export async function setHciCheckState(
  db: Executor,
  companyId: number,
  id: number,
  checkState: CheckStateValue,
  updatedByName: string | null,
) {
  await db
    .update(hciResults)
    .set({ check_state: checkState, updated_by_name: updatedByName, updated_at: new Date() })
    .where(and(eq(hciResults.company_id, companyId), eq(hciResults.id, id)));
}

/** Every 受検日 of the person, newest first. */
export async function assessmentDates(
  db: Executor,
  instrument: AssessmentInstrument,
  companyId: number,
  employeeId: number,
): Promise<string[]> {
  const t = tableOf(instrument);
  const rows = await db
    .select({ taken_on: t.taken_on })
    .from(t)
    .where(and(eq(t.company_id, companyId), eq(t.employee_id, employeeId)))
    .orderBy(desc(t.taken_on));
  return rows.map((r) => r.taken_on);
}

/**
 * The stored files that go with a person: the sheets of their results (every instrument), the
 * sheets of their reading jobs, and the files attached to the person's own record. Deleting the
 * person removes these rows and objects in the same transaction.
 */
export async function personStoredFiles(db: Executor, companyId: number, employeeId: number) {
  const ids = new Set<number>();
  const attached: SQL[] = [
    and(eq(storedFiles.record_type, 'employee'), eq(storedFiles.record_id, employeeId)) as SQL,
  ];
  for (const instrument of Object.keys(TABLES) as AssessmentInstrument[]) {
    const t = tableOf(instrument);
    const rows = await db
      .select({ id: t.id, sheet: t.sheet_file_id })
      .from(t)
      .where(and(eq(t.company_id, companyId), eq(t.employee_id, employeeId)));
    for (const r of rows) if (r.sheet !== null) ids.add(r.sheet);
    if (rows.length > 0)
      attached.push(
        and(
          eq(storedFiles.record_type, instrument),
          inArray(
            storedFiles.record_id,
            rows.map((r) => r.id),
          ),
        ) as SQL,
      );
  }
  const jobs = await db
    .select({ id: assessmentOcrJobs.sheet_file_id })
    .from(assessmentOcrJobs)
    .where(and(eq(assessmentOcrJobs.company_id, companyId), eq(assessmentOcrJobs.employee_id, employeeId)));
  for (const j of jobs) ids.add(j.id);
  const idList = [...ids];
  return db
    .select({ id: storedFiles.id, key: storedFiles.key })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.company_id, companyId),
        or(idList.length > 0 ? inArray(storedFiles.id, idList) : undefined, ...attached),
      ),
    )
    .for('update');
}

/**
 * The stored files of one result: its sheet and anything attached to it through the files API,
 * locked (they are removed with the result).
 */
export async function recordStoredFiles(
  db: Executor,
  instrument: AssessmentInstrument,
  companyId: number,
  recordId: number,
  sheetFileId: number | null,
) {
  return db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.company_id, companyId),
        or(
          sheetFileId === null ? undefined : eq(storedFiles.id, sheetFileId),
          and(eq(storedFiles.record_type, instrument), eq(storedFiles.record_id, recordId)),
        ),
      ),
    )
    .for('update');
}

/** The person a result belongs to (in the company), or null. */
export async function assessmentOwner(
  db: Executor,
  instrument: AssessmentInstrument,
  companyId: number,
  id: number,
): Promise<number | null> {
  const t = tableOf(instrument);
  const [row] = await db
    .select({ employee_id: t.employee_id })
    .from(t)
    .where(and(eq(t.company_id, companyId), eq(t.id, id)));
  return row?.employee_id ?? null;
}

/**
 * The person's mirumevital results of completed sessions with their metrics, newest first (the
 * musashino energizer reads its questionnaire T-scores from them).
 */
export async function questionnaireResultsOf(db: Executor, companyId: number, employeeId: number) {
  return db
    .select({
      id: mirumevitalResults.id,
      diagnosis_type: mirumevitalResults.diagnosis_type,
      metrics: mirumevitalResults.metrics,
      taken_at: mirumevitalResults.taken_at,
    })
    .from(mirumevitalResults)
    .innerJoin(diagnosisSessions, eq(diagnosisSessions.id, mirumevitalResults.session_id))
    .where(
      and(
        eq(mirumevitalResults.company_id, companyId),
        eq(mirumevitalResults.employee_id, employeeId),
        eq(diagnosisSessions.status, 'completed'),
      ),
    )
    .orderBy(desc(mirumevitalResults.taken_at), desc(mirumevitalResults.id));
}

/** A stored file by id (locked for the rest of the transaction unless `lock` is false). */
export async function storedSheetById(db: Executor, id: number, lock = true) {
  const query = db.select().from(storedFiles).where(eq(storedFiles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
