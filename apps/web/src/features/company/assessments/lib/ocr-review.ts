/**
 * What a finished reading job puts into the form: the values it read, and the fields the user
 * must look at before saving — every field read with low confidence (`confirm`) and every field
 * the sheet did not give (label not found, or no valid value beside it).
 */
import { ASSESSMENT_DEFS, type AssessmentInstrument, type TOcrField } from '@mirume/shared';
import { type EntryFieldPath, scorePath } from './entry-form';

export interface ReviewItem {
  /** The text the engine read there, shown next to the value; null when nothing was read. */
  raw: string | null;
  /** false: no value was read, the field keeps what it had. */
  found: boolean;
}

export interface OcrReading {
  values: [EntryFieldPath, string][];
  review: Map<EntryFieldPath, ReviewItem>;
}

/** The job's field keys of an instrument: 受検日, HCI's 判定, then every scale. */
export function ocrFieldKeys(instrument: AssessmentInstrument): string[] {
  return [
    'taken_on',
    ...(instrument === 'hci' ? ['result'] : []),
    ...ASSESSMENT_DEFS[instrument].scales.map((s) => s.key),
  ];
}

const pathOf = (key: string): EntryFieldPath =>
  key === 'taken_on' || key === 'result' ? key : scorePath(key);

export function readOcrFields(
  instrument: AssessmentInstrument,
  fields: Record<string, TOcrField> | null,
): OcrReading {
  const values: [EntryFieldPath, string][] = [];
  const review = new Map<EntryFieldPath, ReviewItem>();
  for (const key of ocrFieldKeys(instrument)) {
    const field = fields?.[key];
    const path = pathOf(key);
    const found = field !== undefined && field.value !== null;
    if (found) values.push([path, String(field.value)]);
    if (!found || field.confirm) review.set(path, { raw: field?.raw ?? null, found });
  }
  return { values, review };
}

/** The helper text of a field to look at. */
export function reviewMessage(item: ReviewItem): string {
  const read = item.raw ? `読み取った文字:「${item.raw}」` : '読み取れませんでした';
  return `読み取り結果を確認してください（${read}）`;
}
