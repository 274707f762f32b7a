/**
 * Reading third-party assessment results (HCI-AS, EMERGENETICS, energizer): a person's results,
 * one result, the 受検日 taken. Every role of the company reads them (like the person's page); a
 * person or result of another company answers 404.
 */
import {
  type AssessmentRowWithSheet,
  assessmentDates,
  type Executor,
  findAssessmentRow,
  listAssessmentRows,
  resultOwnerExists,
} from '@mirume/db';
import {
  ASSESSMENT_DEFS,
  ASSESSMENT_MESSAGES,
  type AssessmentInstrument,
  groupScore,
  type TAssessmentRecord,
} from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';

const iso = (v: Date) => v.toISOString();

/** The API shape of a stored result. */
export function toAssessmentRecord(
  instrument: AssessmentInstrument,
  { row, sheet }: AssessmentRowWithSheet,
): TAssessmentRecord {
  const base = {
    id: row.id,
    employee_id: row.employee_id,
    taken_on: row.taken_on,
    provider: row.provider,
    remark: row.remark,
    scores: row.scores,
    sheet,
    entry_method: row.entry_method,
    updated_by_name: row.updated_by_name,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
  switch (instrument) {
    case 'hci':
      return {
        ...base,
        instrument,
        result: row.result ?? 'failed',
        check_state: row.check_state ?? 'unchecked',
      };
    case 'emergenetic': {
      const group_scores: Record<string, number> = {};
      for (const group of ASSESSMENT_DEFS.emergenetic.groups) {
        const score = groupScore(group, row.scores);
        if (score !== null) group_scores[group.key] = score;
      }
      return { ...base, instrument, group_scores };
    }
    case 'energizer':
      return { ...base, instrument };
  }
}

/** One result in the API shape, or null (another company's or another person's result too). */
export async function findAssessmentRecord(
  db: Executor,
  instrument: AssessmentInstrument,
  companyId: number,
  employeeId: number,
  id: number,
): Promise<TAssessmentRecord | null> {
  const found = await findAssessmentRow(db, instrument, companyId, employeeId, id);
  return found ? toAssessmentRecord(instrument, found) : null;
}

/** 404 unless the person is the company's. */
export async function requirePerson(db: Executor, companyId: number, employeeId: number) {
  if (!(await resultOwnerExists(db, companyId, employeeId))) throw new AppError('NOT_FOUND');
}

/** GET employees/{id}/{plural}: every result, newest 受検日 first. */
export async function listAssessmentRecords(
  db: Executor,
  instrument: AssessmentInstrument,
  companyId: number,
  employeeId: number,
): Promise<TAssessmentRecord[]> {
  await requirePerson(db, companyId, employeeId);
  const rows = await listAssessmentRows(db, instrument, companyId, employeeId);
  return rows.map((r) => toAssessmentRecord(instrument, r));
}

/** GET employees/{id}/{plural}/{id}. */
export async function getAssessmentRecord(
  db: Executor,
  instrument: AssessmentInstrument,
  companyId: number,
  employeeId: number,
  id: number,
): Promise<TAssessmentRecord> {
  const record = await findAssessmentRecord(db, instrument, companyId, employeeId, id);
  if (!record) throw new AppError('NOT_FOUND', ASSESSMENT_MESSAGES.notFound);
  return record;
}

/** GET employees/{id}/{one}_latest_shindan_dates: the newest 受検日 and every date, newest first. */
export async function latestAssessmentDates(
  db: Executor,
  instrument: AssessmentInstrument,
  companyId: number,
  employeeId: number,
) {
  await requirePerson(db, companyId, employeeId);
  const dates = await assessmentDates(db, instrument, companyId, employeeId);
  return { latest: dates[0] ?? null, dates };
}
