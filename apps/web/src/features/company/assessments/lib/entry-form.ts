/**
 * The entry form of a third-party assessment result: its values while editing (all strings, as
 * the inputs hold them), the schema that checks them (the shared input schema of the instrument,
 * so the page and the API refuse the same values with the same Japanese messages), and the
 * conversions from a stored record and to the call's input.
 */
import {
  ASSESSMENT_DEFS,
  ASSESSMENT_INPUT_SCHEMAS,
  ASSESSMENT_LIMITS,
  type AssessmentInstrument,
  HciResult,
  select,
  type TAssessmentRecord,
  tokyoDate,
} from '@mirume/shared';
import type { z } from 'zod';
import type { TAssessmentInput } from '../api/save-assessment';

export interface EntryFormValues {
  taken_on: string;
  provider: string;
  remark: string;
  /** One value per scale key of the instrument. */
  scores: Record<string, string>;
  /** HCI only: 判定 (passed / failed). */
  result: string;
  /** HCI only: 確認状況 (checked / unchecked). */
  check_state: string;
}

/** A form field's path: `taken_on`, `result`, `scores.<scale key>`… */
export type EntryFieldPath =
  | 'taken_on'
  | 'provider'
  | 'remark'
  | 'result'
  | 'check_state'
  | `scores.${string}`;

export const scorePath = (key: string): EntryFieldPath => `scores.${key}`;

/** The fields of an instrument in the order the page shows them (and focuses the first error). */
export function entryFields(instrument: AssessmentInstrument): EntryFieldPath[] {
  const scales = ASSESSMENT_DEFS[instrument].scales.map((s) => scorePath(s.key));
  const hci: EntryFieldPath[] = instrument === 'hci' ? ['result', 'check_state'] : [];
  return ['taken_on', 'provider', ...hci, ...scales, 'remark'];
}

type FormOutput = Omit<TAssessmentInput, 'entry_method' | 'sheet_file_id' | 'remove_sheet'>;

/** The shared input schema without what the page sets itself (how entered, the sheet). */
export function entrySchema(instrument: AssessmentInstrument): z.ZodType<FormOutput, EntryFormValues> {
  const own = { entry_method: true, sheet_file_id: true, remove_sheet: true } as const;
  if (instrument === 'hci') {
    // An empty select answers "please select" rather than "not one of the choices".
    const schema = ASSESSMENT_INPUT_SCHEMAS.hci.omit(own).extend({ result: select(HciResult.schema) });
    return schema as unknown as z.ZodType<FormOutput, EntryFormValues>;
  }
  return ASSESSMENT_INPUT_SCHEMAS[instrument].omit(own) as unknown as z.ZodType<FormOutput, EntryFormValues>;
}

/** A new result's starting values, or the stored record's. */
export function toFormValues(instrument: AssessmentInstrument, record?: TAssessmentRecord): EntryFormValues {
  const def = ASSESSMENT_DEFS[instrument];
  const scores = Object.fromEntries(
    def.scales.map((s) => {
      const value = record?.scores[s.key];
      return [s.key, value === undefined ? '' : String(value)];
    }),
  );
  return {
    taken_on: record?.taken_on ?? '',
    provider: record ? (record.provider ?? '') : def.defaultProvider,
    remark: record?.remark ?? '',
    scores,
    result: record?.instrument === 'hci' ? record.result : '',
    check_state: record?.instrument === 'hci' ? record.check_state : 'unchecked',
  };
}

/** The `min`/`max` of the 受検日 picker: the API's range (2000-01-01 up to today in Japan). */
export function takenOnRange(today: Date = new Date()) {
  return { min: ASSESSMENT_LIMITS.earliestTakenOn, max: tokyoDate(today) };
}

/** What the form checked, with only the instrument's own fields. */
export function toInput(instrument: AssessmentInstrument, values: FormOutput): FormOutput {
  const { taken_on, provider, remark, scores } = values;
  const base = { taken_on, provider, remark, scores };
  if (instrument !== 'hci') return base;
  const hci = values as FormOutput & { result: string; check_state: string };
  return { ...base, result: hci.result, check_state: hci.check_state } as FormOutput;
}

/** A typed score as a number for the live group mean; null while it is not a valid value. */
export function scoreNumber(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}
