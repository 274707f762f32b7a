/**
 * The operator console (spec §7 admin namespace): a company seen by an operator (detail, edit,
 * discard, restore, physical destruction, its status history and action log), the statistics of
 * the dashboard, the system admins and the operator's notifications.
 */
import { z } from 'zod';
import { CompanyRole, CompanyStatus, SystemAdminRole } from '../enums.ts';
import { OPERATOR_NOTIFICATION_KIND_VALUES } from '../operations.ts';
import {
  isoDate,
  kana,
  MESSAGES,
  nullWhenBlank,
  postcode,
  queryText,
  recordId,
  recordIds,
  requiredString,
  symbolSafe,
  tel,
  url,
} from '../validation.ts';
import { ZPageQuery } from './system.ts';

/** A trial lasts this many days from its approval unless an operator sets another end date. */
export const TRIAL_PERIOD_DAYS = 30;
/** The daily job tells operators about trials ending within this many days. */
export const TRIAL_ENDING_NOTICE_DAYS = 7;

// ---- companies -----------------------------------------------------------------------------

export const ZCompanyHistoryEvent = z.object({
  id: z.number().int(),
  event: z.enum(['registered', 'status', 'discarded', 'restored']),
  from_status: CompanyStatus.schema.nullable(),
  to_status: CompanyStatus.schema,
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type TCompanyHistoryEvent = z.infer<typeof ZCompanyHistoryEvent>;

export const ZAdminCompanyAdmin = z.object({
  id: z.number().int(),
  role: CompanyRole.schema,
  name: z.string(),
  email: z.string(),
  confirmed: z.boolean(),
  has_password: z.boolean(),
  last_sign_in_at: z.string().nullable(),
});
export type TAdminCompanyAdmin = z.infer<typeof ZAdminCompanyAdmin>;

export const ZAdminCompanyDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  name_kana: z.string().nullable(),
  status: CompanyStatus.schema,
  postcode: z.string().nullable(),
  address: z.string().nullable(),
  tel: z.string().nullable(),
  url: z.string().nullable(),
  daihyo_name: z.string().nullable(),
  date_start_contract: z.string().nullable(),
  date_end_contract: z.string().nullable(),
  created_at: z.string(),
  discarded_at: z.string().nullable(),
  admins: z.array(ZAdminCompanyAdmin),
  history: z.array(ZCompanyHistoryEvent),
  usage: z.object({
    employees: z.number().int(),
    diagnoses_issued: z.number().int(),
    diagnoses_completed: z.number().int(),
    last_sign_in_at: z.string().nullable(),
  }),
});
export type TAdminCompanyDetail = z.infer<typeof ZAdminCompanyDetail>;
export const ZAdminCompanyDetailResponse = z.object({ data: ZAdminCompanyDetail });

/** PUT admin/companies/{id}: the profile and the contract period. */
export const ZAdminCompanyUpdateRequest = z
  .object({
    name: symbolSafe(100),
    name_kana: nullWhenBlank(kana(100)),
    daihyo_name: nullWhenBlank(symbolSafe(50)),
    postcode: nullWhenBlank(postcode()),
    address: nullWhenBlank(requiredString(255)),
    tel: nullWhenBlank(tel()),
    url: nullWhenBlank(url()),
    date_start_contract: nullWhenBlank(isoDate()),
    date_end_contract: nullWhenBlank(isoDate()),
  })
  .refine(
    (v) => !v.date_start_contract || !v.date_end_contract || v.date_start_contract <= v.date_end_contract,
    { path: ['date_end_contract'], message: '契約開始日以降の日付を入力してください' },
  );
export type TAdminCompanyUpdateRequest = z.input<typeof ZAdminCompanyUpdateRequest>;

/** What discarding a company stops, shown in the confirmation and answered by DELETE. */
export const DISCARD_CONSEQUENCES = [
  'この企業の管理者は全員ログインできなくなり、ログイン中の方もすぐに切断されます。',
  '発行済みの診断リンク・診断チケットは受検できなくなります（受検者には利用停止の案内が表示されます）。',
  '企業一覧・ダッシュボードの集計に表示されなくなります（データは「削除済み企業」から復元できます）。',
] as const;

export const ZDiscardedCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  name_kana: z.string().nullable(),
  status: CompanyStatus.schema,
  discarded_at: z.string(),
  discarded_by: z.string().nullable(),
  employees: z.number().int(),
});
export type TDiscardedCompany = z.infer<typeof ZDiscardedCompany>;

export const ZDiscardedCompaniesQuery = ZPageQuery.extend({ q: queryText(100) });
export type TDiscardedCompaniesQuery = z.infer<typeof ZDiscardedCompaniesQuery>;
export const ZDiscardedCompaniesResponse = z.object({
  data: z.object({
    items: z.array(ZDiscardedCompany),
    total: z.number().int(),
    page: z.number().int(),
    per: z.number().int(),
  }),
});
export type TDiscardedCompaniesResponse = z.infer<typeof ZDiscardedCompaniesResponse>;

/** destroy_physical: the operator types the company's name to confirm. */
export const ZCompanyDestroyRequest = z.object({ company_name: requiredString(100) });
export type TCompanyDestroyRequest = z.infer<typeof ZCompanyDestroyRequest>;
export const ZCompanyDestroyResponse = z.object({
  data: z.object({ id: z.number().int(), name: z.string(), files_removed: z.number().int() }),
});

export const ZCompanyStateResponse = z.object({
  data: z.object({ id: z.number().int(), name: z.string(), discarded_at: z.string().nullable() }),
});

// ---- the operator action log ---------------------------------------------------------------

export const ZOperatorAction = z.object({
  id: z.number().int(),
  system_admin_name: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  summary: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })).nullable(),
  created_at: z.string(),
});
export type TOperatorAction = z.infer<typeof ZOperatorAction>;
export const ZOperatorActionsQuery = ZPageQuery.extend({
  per: ZPageQuery.shape.per.default(20),
});
export const ZOperatorActionsResponse = z.object({
  data: z.object({
    items: z.array(ZOperatorAction),
    total: z.number().int(),
    page: z.number().int(),
    per: z.number().int(),
  }),
});
export type TOperatorActionsResponse = z.infer<typeof ZOperatorActionsResponse>;

// ---- statistics (the dashboard) ------------------------------------------------------------

export const ZAdminStatistics = z.object({
  counts_by_status: z.record(CompanyStatus.schema, z.number().int()),
  discarded: z.number().int(),
  trials_ending: z.array(z.object({ id: z.number().int(), name: z.string(), date_end_contract: z.string() })),
  /** The last 12 months (Asia/Tokyo), oldest first: `month` is YYYY-MM. */
  monthly: z.array(z.object({ month: z.string(), issued: z.number().int(), completed: z.number().int() })),
  examinees_this_month: z.number().int(),
  recent_signups: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      status: CompanyStatus.schema,
      created_at: z.string(),
    }),
  ),
});
export type TAdminStatistics = z.infer<typeof ZAdminStatistics>;
export const ZAdminStatisticsResponse = z.object({ data: ZAdminStatistics });

// ---- system admins -------------------------------------------------------------------------

export const ZSystemAdminRow = z.object({
  id: z.number().int(),
  email: z.string(),
  role: SystemAdminRole.schema,
  last_name: z.string(),
  first_name: z.string(),
  kana_last_name: z.string(),
  kana_first_name: z.string(),
  has_password: z.boolean(),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
});
export type TSystemAdminRow = z.infer<typeof ZSystemAdminRow>;
export const ZSystemAdminsResponse = z.object({
  data: z.object({ items: z.array(ZSystemAdminRow), total: z.number().int() }),
});
export const ZSystemAdminResponse = z.object({ data: ZSystemAdminRow });
export const ZSystemAdminUpdateRequest = z.object({
  last_name: symbolSafe(50),
  first_name: symbolSafe(50),
  kana_last_name: kana(50),
  kana_first_name: kana(50),
  role: SystemAdminRole.schema,
});
export type TSystemAdminUpdateRequest = z.infer<typeof ZSystemAdminUpdateRequest>;

export const SYSTEM_ADMIN_MESSAGES = {
  selfDelete: 'ご自身のアカウントは削除できません。',
  selfDemote: 'ご自身の権限は変更できません。',
  lastAdmin: 'システム管理者が1人以上必要なため、削除できません。',
} as const;

// ---- operator notifications ----------------------------------------------------------------

export const ZOperatorNotificationKind = z.enum(OPERATOR_NOTIFICATION_KIND_VALUES, {
  message: MESSAGES.oneOf,
});
export const ZOperatorNotificationsQuery = ZPageQuery.extend({
  per: ZPageQuery.shape.per.default(20),
  unread: z
    .enum(['true', 'false'], { message: MESSAGES.oneOf })
    .optional()
    .transform((v) => v === 'true'),
  kind: ZOperatorNotificationKind.optional(),
});
export const ZOperatorNotification = z.object({
  id: z.number().int(),
  kind: ZOperatorNotificationKind,
  company_id: z.number().int().nullable(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type TOperatorNotification = z.infer<typeof ZOperatorNotification>;
export const ZOperatorNotificationsResponse = z.object({
  data: z.object({
    items: z.array(ZOperatorNotification),
    total: z.number().int(),
    unread: z.number().int(),
    page: z.number().int(),
    per: z.number().int(),
  }),
});
export type TOperatorNotificationsResponse = z.infer<typeof ZOperatorNotificationsResponse>;
/** PATCH admin/notifications: mark the given ids (or, with `all`, every one) read or unread. */
export const ZOperatorNotificationsPatchRequest = z
  .object({
    ids: recordIds({ max: 200 }).optional(),
    all: z.boolean().optional(),
    read: z.boolean().default(true),
  })
  .refine((v) => v.all === true || (v.ids !== undefined && v.ids.length > 0), {
    path: ['ids'],
    message: MESSAGES.required,
  });
export const ZOperatorNotificationsPatchResponse = z.object({ data: z.object({ unread: z.number().int() }) });

export const ZAdminCompanyParams = z.object({ id: recordId() });
