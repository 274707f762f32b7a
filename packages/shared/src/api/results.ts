/**
 * Result calls of issue 6 served by the API's results area: switching the interpretation of a
 * stored session (applicant ⇄ employee) and the CSV exports.
 *
 *   POST /api/v1/employees/:employee_id/switch_diagnosis_result_to_senkou | _to_employee
 *   GET  /api/v1/employees/:employee_id/mirumevital_senkou_csv_export/:id.csv (and _employee_)
 *   GET  /api/v1/mirumevital_senkou_csv_export_bulk (and _employee_)   filters or ids, streamed
 *   GET  /api/v1/companies/:id/mirumevital_csv_export_bulk_with_diff   latest vs previous result
 *
 * Every CSV takes `encoding`: utf8 (UTF-8 with BOM, the default) or sjis (Shift_JIS).
 */
import { z } from 'zod';
import { ApplicantRank, DiagnosisType, EmployeeRank, EmploymentType } from '../enums.ts';
import { filterDate, MESSAGES, nullWhenBlank, queryText, recordId, select } from '../validation.ts';
import { ZMirumevitalResult } from './diagnosis.ts';

/** At most this many result ids in one `ids` export (they travel in the query string). */
export const RESULT_EXPORT_IDS_MAX = 1000;
export const RESULT_EXPORT_IDS_MESSAGE = `結果IDは${RESULT_EXPORT_IDS_MAX}件までカンマ区切りで指定してください`;
export const PERIOD_ORDER_MESSAGE = '終了日は開始日以降の日付を選択してください';

const pk = recordId;

export const ZCsvEncoding = z.enum(['utf8', 'sjis'], { message: MESSAGES.oneOf });
export type TCsvEncoding = z.infer<typeof ZCsvEncoding>;

// ---- switching the interpretation --------------------------------------------------------------

export const ZSwitchResultParams = z.object({ employee_id: pk() });
export const ZSwitchResultRequest = z.object({ result_id: pk() });
export type TSwitchResultRequest = z.input<typeof ZSwitchResultRequest>;
/** 201 with a new re-scored result, 200 when the session already had that interpretation. */
export const ZSwitchResultResponse = z.object({ data: ZMirumevitalResult });

// ---- CSV exports -------------------------------------------------------------------------------

export const ZResultCsvParams = z.object({ employee_id: pk(), id: pk() });
export const ZResultCsvQuery = z.object({ encoding: ZCsvEncoding.default('utf8') });

/**
 * "12,15,20" → [12, 15, 20]; a repeated parameter (ids=1&ids=2) is accepted too. Anything else is
 * one error on `ids` (not one per position).
 */
const idList = z.preprocess(
  (v) => {
    const parts = (Array.isArray(v) ? v : String(v).split(',')).map((s) => String(s).trim()).filter(Boolean);
    return parts.every((s) => /^\d{1,10}$/.test(s)) ? parts.map(Number) : v;
  },
  z
    .array(z.number(), { message: RESULT_EXPORT_IDS_MESSAGE })
    .min(1, RESULT_EXPORT_IDS_MESSAGE)
    .max(RESULT_EXPORT_IDS_MAX, RESULT_EXPORT_IDS_MESSAGE)
    .refine((ids) => ids.every((n) => n >= 1 && n <= 2_147_483_647), RESULT_EXPORT_IDS_MESSAGE),
);

const periodOrder = <T extends { from?: string | null; to?: string | null }>(v: T, ctx: z.RefinementCtx) => {
  if (v.from && v.to && v.from > v.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_ORDER_MESSAGE });
  }
};

/**
 * Filters of a bulk export. Without `ids` every result of the type matching the filters is
 * exported; with `ids` exactly those results (of the type and the company), filters still apply.
 * The period is the Tokyo date the test was taken on, both ends inclusive.
 */
function bulkQuery<R extends z.ZodType>(rank: R) {
  return z
    .object({
      encoding: ZCsvEncoding.default('utf8'),
      from: nullWhenBlank(filterDate()).optional(),
      to: nullWhenBlank(filterDate()).optional(),
      rank: nullWhenBlank(rank).optional(),
      employment_type: nullWhenBlank(EmploymentType.schema).optional(),
      /** Name, kana or employee number (partial match, spaces ignored). */
      q: queryText(100),
      ids: nullWhenBlank(idList).optional(),
    })
    .superRefine(periodOrder);
}
export const ZSenkouBulkExportQuery = bulkQuery(ApplicantRank.schema);
export const ZEmployeeBulkExportQuery = bulkQuery(EmployeeRank.schema);
export type TResultBulkExportQuery = z.input<typeof ZSenkouBulkExportQuery>;

export const ZDiffExportQuery = z.object({
  encoding: ZCsvEncoding.default('utf8'),
  diagnosis_type: select(DiagnosisType.schema),
});
export type TDiffExportQuery = z.input<typeof ZDiffExportQuery>;
