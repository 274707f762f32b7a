/** The one JSON error shape of the API: `{ error: { code, message, details? } }`. */
import { z } from 'zod';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'COMPANY_NOT_ACTIVE',
  'FORBIDDEN',
  'CSRF',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'MAINTENANCE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ZFieldErrors = z.record(z.string(), z.array(z.string()));

/** Errors of one row of a bulk request (`row` is 1-based among the data rows, header not counted). */
export const ZRowErrors = z.object({ row: z.number().int(), errors: ZFieldErrors });
export type TRowErrors = z.infer<typeof ZRowErrors>;

export const ZErrorResponse = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z
      .object({ fieldErrors: ZFieldErrors.optional(), rows: z.array(ZRowErrors).optional() })
      .optional(),
    request_id: z.string().optional(),
  }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ERROR_MESSAGES = {
  BAD_REQUEST: 'リクエストの形式が正しくありません。',
  VALIDATION_ERROR: '入力内容に誤りがあります。',
  UNAUTHORIZED: 'ログインの有効期限が切れました。再度ログインしてください。',
  INVALID_CREDENTIALS: 'メールアドレスまたはパスワードが正しくありません。',
  COMPANY_NOT_ACTIVE: 'このアカウントは現在ご利用いただけません。',
  FORBIDDEN: 'この操作を行う権限がありません。',
  CSRF: '不正なリクエストです。画面を再読み込みしてからお試しください。',
  NOT_FOUND: 'お探しのデータは見つかりませんでした。',
  CONFLICT: 'ほかの操作と競合しました。画面を再読み込みしてからお試しください。',
  GONE: 'このリンクは有効期限が切れているか、すでに使用されています。',
  PAYLOAD_TOO_LARGE: '送信されたデータが大きすぎます。',
  UNSUPPORTED_MEDIA_TYPE: '対応していない形式のデータです。',
  RATE_LIMITED: 'リクエストが多すぎます。しばらく待ってから再度お試しください。',
  MAINTENANCE: 'ただいまメンテナンス中です。しばらくお待ちください。',
  INTERNAL: 'サーバーでエラーが発生しました。時間をおいて再度お試しください。',
} as const satisfies Record<ErrorCode, string>;

/** Why a company that is not yet active cannot sign in, by company status. */
export const COMPANY_NOT_ACTIVE_MESSAGES = {
  temp_registration:
    'メールアドレスの認証が完了していません。登録時にお送りしたメールのリンクから認証を完了してください。',
  email_authenticated:
    'ただいま運営事務局にて利用申請を審査しています。承認されましたらメールでお知らせします。',
  discarded: 'このアカウントはご利用いただけません。運営事務局までお問い合わせください。',
} as const;
