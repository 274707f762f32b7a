/**
 * The result screens of issue 6: a person's results, one result, the trend of the last three per
 * type, the applicant's selection decision, and the diagnosis list with the latest results.
 *
 *   GET /api/v1/employees/:id/mirumevital_results                  every result of the person
 *   GET /api/v1/employees/:id/mirumevital_results/:result_id       one result
 *   GET /api/v1/employees/:id/mirumevital_trend                    last 3 per type + changes
 *   GET /api/v1/employees/:id/selection_decision                   current decision + history
 *   PUT /api/v1/employees/:id/selection_decision                   record a decision (applicants)
 *   GET /api/v1/companies/:id/diagnosis_list                       people with their latest results
 */
import { z } from 'zod';
import { ApplicantRank, DiagnosisType, EmployeeRank, SelectionResult } from '../enums.ts';
import {
  filterDate,
  MESSAGES,
  nullWhenBlank,
  optionalString,
  recordId,
  select,
  sortOrder,
} from '../validation.ts';
import { ZMirumevitalResult } from './diagnosis.ts';
import { LIST_SCORE_FIELD_KEYS, ZEmployeeListItem, ZPeopleFilters } from './employees.ts';
import { PERIOD_ORDER_MESSAGE } from './results.ts';
import { ZPageQuery, ZTotalCapped } from './system.ts';

const pk = recordId;

export const TREND_RESULTS = 3;
export const SELECTION_NOTE_MAX = 500;
export const SELECTION_ONLY_APPLICANTS_MESSAGE = '選考結果は雇用形態が「選考中」の方にのみ記録できます';

export const ZResultParams = z.object({ id: pk(), result_id: pk() });

/** One row of a person's results (history page). */
export const ZResultSummary = z.object({
  id: z.number().int(),
  diagnosis_type: DiagnosisType.schema,
  taken_at: z.string(),
  /** completed: scored and valid; failed: voided by the validity checks. */
  status: z.enum(['completed', 'failed']),
  rank: z.union([ApplicantRank.schema, EmployeeRank.schema]),
  rank_text: z.string(),
  /** Set when this row re-scores another result under the other diagnosis type. */
  source_result_id: z.number().int().nullable(),
  validity_flags: z.array(z.string()),
});
export type TResultSummary = z.infer<typeof ZResultSummary>;
export const ZResultSummariesResponse = z.object({ data: z.object({ items: z.array(ZResultSummary) }) });
export const ZResultResponse = z.object({ data: ZMirumevitalResult });

/** A change between the two newest results of a type, judged against the measurement noise. */
export const ZMetricChange = z.object({
  delta: z.number(),
  /** |ΔT| above which the change is real (docs/scoring.md 「測定誤差と変化の判定」). */
  threshold: z.number(),
  significant: z.enum(['up', 'down']).nullable(),
});
export const ZTrendSeries = z.object({
  /** Up to TREND_RESULTS valid results, oldest first. */
  results: z.array(ZMirumevitalResult),
  /** Per metric / aptitude key: newest vs the one before (empty with fewer than two results). */
  changes: z.record(z.string(), ZMetricChange),
});
export type TTrendSeries = z.infer<typeof ZTrendSeries>;
export const ZTrendResponse = z.object({
  data: z.object({ senkou: ZTrendSeries, employee: ZTrendSeries }),
});

export const ZSelectionDecision = z.object({
  id: z.number().int(),
  decision: SelectionResult.schema,
  note: z.string().nullable(),
  /** The result the decision was made on, if any. */
  result_id: z.number().int().nullable(),
  decided_by_name: z.string(),
  decided_at: z.string(),
});
export type TSelectionDecision = z.infer<typeof ZSelectionDecision>;
export const ZSelectionDecisionRequest = z.object({
  decision: select(SelectionResult.schema),
  note: nullWhenBlank(optionalString(SELECTION_NOTE_MAX)).optional(),
  result_id: nullWhenBlank(pk()).optional(),
});
export type TSelectionDecisionRequest = z.input<typeof ZSelectionDecisionRequest>;
export const ZSelectionDecisionResponse = z.object({
  data: z.object({ current: ZSelectionDecision.nullable(), history: z.array(ZSelectionDecision) }),
});

/** Sort keys of the diagnosis list: the person's fields, the latest result's date and rank, any metric. */
export const DIAGNOSIS_LIST_SORT_FIELDS = [
  'created_at',
  'kana',
  'employee_id',
  'taken_at',
  'rank',
  // The T-score list fields (latest_accelerator …): the newest valid employee result's, as shown.
  ...LIST_SCORE_FIELD_KEYS,
] as const;
/** A sort key of the diagnosis list: one of DIAGNOSIS_LIST_SORT_FIELDS or `metric:<key>`. */
export const DIAGNOSIS_LIST_SORT_PATTERN = new RegExp(
  `^(${DIAGNOSIS_LIST_SORT_FIELDS.join('|')}|metric:[a-z_]{2,40})$`,
);

export const ZDiagnosisListQuery = ZPageQuery.extend({
  ...ZPeopleFilters.shape,
  /** The latest result of this type (default: the newest of either type). */
  diagnosis_type: nullWhenBlank(DiagnosisType.schema).optional(),
  rank: nullWhenBlank(z.union([ApplicantRank.schema, EmployeeRank.schema])).optional(),
  /** Tokyo dates the latest result was taken on (inclusive). */
  taken_from: nullWhenBlank(filterDate()).optional(),
  taken_to: nullWhenBlank(filterDate()).optional(),
  selection: nullWhenBlank(SelectionResult.schema).optional(),
  /** One of DIAGNOSIS_LIST_SORT_FIELDS, or `metric:<key>` for a metric's T-score (e.g. metric:concentration). */
  sort: z.string().regex(DIAGNOSIS_LIST_SORT_PATTERN, { message: MESSAGES.oneOf }).default('created_at'),
  order: sortOrder(),
}).superRefine((v, ctx) => {
  if (v.taken_from && v.taken_to && v.taken_from > v.taken_to) {
    ctx.addIssue({
      code: 'custom',
      path: ['taken_to'],
      message: PERIOD_ORDER_MESSAGE,
    });
  }
});
export type TDiagnosisListQuery = z.input<typeof ZDiagnosisListQuery>;

/** A row: the §3 employee list fields (latest_* filled from results) plus the latest result. */
export const ZDiagnosisListItem = ZEmployeeListItem.extend({
  latest_result: z
    .object({
      id: z.number().int(),
      diagnosis_type: DiagnosisType.schema,
      taken_at: z.string(),
      rank: z.union([ApplicantRank.schema, EmployeeRank.schema]),
      /** T-scores of every metric of that result. */
      t_scores: z.record(z.string(), z.number().nullable()),
    })
    .nullable(),
  selection: SelectionResult.schema.nullable(),
});
export type TDiagnosisListItem = z.infer<typeof ZDiagnosisListItem>;
export const ZDiagnosisListResponse = z.object({
  data: z.object({
    items: z.array(ZDiagnosisListItem),
    total: z.number().int(),
    total_capped: ZTotalCapped,
    page: z.number().int(),
    per: z.number().int(),
  }),
});
