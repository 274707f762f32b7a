/**
 * The company's diagnosis calls: issuing links (bulk_upsert_url) and tickets (bulk_issue_ticket),
 * the undiagnosed list, check marks and deletion of issued links, the dashboard counts, an
 * employee's issuance history, and the diagnosis status notifications.
 *
 *   POST   /api/v1/companies/:id/bulk_upsert_url                    issue / re-send links
 *   POST   /api/v1/companies/:id/bulk_issue_ticket                  issue tickets → PDF sheet (blob)
 *   GET    /api/v1/companies/:id/undiagnosis_list                   issued, not yet completed
 *   GET    /api/v1/ticket_batches                                   batches with counts
 *   GET    /api/v1/ticket_batches/:id/tickets.pdf | tickets.csv     printable sheet / CSV (?encoding)
 *   GET    /api/v1/ticket_codes                                     tickets with who used them
 *   PATCH  /api/v1/shindan_musashino_senkous/update_checked/:id     check mark
 *   DELETE /api/v1/shindan_musashino_senkous                        delete unused links (ids)
 *   GET    /api/v1/issues_links_dashboard                           counts for a period
 *   GET    /api/v1/employees/:id/issuance_history                   the person's links
 *   GET    /api/v1/employees/:id/issuance_dates                     the dates links were issued
 *   POST   /api/v1/employees/:id/shindan_senkou | shindan_employee  issue one link to one person
 *   GET    /api/v1/employees/:id/shindan_senkou | shindan_employee  the person's latest result
 *   GET    /api/v1/shindan_status_notifications                     list (?onlyUnread=true)
 *   GET    /api/v1/shindan_status_notifications/:id
 *   PATCH  /api/v1/shindan_status_notifications/:id/mark_shindan_status_notification_as_read
 */
import { z } from 'zod';
import {
  ApplicantRank,
  Browser,
  Device,
  DiagnosisLinkSource,
  DiagnosisLinkStatus,
  DiagnosisType,
  EmployeeRank,
  EmploymentType,
  OperatingSystem,
  PcEvaluation,
  ShindanStatus,
  TicketStatus,
  UndiagnosedStatus,
} from '../enums.ts';
import {
  email,
  filterDate,
  integer,
  isoDate,
  kana,
  MESSAGES,
  nullWhenBlank,
  optionalString,
  queryText,
  recordId,
  recordIds,
  select,
  sortOrder,
  symbolSafe,
} from '../validation.ts';
import { ZResultCriteriaInfo, ZResultRankChange } from './criteria.ts';
import { ZPageQuery, ZTotalCapped } from './system.ts';

/** At most this many links or tickets in one call. */
export const LINK_ISSUE_MAX = 1000;
export const TICKET_ISSUE_MAX = 1000;
/** The deadline can be at most this many days ahead. */
export const DEADLINE_MAX_DAYS = 180;
export const DIAGNOSIS_MESSAGE_MAX = 1000;

export const NO_EMAIL_MESSAGE = 'メールアドレスが登録されていない社員には発行できません';
export const DEADLINE_PAST_MESSAGE = '今日以降の日付を選択してください';
export const DEADLINE_TOO_FAR_MESSAGE = `受検期限は${DEADLINE_MAX_DAYS}日以内で設定してください`;
export const NO_TARGET_MESSAGE = '発行する対象を選択してください';
export const LINK_NOT_DELETABLE_MESSAGE = '受検を開始した診断リンクは削除できません';
export const DIAGNOSIS_TYPE_NOT_ALLOWED_MESSAGE = 'この種類の診断を発行する権限がありません';

/** An applicant entered on the issue screen (becomes a person with employment type senkou). */
export const ZApplicantEntry = z.object({
  last_name: symbolSafe(50),
  first_name: symbolSafe(50),
  kana_last_name: kana(50),
  kana_first_name: kana(50),
  email: email(),
});
export type TApplicantEntry = z.input<typeof ZApplicantEntry>;

/**
 * Issue links to people (employee_ids), to new applicants (applicants), and/or re-send existing
 * links (link_ids: a new token, the new deadline and message, mailed again). All or nothing.
 */
export const ZBulkUpsertUrlRequest = z.object({
  diagnosis_type: select(DiagnosisType.schema),
  /** Last day to take the test (inclusive, Japan time), YYYY-MM-DD. */
  deadline: isoDate(),
  message: nullWhenBlank(optionalString(DIAGNOSIS_MESSAGE_MAX)).optional(),
  employee_ids: recordIds({ max: LINK_ISSUE_MAX }).default([]),
  applicants: z.array(ZApplicantEntry).max(LINK_ISSUE_MAX).default([]),
  link_ids: recordIds({ max: LINK_ISSUE_MAX }).default([]),
});
export type TBulkUpsertUrlRequest = z.input<typeof ZBulkUpsertUrlRequest>;

/** An issued link as lists show it. */
export const ZIssuedLink = z.object({
  id: z.number().int(),
  employee_id: z.number().int(),
  /** 社員番号 */
  employee_number: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  kana_last_name: z.string(),
  kana_first_name: z.string(),
  employment_type: EmploymentType.schema,
  department: z.string().nullable(),
  email: z.string().nullable(),
  diagnosis_type: DiagnosisType.schema,
  source: DiagnosisLinkSource.schema,
  ticket_code: z.string().nullable(),
  status: DiagnosisLinkStatus.schema,
  deadline: z.string(),
  message: z.string().nullable(),
  checked: z.boolean(),
  sent_count: z.number().int(),
  last_sent_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
});
export type TIssuedLink = z.infer<typeof ZIssuedLink>;

export const ZBulkUpsertUrlResponse = z.object({
  data: z.object({
    created: z.number().int(),
    resent: z.number().int(),
    links: z.array(ZIssuedLink),
  }),
});

export const ZBulkIssueTicketRequest = z.object({
  diagnosis_type: select(DiagnosisType.schema),
  quantity: integer({ min: 1, max: TICKET_ISSUE_MAX }),
  deadline: isoDate(),
  message: nullWhenBlank(optionalString(DIAGNOSIS_MESSAGE_MAX)).optional(),
});
export type TBulkIssueTicketRequest = z.input<typeof ZBulkIssueTicketRequest>;

export const ZTicketBatch = z.object({
  id: z.number().int(),
  diagnosis_type: DiagnosisType.schema,
  quantity: z.number().int(),
  deadline: z.string(),
  message: z.string().nullable(),
  created_at: z.string(),
  counts: z.object({ unused: z.number(), in_use: z.number(), used: z.number(), expired: z.number() }),
});
export const ZTicketBatchesResponse = z.object({
  data: z.object({
    items: z.array(ZTicketBatch),
    total: z.number().int(),
    page: z.number(),
    per: z.number(),
  }),
});

export const ZTicketCode = z.object({
  id: z.number().int(),
  batch_id: z.number().int(),
  /** XXXXX-XXXXX */
  code: z.string(),
  diagnosis_type: DiagnosisType.schema,
  status: TicketStatus.schema,
  deadline: z.string(),
  employee_id: z.number().int().nullable(),
  last_name: z.string().nullable(),
  first_name: z.string().nullable(),
  email: z.string().nullable(),
  redeemed_at: z.string().nullable(),
  used_at: z.string().nullable(),
});
export const ZTicketCodesQuery = ZPageQuery.extend({
  batch_id: nullWhenBlank(recordId()).optional(),
  status: nullWhenBlank(TicketStatus.schema).optional(),
});
export const ZTicketCodesResponse = z.object({
  data: z.object({ items: z.array(ZTicketCode), total: z.number().int(), page: z.number(), per: z.number() }),
});
export const ZTicketDownloadQuery = z.object({
  encoding: z.enum(['utf8', 'sjis'], { message: MESSAGES.oneOf }).default('utf8'),
});

export const UNDIAGNOSED_SORT_KEYS = ['created_at', 'deadline', 'kana', 'employee_number', 'status'] as const;
export const ZUndiagnosisListQuery = ZPageQuery.extend({
  /** Name, kana, employee number or email (partial match). */
  q: queryText(100),
  diagnosis_type: nullWhenBlank(DiagnosisType.schema).optional(),
  /** unissued (never issued a diagnosis), issued, in_progress or expired (completed links are not on this list). */
  status: nullWhenBlank(UndiagnosedStatus.schema).optional(),
  checked: nullWhenBlank(z.enum(['checked', 'unchecked'])).optional(),
  source: nullWhenBlank(DiagnosisLinkSource.schema).optional(),
  employment_type: nullWhenBlank(EmploymentType.schema).optional(),
  issued_from: nullWhenBlank(filterDate()).optional(),
  issued_to: nullWhenBlank(filterDate()).optional(),
  sort: z.enum(UNDIAGNOSED_SORT_KEYS, { message: MESSAGES.oneOf }).default('created_at'),
  order: sortOrder(),
});
export type TUndiagnosisListQuery = z.input<typeof ZUndiagnosisListQuery>;
/**
 * A row of the undiagnosed list: an open link, or a person never issued a diagnosis (status
 * unissued; no link id, source, deadline nor issue date; the diagnosis type their employment type
 * takes).
 */
export const ZUndiagnosedItem = ZIssuedLink.extend({
  id: z.number().int().nullable(),
  status: UndiagnosedStatus.schema,
  source: DiagnosisLinkSource.schema.nullable(),
  deadline: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type TUndiagnosedItem = z.infer<typeof ZUndiagnosedItem>;
export const ZUndiagnosisListResponse = z.object({
  data: z.object({
    items: z.array(ZUndiagnosedItem),
    total: z.number().int(),
    total_capped: ZTotalCapped,
    page: z.number(),
    per: z.number(),
  }),
});

export const ZLinkIdParams = z.object({ id: recordId() });
export const ZUpdateCheckedRequest = z.object({ checked: z.boolean() });
export const ZIssuedLinkResponse = z.object({ data: ZIssuedLink });
export const ZDeleteLinksRequest = z.object({
  ids: recordIds({ min: 1, minMessage: NO_TARGET_MESSAGE, max: LINK_ISSUE_MAX }),
});
export const ZDeleteLinksResponse = z.object({ data: z.object({ deleted: z.number().int() }) });

export const ZLinksDashboardQuery = z.object({
  /** Period (inclusive, Japan time); default the last 30 days. */
  from: nullWhenBlank(filterDate()).optional(),
  to: nullWhenBlank(filterDate()).optional(),
});
export const ZLinksDashboardResponse = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    /** Links issued in the period, and of them: not started, in progress, diagnosed, expired. */
    issued: z.number().int(),
    undiagnosed: z.number().int(),
    in_progress: z.number().int(),
    diagnosed: z.number().int(),
    expired: z.number().int(),
    by_type: z.record(z.string(), z.object({ issued: z.number(), diagnosed: z.number() })),
  }),
});

export const ZIssuanceHistoryResponse = z.object({ data: z.object({ items: z.array(ZIssuedLink) }) });
export const ZIssuanceDatesResponse = z.object({
  data: z.object({ dates: z.array(z.string()), latest: z.string().nullable() }),
});

/** POST employees/:id/shindan_senkou | shindan_employee: one link to one person. */
export const ZIssueOneLinkRequest = z.object({
  deadline: isoDate(),
  message: nullWhenBlank(optionalString(DIAGNOSIS_MESSAGE_MAX)).optional(),
});

// ---- results (the latest result of a person; issue 6 extends the pages) ---------------------

export const ZMetricScore = z.object({ raw: z.number().nullable(), t: z.number().nullable() });
export const ZRankDecision = z.object({
  rank: z.string(),
  /** Human-readable Japanese sentence, e.g. 「集中力のT得点 34 が基準 40 未満のため NG」. */
  text: z.string(),
  /** Which rule of the criteria decided it (index), or null for the fallback rank. */
  rule_index: z.number().int().nullable(),
  metric: z.string().nullable(),
  op: z.string().nullable(),
  threshold: z.number().nullable(),
  value: z.number().nullable(),
});
export const ZValidityReport = z.object({
  /** Japanese labels of the flags raised (e.g. 'ページ離脱あり'). */
  flags: z.array(z.string()),
  false_starts: z.number().int(),
  held_keys: z.number().int(),
  untrusted_events: z.number().int(),
  webdriver: z.boolean(),
  hidden_ms: z.number(),
  blur_count: z.number().int(),
  voided_trials: z.number().int(),
  constant_rt: z.boolean(),
  /** The session was resumed on a second device (absent on results scored before the check). */
  other_device: z.boolean().optional(),
  valid: z.boolean(),
});
export const ZMirumevitalResult = z.object({
  id: z.number().int(),
  employee_id: z.number().int(),
  diagnosis_type: DiagnosisType.schema,
  scoring_version: z.string(),
  metrics: z.record(z.string(), ZMetricScore),
  aptitudes: z.record(z.string(), ZMetricScore),
  pc_evaluation: PcEvaluation.schema,
  rank: z.union([ApplicantRank.schema, EmployeeRank.schema]),
  rank_rule: ZRankDecision,
  validity: ZValidityReport,
  device: Device.schema,
  os: OperatingSystem.schema,
  browser: Browser.schema,
  norm_device: Device.schema,
  taken_at: z.string(),
  source_result_id: z.number().int().nullable(),
  /** The criteria version that ranked it (on a person's latest result). */
  criteria: ZResultCriteriaInfo.nullable().optional(),
  /** Earlier ranks of this result, newest first, when a criteria change re-ranked it. */
  rank_changes: z.array(ZResultRankChange).optional(),
});
export type TMirumevitalResult = z.infer<typeof ZMirumevitalResult>;
export const ZLatestResultResponse = z.object({ data: ZMirumevitalResult.nullable() });

// ---- status notifications ---------------------------------------------------------------------

export const ZShindanStatusNotification = z.object({
  id: z.number().int(),
  employee_id: z.number().int().nullable(),
  last_name: z.string(),
  first_name: z.string(),
  email: z.string().nullable(),
  status: ShindanStatus.schema,
  reason: z.string().nullable(),
  diagnosis_type: DiagnosisType.schema,
  read: z.boolean(),
  updated_at: z.string(),
  created_at: z.string(),
});
export type TShindanStatusNotification = z.infer<typeof ZShindanStatusNotification>;
export const ZShindanStatusNotificationsQuery = ZPageQuery.extend({
  onlyUnread: z.preprocess((v) => v === 'true' || v === true, z.boolean()).optional(),
});
export const ZShindanStatusNotificationsResponse = z.object({
  data: z.object({
    items: z.array(ZShindanStatusNotification),
    total: z.number().int(),
    unread: z.number().int(),
    page: z.number(),
    per: z.number(),
  }),
});
export const ZShindanStatusNotificationResponse = z.object({ data: ZShindanStatusNotification });
