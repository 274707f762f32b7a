/**
 * Inquiries (spec §7 general_inquiries, issue_inquiries, check_kubun) and the operators' inbox.
 *
 * Reading of the spec (decision 0030): a general inquiry is anything a visitor or a company user
 * asks the operators; an issue inquiry is a company user's report about one diagnosis link or ticket
 * (an examinee who cannot take the test, a lost mail), tied to that link or ticket, for which an
 * operator can re-send the examinee's mail (`issue_inquiries/send_mails`). `check_kubun` validates a
 * category (区分) and answers which fields that category needs.
 */
import { z } from 'zod';
import { defineEnum } from '../enum.ts';
import { email, integer, MESSAGES, optionalString, requiredString, tel } from '../validation.ts';
import { ZPageQuery } from './system.ts';

/** 区分 of an inquiry. `diagnosis_issue` is an issue inquiry (signed-in company users only). */
export const InquiryKubun = defineEnum({
  service: 'サービス内容について',
  trial: 'トライアル・お申し込みについて',
  contract: 'ご契約・料金について',
  account: 'ログイン・アカウントについて',
  diagnosis_issue: '受検のトラブル（診断リンク・チケット）',
  bug: '不具合のご報告',
  other: 'その他',
});
export type InquiryKubunValue = (typeof InquiryKubun.values)[number];

export type FieldNeed = 'required' | 'optional' | 'hidden';

/** What each 区分 asks for beyond name, email, subject and body (which every 区分 needs). */
export const KUBUN_FIELDS: Record<
  InquiryKubunValue,
  { company_name: FieldNeed; tel: FieldNeed; target: FieldNeed; signed_in_only: boolean; note: string }
> = {
  service: { company_name: 'optional', tel: 'optional', target: 'hidden', signed_in_only: false, note: '' },
  trial: {
    company_name: 'required',
    tel: 'optional',
    target: 'hidden',
    signed_in_only: false,
    note: 'お申し込み状況を確認するため、企業名を入力してください。',
  },
  contract: {
    company_name: 'required',
    tel: 'required',
    target: 'hidden',
    signed_in_only: false,
    note: 'ご契約内容を確認するため、企業名と電話番号を入力してください。',
  },
  account: { company_name: 'optional', tel: 'optional', target: 'hidden', signed_in_only: false, note: '' },
  diagnosis_issue: {
    company_name: 'hidden',
    tel: 'optional',
    target: 'required',
    signed_in_only: true,
    note: '対象の診断リンク（受検者のメールアドレス）またはチケットコードを指定してください。運営から受検者へ案内メールを再送できます。',
  },
  bug: {
    company_name: 'optional',
    tel: 'optional',
    target: 'hidden',
    signed_in_only: false,
    note: '発生した画面・操作・日時をできるだけ詳しくお書きください。画面のスクリーンショットを添付いただけると助かります。',
  },
  other: { company_name: 'optional', tel: 'optional', target: 'hidden', signed_in_only: false, note: '' },
};

export const InquiryStatus = defineEnum({ new: '未対応', in_progress: '対応中', done: '対応済み' });
export type InquiryStatusValue = (typeof InquiryStatus.values)[number];

export const InquiryKind = defineEnum({ general: '一般', issue: '受検トラブル' });

export const INQUIRY_SUBJECT_MAX = 100;
export const INQUIRY_BODY_MAX = 5000;
/** A form sent faster than this after it was shown is treated as a robot's. */
export const INQUIRY_MIN_FILL_MS = 3000;

export const INQUIRY_MESSAGES = {
  signInRequired: 'この区分のお問い合わせはログインしてから送信してください',
  targetRequired: '対象の診断リンクまたはチケットコードを指定してください',
  linkNotFound: '診断リンクが見つかりません',
  ticketNotFound: 'チケットコードが見つかりません',
  spam: '送信できませんでした。時間をおいてもう一度お試しください。',
  noMailToResend: 'この問い合わせには再送できる診断リンクがありません',
  completed: 'この診断は受検済みのため再送できません',
  sent: 'お問い合わせを受け付けました。',
  resent: 'メールを送信しました',
  replied: 'メールを送信しました',
} as const;

// ---- check_kubun ------------------------------------------------------------------------------

export const ZCheckKubunRequest = z.object({ kubun: InquiryKubun.schema });
export const ZCheckKubunResponse = z.object({
  data: z.object({
    kubun: InquiryKubun.schema,
    label: z.string(),
    /** An issue inquiry (tied to a diagnosis link or ticket). */
    issue: z.boolean(),
    signed_in_only: z.boolean(),
    fields: z.object({
      company_name: z.enum(['required', 'optional', 'hidden']),
      tel: z.enum(['required', 'optional', 'hidden']),
      target: z.enum(['required', 'optional', 'hidden']),
    }),
    note: z.string(),
  }),
});

// ---- sending ------------------------------------------------------------------------------------

const optionalTel = () =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), tel().nullable().optional());

const baseFields = {
  kubun: InquiryKubun.schema,
  subject: requiredString(INQUIRY_SUBJECT_MAX),
  body: requiredString(INQUIRY_BODY_MAX),
  tel: optionalTel(),
};

/** Checks the fields the 区分 needs (KUBUN_FIELDS). */
function refineKubun(
  v: { kubun: InquiryKubunValue; company_name?: string | null; tel?: string | null },
  ctx: z.RefinementCtx,
) {
  const need = KUBUN_FIELDS[v.kubun];
  if (need.company_name === 'required' && !v.company_name) {
    ctx.addIssue({ code: 'custom', path: ['company_name'], message: MESSAGES.required });
  }
  if (need.tel === 'required' && !v.tel) {
    ctx.addIssue({ code: 'custom', path: ['tel'], message: MESSAGES.required });
  }
}

/**
 * `general_inquiries` from a signed-out visitor. `website` is a honeypot (hidden from people,
 * filled by robots) and `form_shown_at` the time the form was shown (ms since the epoch): both
 * refuse robots without a CAPTCHA service.
 */
export const ZPublicInquiryRequest = z
  .object({
    ...baseFields,
    name: requiredString(50),
    email: email(),
    company_name: optionalString(100),
    website: z.string().max(500).optional(),
    form_shown_at: integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  })
  .superRefine((v, ctx) => {
    if (KUBUN_FIELDS[v.kubun].signed_in_only) {
      ctx.addIssue({ code: 'custom', path: ['kubun'], message: INQUIRY_MESSAGES.signInRequired });
    }
    refineKubun(v, ctx);
  });
export type TPublicInquiryRequest = z.input<typeof ZPublicInquiryRequest>;

/** `issue_inquiries`: about one diagnosis link (by id) or one ticket (by code) of the caller's company. */
export const ZIssueInquiryRequest = z
  .object({
    subject: requiredString(INQUIRY_SUBJECT_MAX),
    body: requiredString(INQUIRY_BODY_MAX),
    tel: optionalTel(),
    link_id: z.preprocess(
      (v) => (v === '' ? null : v),
      integer({ min: 1, max: 2_147_483_647 }).nullable().optional(),
    ),
    ticket_code: optionalString(32),
  })
  .superRefine((v, ctx) => {
    if (!v.link_id && !v.ticket_code) {
      ctx.addIssue({ code: 'custom', path: ['link_id'], message: INQUIRY_MESSAGES.targetRequired });
    }
  });
export type TIssueInquiryRequest = z.input<typeof ZIssueInquiryRequest>;

export const ZInquiryCreatedResponse = z.object({
  data: z.object({ id: z.number().int(), message: z.string() }),
});

/** The links a signed-in user can pick for an issue inquiry (their company's, newest first). */
export const ZIssueTargetsQuery = z.object({
  q: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .max(100, { message: MESSAGES.max(100) })
      .optional(),
  ),
});
export const ZIssueTarget = z.object({
  link_id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  status: z.string(),
  deadline: z.string(),
});
export const ZIssueTargetsResponse = z.object({ data: z.array(ZIssueTarget) });

// ---- operators' inbox ---------------------------------------------------------------------------

export const ZInquiryMessage = z.object({
  id: z.number().int(),
  direction: z.enum(['inbound', 'outbound', 'note']),
  author: z.string(),
  body: z.string(),
  created_at: z.string(),
});

export const ZAdminInquirySummary = z.object({
  id: z.number().int(),
  kind: InquiryKind.schema,
  kubun: InquiryKubun.schema,
  status: InquiryStatus.schema,
  subject: z.string(),
  name: z.string(),
  email: z.string(),
  company_name: z.string().nullable(),
  company_id: z.number().int().nullable(),
  assignee_id: z.number().int().nullable(),
  assignee_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAdminInquirySummary = z.infer<typeof ZAdminInquirySummary>;

export const ZAdminInquiry = ZAdminInquirySummary.extend({
  tel: z.string().nullable(),
  body: z.string(),
  signed_in: z.boolean(),
  link: z
    .object({
      id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      status: z.string(),
      deadline: z.string(),
      sent_count: z.number().int(),
    })
    .nullable(),
  ticket_code: z.string().nullable(),
  attachment: z
    .object({ key: z.string(), file_name: z.string(), size_bytes: z.number().nullable() })
    .nullable(),
  messages: z.array(ZInquiryMessage),
});
export type TAdminInquiry = z.infer<typeof ZAdminInquiry>;

export const ZAdminInquiriesQuery = ZPageQuery.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), InquiryStatus.schema.optional()),
  kubun: z.preprocess((v) => (v === '' ? undefined : v), InquiryKubun.schema.optional()),
  assignee: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['me', 'none'], { message: MESSAGES.oneOf }).optional(),
  ),
  q: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .max(100, { message: MESSAGES.max(100) })
      .optional(),
  ),
  per: integer({ min: 1, max: 100 }).default(20),
});
export type TAdminInquiriesQuery = z.infer<typeof ZAdminInquiriesQuery>;

export const ZAdminInquiriesResponse = z.object({
  data: z.object({
    items: z.array(ZAdminInquirySummary),
    total: z.number().int(),
    page: z.number(),
    per: z.number(),
    /** Open (new) inquiries, for the header's count. */
    new_count: z.number().int(),
  }),
});
export const ZAdminInquiryResponse = z.object({ data: ZAdminInquiry });

export const ZAdminInquiryUpdateRequest = z
  .object({
    status: InquiryStatus.schema.optional(),
    /** A system admin's id, or null to unassign. */
    assignee_id: z.preprocess(
      (v) => (v === '' ? null : v),
      integer({ min: 1, max: 2_147_483_647 }).nullable().optional(),
    ),
  })
  .refine((v) => v.status !== undefined || v.assignee_id !== undefined, {
    message: MESSAGES.required,
    path: ['status'],
  });

export const ZAdminInquiryReplyRequest = z.object({ body: requiredString(INQUIRY_BODY_MAX) });
export const ZSendMailsRequest = z.object({ id: integer({ min: 1, max: 2_147_483_647 }) });

/** Operators an inquiry can be assigned to. */
export const ZInquiryAssigneesResponse = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
