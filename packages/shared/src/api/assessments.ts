/**
 * Third-party assessments (HCI-AS, EMERGENETICS, energizer; spec §7) — the calls and their shapes.
 * The instruments' scales are defined once in `../assessments.ts`.
 *
 * Per person, `{plural}` = hcis | emergenetics | energizers, `{one}` = hci | emergenetic | energizer:
 *   GET    /api/v1/employees/:employee_id/{plural}                  every result, newest first
 *   POST   /api/v1/employees/:employee_id/{plural}                  create (multipart, see below) → 201
 *   GET    /api/v1/employees/:employee_id/{plural}/:id              one result
 *   PATCH  /api/v1/employees/:employee_id/{plural}/:id              update (multipart)
 *   DELETE /api/v1/employees/:employee_id/{plural}/:id              delete it and its sheet → 204
 *   GET    /api/v1/employees/:employee_id/{plural}/:id/sheet        the original result sheet (its own type)
 *   GET    /api/v1/employees/:employee_id/{one}_latest_shindan_dates   latest 受検日 and every date taken
 *   POST   /api/v1/employees/:employee_id/{one}_ocr                 upload a sheet to read (multipart: `sheet`) → 202 job
 *   GET    /api/v1/employees/:employee_id/{one}_ocr/:job_id         the reading job: progress, then the values read
 *   GET    /api/v1/employees/:employee_id/hcis/:id/pdf_download.pdf       the Japanese PDF report
 *   GET    /api/v1/employees/:employee_id/emergenetics/:id/pdf_download.pdf
 *   GET    /api/v1/employees/:employee_id/energizer                 the newest entered energizer result (or null)
 *   GET    /api/v1/employees/:employee_id/musashino_energizers      the energizer view of each mirumevital result
 *   GET    /api/v1/employees/:employee_id/musashino_energizer       the newest of those (or null)
 *   PATCH  /api/v1/employees/:employee_id/hcis/:id/check_state      mark an HCI result checked / unchecked
 * Operators call every one of them under /api/v1/admin/companies/:company_id/… (decision 0028).
 *
 * Create and update are `multipart/form-data` with two parts: `data`, the JSON of
 * `Z{Instrument}Input`, and optionally `sheet`, the original result sheet (PDF, JPEG or PNG,
 * purpose `assessment_sheet`). Instead of `sheet`, `data.sheet_file_id` may name the sheet a
 * reading job already stored, so the file is not sent twice. On update, `data.remove_sheet: true`
 * removes the stored sheet. A request without a file may also be sent as JSON.
 */
import { z } from 'zod';
import {
  ASSESSMENT_DEFS,
  ASSESSMENT_INSTRUMENTS,
  ASSESSMENT_LIMITS,
  ASSESSMENT_MESSAGES,
  type AssessmentInstrument,
} from '../assessments.ts';
import { CheckState, HciResult } from '../enums.ts';
import { isoDate, MESSAGES, optionalString, recordId, tokyoDate } from '../validation.ts';

export const ZAssessmentInstrument = z.enum(ASSESSMENT_INSTRUMENTS, { message: MESSAGES.oneOf });

/** The URL words of each instrument. */
export const ASSESSMENT_PATHS: Record<AssessmentInstrument, { plural: string; one: string }> = {
  hci: { plural: 'hcis', one: 'hci' },
  emergenetic: { plural: 'emergenetics', one: 'emergenetic' },
  energizer: { plural: 'energizers', one: 'energizer' },
};

/** The original result sheet kept with a record. */
export const ZAssessmentSheet = z.object({
  file_id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int().nullable(),
});
export type TAssessmentSheet = z.infer<typeof ZAssessmentSheet>;

/** How the values were entered: typed, or read from the sheet and confirmed. */
export const ASSESSMENT_ENTRY_METHODS = ['manual', 'ocr'] as const;
export const ZAssessmentEntryMethod = z.enum(ASSESSMENT_ENTRY_METHODS, { message: MESSAGES.oneOf });
export const ASSESSMENT_ENTRY_METHOD_LABELS = { manual: '手入力', ocr: 'シート読み取り' } as const;

/** Fields every record has. `scores` holds one integer per scale of the instrument. */
const recordBase = {
  id: z.number().int(),
  employee_id: z.number().int(),
  taken_on: z.string(),
  provider: z.string(),
  remark: z.string().nullable(),
  scores: z.record(z.string(), z.number()),
  sheet: ZAssessmentSheet.nullable(),
  entry_method: ZAssessmentEntryMethod,
  /** Who saved it last: a company user's or an operator's name. */
  updated_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const ZHciRecord = z.object({
  ...recordBase,
  instrument: z.literal('hci'),
  result: HciResult.schema,
  check_state: CheckState.schema,
});
export const ZEmergeneticRecord = z.object({
  ...recordBase,
  instrument: z.literal('emergenetic'),
  /** Each group's score (mean of its three sub-items, one decimal). */
  group_scores: z.record(z.string(), z.number()),
});
export const ZEnergizerRecord = z.object({ ...recordBase, instrument: z.literal('energizer') });
export type THciRecord = z.infer<typeof ZHciRecord>;
export type TEmergeneticRecord = z.infer<typeof ZEmergeneticRecord>;
export type TEnergizerRecord = z.infer<typeof ZEnergizerRecord>;
export type TAssessmentRecord = THciRecord | TEmergeneticRecord | TEnergizerRecord;

export const ZAssessmentRecord = z.discriminatedUnion('instrument', [
  ZHciRecord,
  ZEmergeneticRecord,
  ZEnergizerRecord,
]);

/** An integer score within the scale's range, with the Japanese messages of §5. */
const scoreValue = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z
      .number({ message: MESSAGES.required })
      .refine(Number.isFinite, { message: MESSAGES.required, abort: true })
      .refine(Number.isInteger, { message: ASSESSMENT_MESSAGES.integer, abort: true })
      .refine((n) => n >= min && n <= max, { message: ASSESSMENT_MESSAGES.range(min, max) }),
  );

/** The `scores` object of an instrument: every scale required. */
export function scoresSchema(instrument: AssessmentInstrument) {
  const shape: Record<string, ReturnType<typeof scoreValue>> = {};
  for (const s of ASSESSMENT_DEFS[instrument].scales) shape[s.key] = scoreValue(s.min, s.max);
  return z.object(shape, { message: MESSAGES.required }).strict();
}

/** 受検日: 2000-01-01 up to today in Japan. */
export const takenOn = (today: () => Date = () => new Date()) =>
  isoDate({
    min: ASSESSMENT_LIMITS.earliestTakenOn,
    max: () => tokyoDate(today()),
    maxMessage: ASSESSMENT_MESSAGES.future,
  });

const inputBase = (instrument: AssessmentInstrument) => ({
  taken_on: takenOn(),
  provider: optionalString(ASSESSMENT_LIMITS.providerMax),
  remark: optionalString(ASSESSMENT_LIMITS.remarkMax),
  scores: scoresSchema(instrument),
  entry_method: ZAssessmentEntryMethod.default('manual'),
  /** A sheet a reading job stored (instead of sending the file again). */
  sheet_file_id: recordId().nullish(),
  /** Update only: remove the stored sheet. */
  remove_sheet: z.boolean().optional(),
});

export const ZHciInput = z.object({
  ...inputBase('hci'),
  result: HciResult.schema,
  check_state: CheckState.schema.default('unchecked'),
});
export const ZEmergeneticInput = z.object(inputBase('emergenetic'));
export const ZEnergizerInput = z.object(inputBase('energizer'));
export type THciInput = z.input<typeof ZHciInput>;
export type TEmergeneticInput = z.input<typeof ZEmergeneticInput>;
export type TEnergizerInput = z.input<typeof ZEnergizerInput>;

export const ASSESSMENT_INPUT_SCHEMAS = {
  hci: ZHciInput,
  emergenetic: ZEmergeneticInput,
  energizer: ZEnergizerInput,
} as const;

export const ZHciCheckStateRequest = z.object({ check_state: CheckState.schema });

export const ZAssessmentRecordResponse = z.object({ data: ZAssessmentRecord });
export const ZAssessmentListResponse = z.object({ data: z.array(ZAssessmentRecord) });

/** `{one}_latest_shindan_dates`. */
export const ZAssessmentLatestDatesResponse = z.object({
  data: z.object({
    /** The newest 受検日, null without a result. */
    latest: z.string().nullable(),
    /** Every 受検日, newest first. */
    dates: z.array(z.string()),
  }),
});

/** `musashino_energizer(s)`: the energizer view of one mirumevital result (its questionnaire T-scores as sten). */
export const ZMusashinoEnergizer = z.object({
  /** The mirumevital result it comes from. */
  result_id: z.number().int(),
  type: z.enum(['senkou', 'employee']),
  taken_on: z.string(),
  scores: z.record(z.string(), z.number()),
  /** The T-scores it was converted from. */
  t_scores: z.record(z.string(), z.number()),
});
export type TMusashinoEnergizer = z.infer<typeof ZMusashinoEnergizer>;
export const ZMusashinoEnergizersResponse = z.object({ data: z.array(ZMusashinoEnergizer) });
export const ZMusashinoEnergizerResponse = z.object({ data: ZMusashinoEnergizer.nullable() });
export const ZEnergizerLatestResponse = z.object({ data: ZEnergizerRecord.nullable() });

// ---- reading a sheet (OCR) ---------------------------------------------------------------------

export const OCR_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const ZOcrJobStatus = z.enum(OCR_JOB_STATUSES);

/**
 * One field read from the sheet: `taken_on`, `result` (HCI 判定: 'passed' | 'failed') or a scale
 * key. `value` is null when the label was found but no valid value next to it (or the label was
 * not found); `confidence` is 0–1 (the engine's word confidence, 0 when the value failed the
 * field's rule); `confirm` is true below OCR_CONFIRM_BELOW, so the page highlights it.
 */
export const ZOcrField = z.object({
  value: z.union([z.string(), z.number()]).nullable(),
  confidence: z.number(),
  confirm: z.boolean(),
  /** The text the engine read for it, to show next to a doubtful value. */
  raw: z.string().nullable(),
});
export type TOcrField = z.infer<typeof ZOcrField>;

export const ZOcrJob = z.object({
  id: z.number().int(),
  instrument: ZAssessmentInstrument,
  status: ZOcrJobStatus,
  /** 0–100. */
  progress: z.number().int(),
  /** A Japanese reason when failed. */
  error: z.string().nullable(),
  /** The uploaded sheet, kept so that saving can attach it (`sheet_file_id`). */
  sheet: ZAssessmentSheet,
  fields: z.record(z.string(), ZOcrField).nullable(),
  pages: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  created_at: z.string(),
});
export type TOcrJob = z.infer<typeof ZOcrJob>;
export const ZOcrJobResponse = z.object({ data: ZOcrJob });

/** PDF pages read at most. */
export const OCR_MAX_PAGES = 5;
/** Reading jobs queued or running per company at once (429 beyond). */
export const OCR_MAX_ACTIVE_PER_COMPANY = 5;
