/**
 * The examinee's calls (no account): a diagnosis link's token in the path is the only credential
 * and gives access to that one test. Tickets are redeemed for a link token.
 *
 *   GET  /api/v1/exam/links/:token              what the entry page shows (or 404 / 410)
 *   POST /api/v1/exam/links/:token/session      consent + device facts → the session (idempotent)
 *   PUT  /api/v1/exam/links/:token/blocks/:index one finished block's raw events (idempotent)
 *   POST /api/v1/exam/links/:token/complete     score on the server and finish (idempotent)
 *   POST /api/v1/exam/tickets/redeem            ticket code + name, kana, email → a link token
 */
import { z } from 'zod';
import { DiagnosisType } from '../enums.ts';
import { email, integer, kana, symbolSafe } from '../validation.ts';
import { BLOCK_COUNT, ZDeviceFacts } from '../vital/protocol.ts';

/** Link tokens are 32 bytes of randomness in base64url (43 characters). */
export const ZExamTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: '診断リンクのURLが正しくありません' }),
});
export const ZExamBlockParams = ZExamTokenParams.extend({
  index: integer({ min: 0, max: BLOCK_COUNT - 1 }),
});

/** Where the examinee stands. */
export const ExamLinkState = ['ready', 'in_progress', 'completed'] as const;

/** A session under way, scored, or voided by the validity checks (also the database column's values). */
export const ExamSessionStatus = ['in_progress', 'completed', 'failed'] as const;

export const ZExamSessionState = z.object({
  seed: z.number().int(),
  protocol_version: z.string(),
  /** Indices of the blocks the server already holds. */
  received_blocks: z.array(z.number().int()),
  /** The first block not yet received (BLOCK_COUNT when all are in). */
  next_block_index: z.number().int(),
  status: z.enum(ExamSessionStatus),
  /** The test was started on another device than the one asking (the examinee is told). */
  other_device: z.boolean(),
});
export type TExamSessionState = z.infer<typeof ZExamSessionState>;

export const ZExamLink = z.object({
  state: z.enum(ExamLinkState),
  company_name: z.string(),
  diagnosis_type: DiagnosisType.schema,
  /** The examinee's name as the company registered it (trailing UUID stripped). */
  last_name: z.string(),
  first_name: z.string(),
  deadline: z.string(),
  message: z.string().nullable(),
  estimated_minutes: z.number().int(),
  session: ZExamSessionState.nullable(),
});
export type TExamLink = z.infer<typeof ZExamLink>;
export const ZExamLinkResponse = z.object({ data: ZExamLink });

export const ZExamSessionRequest = ZDeviceFacts.extend({
  /** The examinee agreed to the purpose of use on the confirmation page. */
  consent: z.literal(true, { message: '利用目的への同意が必要です' }),
});
export type TExamSessionRequest = z.input<typeof ZExamSessionRequest>;
export const ZExamSessionResponse = z.object({ data: ZExamSessionState });

export const ZExamBlockResponse = z.object({
  data: z.object({ received_blocks: z.array(z.number().int()), next_block_index: z.number().int() }),
});

export const ZExamCompleteResponse = z.object({
  data: z.object({ status: z.enum(['completed', 'failed']) }),
});

/** Ticket codes are shown as XXXXX-XXXXX; input is normalised (upper case, no hyphen or spaces). */
export const TICKET_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const TICKET_CODE_LENGTH = 10;
function normalizeTicketCode(input: string): string {
  return input.normalize('NFKC').toUpperCase().replace(/[\s-]/g, '');
}
export function formatTicketCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export const TICKET_CODE_FORMAT_MESSAGE = 'チケットコードは10文字の英数字です（例: AB2CD-3EF4G）';
export const TICKET_NOT_FOUND_MESSAGE = 'チケットコードが見つかりません。入力内容をご確認ください。';
export const TICKET_USED_MESSAGE = 'このチケットはすでに使用されています。';
export const TICKET_EXPIRED_MESSAGE =
  'このチケットは有効期限が切れています。発行元の企業にお問い合わせください。';
export const LINK_NOT_FOUND_MESSAGE =
  'この診断リンクは無効です。URLをご確認いただくか、発行元の企業にお問い合わせください。';
/** The issuing company was discarded by the operator: the examinee is told plainly. */
export const LINK_COMPANY_STOPPED_MESSAGE =
  '発行元の企業のご利用が停止されているため、この診断は受検できません。発行元の企業にお問い合わせください。';
export const LINK_EXPIRED_MESSAGE =
  'この診断リンクは受検期限を過ぎています。発行元の企業にお問い合わせください。';
export const LINK_COMPLETED_MESSAGE = 'この診断はすでに受検済みです。ご協力ありがとうございました。';

export const ZTicketRedeemRequest = z.object({
  code: z
    .string({ message: '入力してください' })
    .transform(normalizeTicketCode)
    .pipe(
      z
        .string()
        .length(TICKET_CODE_LENGTH, { message: TICKET_CODE_FORMAT_MESSAGE })
        .regex(new RegExp(`^[${TICKET_CODE_ALPHABET}]+$`), { message: TICKET_CODE_FORMAT_MESSAGE }),
    ),
  last_name: symbolSafe(50),
  first_name: symbolSafe(50),
  kana_last_name: kana(50),
  kana_first_name: kana(50),
  email: email(),
});
export type TTicketRedeemRequest = z.input<typeof ZTicketRedeemRequest>;
export const ZTicketRedeemResponse = z.object({ data: z.object({ token: z.string() }) });
