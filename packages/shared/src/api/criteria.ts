/**
 * Request/response schemas of the criteria (基準): versions of a rule set, the editor's preview,
 * reflecting a version onto stored results, the recommended thresholds and the metric catalogue.
 * A version is never edited: a change is a new version; only its remark can be rewritten.
 */
import { z } from 'zod';
import { DiagnosisType } from '../enums.ts';
import { optionalString, recordId, recordIds, requiredString } from '../validation.ts';
import { ZCriteriaRules } from '../vital/criteria.ts';
import { ZPageQuery } from './system.ts';

export const CRITERIA_NAME_MAX = 100;
export const CRITERIA_REMARK_MAX = 1000;
/** People listed by name in a preview (the counts cover everyone). */
export const CRITERIA_PREVIEW_LIST_MAX = 100;
/**
 * Results reflected inside the request; more go to a background job whose progress the page
 * follows (docs/decisions/0025-criteria-versions.md).
 */
export const CRITERIA_REFLECT_SYNC_MAX = 1000;
/** People of a recommendation group, and the size under which it warns. */
export const RECOMMEND_GROUP_MAX = 1000;
export const RECOMMEND_GROUP_MIN = 10;

export const CRITERIA_MESSAGES = {
  typeNotAllowed: 'この種類の基準を変更する権限がありません',
  inUse:
    'この基準で判定された結果があるため削除できません。基準は一度使われると変更・削除できません（新しい版を作成してください）。',
  reflectRunning: 'この種類の基準の反映が進行中です。完了してからもう一度お試しください。',
  reflectFailed: '基準の反映に失敗しました。時間をおいて、もう一度お試しください。',
  groupEmpty: '選んだグループに、ミルメバイタルの結果がある人がいません',
  groupRequired: '社員を選ぶか、部署を選んでください',
  groupSmall: (n: number) =>
    `グループが${n}名と少ないため、提案は偶然の影響を大きく受けます。10名以上で試すことをおすすめします。`,
  noApplicants: 'これまでの応募者の結果がないため、通過率は計算できません',
} as const;

const ZRankCounts = z.record(z.string(), z.number().int());

export const ZCriteriaVersion = z.object({
  id: z.number().int(),
  /** null: one of the service's default sets. */
  company_id: z.number().int().nullable(),
  diagnosis_type: DiagnosisType.schema,
  /** 1, 2, … per company (or the service) and diagnosis type. */
  version: z.number().int(),
  name: z.string(),
  rules: ZCriteriaRules,
  remark: z.string().nullable(),
  /** Who made it: a company user, an operator, or the service itself. */
  created_by_kind: z.enum(['service', 'company_admin', 'system_admin']),
  created_by_name: z.string(),
  created_at: z.string(),
  /** The set that ranks the company's new results now. */
  in_force: z.boolean(),
  /** Results it ranks now (of the company in question; of every company for a default set). */
  results_count: z.number().int(),
  /** Whether it has ever ranked a result (a used version cannot be deleted). */
  used: z.boolean(),
});
export type TCriteriaVersion = z.infer<typeof ZCriteriaVersion>;

export const ZCriteriaReflect = z.object({
  id: z.string(),
  criteria_id: z.number().int(),
  criteria_version: z.number().int(),
  diagnosis_type: DiagnosisType.schema,
  status: z.enum(['running', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  /** Results whose rank changed. */
  changed: z.number().int(),
  started_by_name: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type TCriteriaReflect = z.infer<typeof ZCriteriaReflect>;

/** The set in force for one diagnosis type, with what a reflect would still change. */
export const ZCriteriaInForce = z.object({
  diagnosis_type: DiagnosisType.schema,
  criteria: ZCriteriaVersion,
  /** Stored results of the type ranked by another version. */
  results_by_other_versions: z.number().int(),
  latest_reflect: ZCriteriaReflect.nullable(),
});
export const ZCriteriaLatestResponse = z.object({ data: z.object({ items: z.array(ZCriteriaInForce) }) });

export const ZCriteriaListQuery = ZPageQuery.extend({
  diagnosis_type: DiagnosisType.schema.optional(),
});
export type TCriteriaListQuery = z.infer<typeof ZCriteriaListQuery>;
export const ZCriteriaListResponse = z.object({
  data: z.object({
    items: z.array(ZCriteriaVersion),
    total: z.number().int(),
    page: z.number().int(),
    per: z.number().int(),
  }),
});

export const ZCriteriaIdParams = z.object({ id: recordId() });
export const ZCompanyCriteriaParams = z.object({ company_id: recordId(), id: recordId() });
export const ZCompanyIdOnlyParams = z.object({ company_id: recordId() });
export const ZCompanyReflectParams = z.object({ company_id: recordId(), id: z.uuid() });
export const ZReflectIdParams = z.object({ id: z.uuid() });

export const ZCriteriaDetailResponse = z.object({
  data: ZCriteriaVersion.extend({
    /** Results it ranks now, by rank. */
    rank_counts: ZRankCounts,
  }),
});

/** The people a version ranked (company_criteria/{id}/senkous). */
export const ZCriteriaPeopleQuery = ZPageQuery.extend({ rank: z.string().max(32).optional() });
export const ZCriteriaPerson = z.object({
  result_id: z.number().int(),
  employee_id: z.number().int(),
  employee_code: z.string().nullable(),
  last_name: z.string(),
  first_name: z.string(),
  department: z.string().nullable(),
  rank: z.string(),
  /** The rank before this version re-ranked it (null: ranked by it when scored). */
  previous_rank: z.string().nullable(),
  taken_at: z.string(),
});
export type TCriteriaPerson = z.infer<typeof ZCriteriaPerson>;
export const ZCriteriaPeopleResponse = z.object({
  data: z.object({
    items: z.array(ZCriteriaPerson),
    total: z.number().int(),
    page: z.number().int(),
    per: z.number().int(),
  }),
});

/** {id}/new: the starting point of a new version (the rules of version {id}). */
export const ZCriteriaTemplateResponse = z.object({
  data: z.object({
    diagnosis_type: DiagnosisType.schema,
    name: z.string(),
    rules: ZCriteriaRules,
    based_on: z.object({
      id: z.number().int(),
      version: z.number().int(),
      company_id: z.number().nullable(),
    }),
  }),
});

export const ZCriteriaCreateRequest = z.object({
  name: requiredString(CRITERIA_NAME_MAX),
  remark: optionalString(CRITERIA_REMARK_MAX),
  rules: ZCriteriaRules,
});
export type TCriteriaCreateRequest = z.infer<typeof ZCriteriaCreateRequest>;
export const ZCompanyCriteriaCreateRequest = ZCriteriaCreateRequest.extend({ company_id: recordId() });
export const ZCriteriaVersionResponse = z.object({ data: ZCriteriaVersion });
export const ZCriteriaRemarkRequest = z.object({ remark: optionalString(CRITERIA_REMARK_MAX) });

export const ZCriteriaPreviewRequest = z.object({ rules: ZCriteriaRules });
export type TCriteriaPreviewRequest = z.infer<typeof ZCriteriaPreviewRequest>;
export const ZCriteriaPreviewChange = z.object({
  result_id: z.number().int(),
  employee_id: z.number().int(),
  last_name: z.string(),
  first_name: z.string(),
  taken_at: z.string(),
  from: z.string(),
  to: z.string(),
});
export type TCriteriaPreviewChange = z.infer<typeof ZCriteriaPreviewChange>;
export const ZCriteriaPreviewResponse = z.object({
  data: z.object({
    /** Stored valid results of the type the preview ran over. */
    total: z.number().int(),
    /** By rank as they are stored now, and under the draft. */
    today: ZRankCounts,
    draft: ZRankCounts,
    changed: z.number().int(),
    /** The first CRITERIA_PREVIEW_LIST_MAX changes, newest result first. */
    changes: z.array(ZCriteriaPreviewChange),
    /** For a default set: the preview ran over the newest results ranked by default sets. */
    sample_note: z.string().nullable(),
    elapsed_ms: z.number(),
  }),
});
export type TCriteriaPreview = z.infer<typeof ZCriteriaPreviewResponse>['data'];

export const ZReflectRequest = z.object({ criteria_id: recordId() });
export const ZReflectResponse = z.object({ data: ZCriteriaReflect });

export const ZRecommendRequest = z
  .object({
    diagnosis_type: DiagnosisType.schema,
    employee_ids: recordIds({ max: RECOMMEND_GROUP_MAX }).optional(),
    organization_chart_id: recordId().optional(),
  })
  .refine((v) => (v.employee_ids?.length ?? 0) > 0 || v.organization_chart_id !== undefined, {
    path: ['employee_ids'],
    message: CRITERIA_MESSAGES.groupRequired,
  });
export type TRecommendRequest = z.infer<typeof ZRecommendRequest>;
export const ZCompanyRecommendRequest = z
  .object({
    company_id: recordId(),
    diagnosis_type: DiagnosisType.schema,
    employee_ids: recordIds({ max: RECOMMEND_GROUP_MAX }).optional(),
    organization_chart_id: recordId().optional(),
  })
  .refine((v) => (v.employee_ids?.length ?? 0) > 0 || v.organization_chart_id !== undefined, {
    path: ['employee_ids'],
    message: CRITERIA_MESSAGES.groupRequired,
  });

export const ZRecommendation = z.object({
  metric: z.string(),
  label: z.string(),
  explain: z.string(),
  /** People of the group with a T-score for the metric. */
  group_n: z.number().int(),
  group_median: z.number(),
  /** The suggested condition: T ≥ threshold (the group's 20th percentile, rounded down). */
  threshold: z.number(),
  group_pass_share: z.number(),
  applicant_pass_share: z.number().nullable(),
  /** Why this metric and this threshold, in Japanese. */
  reason: z.string(),
});
export type TRecommendation = z.infer<typeof ZRecommendation>;
export const ZRecommendResponse = z.object({
  data: z.object({
    diagnosis_type: DiagnosisType.schema,
    group_size: z.number().int(),
    /** People of the group with a result (the suggestions rest on these). */
    group_with_results: z.number().int(),
    warning: z.string().nullable(),
    applicants_total: z.number().int(),
    /** Every metric the group stands out on (median ≥ 50), strongest first. */
    suggestions: z.array(ZRecommendation),
    /** All suggestions together (an 'all' rule): who passes in the group and among applicants. */
    combined: z
      .object({
        group_pass_share: z.number(),
        applicant_pass_share: z.number().nullable(),
      })
      .nullable(),
    explanation: z.string(),
  }),
});
export type TRecommendResult = z.infer<typeof ZRecommendResponse>['data'];

export const ZCriterionsResponse = z.object({
  data: z.object({
    items: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        explain: z.string(),
        group: z.enum(['reaction', 'questionnaire', 'employee']),
        types: z.array(DiagnosisType.schema),
      }),
    ),
  }),
});

/** On a person's result: the version that ranked it and the ranks it had before. */
export const ZResultRankChange = z.object({
  from_rank: z.string(),
  to_rank: z.string(),
  from_version: z.number().int().nullable(),
  from_criteria_name: z.string().nullable(),
  to_version: z.number().int().nullable(),
  to_criteria_name: z.string().nullable(),
  changed_at: z.string(),
});
export type TResultRankChange = z.infer<typeof ZResultRankChange>;
export const ZResultCriteriaInfo = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  company_id: z.number().int().nullable(),
});
