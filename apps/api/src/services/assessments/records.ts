/**
 * Reading one third-party assessment result (HCI-AS, EMERGENETICS, energizer) as the API shows it,
 * always scoped to the company and the person the path names: another company's or another
 * person's result is not found, like a missing id.
 */
import { type Executor, schema } from '@mirume/db';
import {
  ASSESSMENT_DEFS,
  type AssessmentInstrument,
  groupScore,
  type TAssessmentRecord,
} from '@mirume/shared';
import { and, eq } from 'drizzle-orm';

/** The table of each instrument's results. */
const ASSESSMENT_TABLES = {
  hci: schema.hciResults,
  emergenetic: schema.emergeneticResults,
  energizer: schema.energizerResults,
} as const;

/** Each group's score (EMERGENETICS), from the record's scale scores. */
function groupScores(instrument: AssessmentInstrument, scores: Record<string, number>) {
  const out: Record<string, number> = {};
  for (const group of ASSESSMENT_DEFS[instrument].groups) {
    const score = groupScore(group, scores);
    if (score !== null) out[group.key] = score;
  }
  return out;
}

export async function findAssessmentRecord(
  db: Executor,
  instrument: AssessmentInstrument,
  companyId: number,
  employeeId: number,
  id: number,
): Promise<TAssessmentRecord | null> {
  const table = ASSESSMENT_TABLES[instrument];
  const [row] = await db
    .select({ record: table, sheet: schema.storedFiles })
    .from(table)
    .leftJoin(schema.storedFiles, eq(schema.storedFiles.id, table.sheet_file_id))
    .where(and(eq(table.id, id), eq(table.company_id, companyId), eq(table.employee_id, employeeId)));
  if (!row) return null;
  const { record, sheet } = row;
  const base = {
    id: record.id,
    employee_id: record.employee_id,
    taken_on: record.taken_on,
    provider: record.provider,
    remark: record.remark,
    scores: record.scores,
    sheet: sheet
      ? {
          file_id: sheet.id,
          file_name: sheet.original_file_name,
          content_type: sheet.content_type,
          size_bytes: sheet.size_bytes,
        }
      : null,
    entry_method: record.entry_method,
    updated_by_name: record.updated_by_name,
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
  };
  switch (instrument) {
    case 'hci': {
      const hci = record as typeof schema.hciResults.$inferSelect;
      return { ...base, instrument, result: hci.result, check_state: hci.check_state };
    }
    case 'emergenetic':
      return { ...base, instrument, group_scores: groupScores(instrument, record.scores) };
    case 'energizer':
      return { ...base, instrument };
  }
}
