/**
 * Test helpers of the assessment reports: third-party assessment results stored straight in the
 * database (every scale of the instrument filled), and a PDF's text per page read back with unpdf.
 */
import { type Database, schema } from '@mirume/db';
import { ASSESSMENT_DEFS, type AssessmentInstrument } from '@mirume/shared';
import { extractText } from 'unpdf';
import { must } from './must.ts';

const TABLES = {
  hci: schema.hciResults,
  emergenetic: schema.emergeneticResults,
  energizer: schema.energizerResults,
} as const;

/** Every scale of the instrument, each from `value(scale key, index)` (clamped to the scale's range). */
export function scoresOf(
  instrument: AssessmentInstrument,
  value: (key: string, index: number) => number,
): Record<string, number> {
  return Object.fromEntries(
    ASSESSMENT_DEFS[instrument].scales.map((s, i) => [
      s.key,
      Math.min(s.max, Math.max(s.min, value(s.key, i))),
    ]),
  );
}

export interface StoredAssessment {
  taken_on: string;
  scores: Record<string, number>;
  provider?: string;
  remark?: string | null;
  entry_method?: 'manual' | 'ocr';
  /** HCI-AS only. */
  result?: 'passed' | 'failed';
  check_state?: 'checked' | 'unchecked';
}

/** One result of the instrument for the person; answers its id. */
export async function storeAssessment(
  database: Database,
  instrument: AssessmentInstrument,
  companyId: number,
  employeeId: number,
  values: StoredAssessment,
): Promise<number> {
  const { result = 'passed', check_state = 'unchecked', ...common } = values;
  const row = {
    company_id: companyId,
    employee_id: employeeId,
    provider: ASSESSMENT_DEFS[instrument].defaultProvider,
    ...common,
  };
  const returning = { id: TABLES[instrument].id };
  const [stored] =
    instrument === 'hci'
      ? await database.db
          .insert(schema.hciResults)
          .values({ ...row, result, check_state })
          .returning(returning)
      : await database.db.insert(TABLES[instrument]).values(row).returning(returning);
  return must(stored).id;
}

/** The text of each page of a PDF. */
export async function pdfText(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return text;
}
