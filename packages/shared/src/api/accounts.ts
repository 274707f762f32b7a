/**
 * Request/response schemas of the company accounts' public side: sign-up, e-mail confirmation and
 * the password links (reset and first setting) of both areas.
 */
import { z } from 'zod';
import { SystemAdminRole } from '../enums.ts';
import { email, kana, MESSAGES, password, symbolSafe, tel, withPasswordConfirmation } from '../validation.ts';

/** The message of a password link that is unknown, used or expired (both areas). */
export const INVALID_PASSWORD_LINK_MESSAGE =
  'このリンクは無効か、有効期限が切れています。お手数ですが、もう一度手続きをやり直してください。';

export const DUPLICATE_EMAIL_MESSAGE = 'このメールアドレスは既に登録されています';
export const AGREE_TERMS_MESSAGE = '利用規約への同意が必要です';
export const REDIRECT_URL_MESSAGE = 'このサイト内のURLを指定してください';

/** The contact person's name fields, shared by sign-up, registration by an operator and system admins. */
export const ZPersonName = z.object({
  last_name: symbolSafe(50),
  first_name: symbolSafe(50),
  kana_last_name: kana(50),
  kana_first_name: kana(50),
});

const passwordPair = {
  password: password(),
  password_confirmation: z.string({ message: MESSAGES.required }),
};

// ---- sign-up (POST /api/v1/company_admins) --------------------------------------------------

/** The fields without the cross-field rule, for forms to `.pick/.extend`. */
export const ZCompanySignUpFields = ZPersonName.extend({
  company_name: symbolSafe(100),
  /** 代表者名 */
  daihyo_name: symbolSafe(50),
  email: email(),
  tel: tel(),
  ...passwordPair,
  agree_terms: z.literal(true, { message: AGREE_TERMS_MESSAGE }),
});
export const ZCompanySignUpRequest = withPasswordConfirmation(ZCompanySignUpFields);
export type TCompanySignUpRequest = z.infer<typeof ZCompanySignUpRequest>;

export const ZCompanySignUpResponse = z.object({
  data: z.object({ email: z.string(), company_status: z.literal('temp_registration') }),
});
export type TCompanySignUpResponse = z.infer<typeof ZCompanySignUpResponse>;

/** GET /api/v1/company_admins/confirmation — a bad token is answered by the redirect, not a 400. */
export const ZConfirmationQuery = z.object({ confirmation_token: z.string().max(512).optional() });

// ---- password links (both areas) ------------------------------------------------------------

/** POST …/password: the reset request. `redirect_url` must point into this site. */
export const ZPasswordResetRequest = z.object({
  email: email(),
  redirect_url: z
    .string()
    .trim()
    .max(2048, { message: MESSAGES.max(2048) })
    .optional(),
  /** devise_token_auth sends it; only 'email' exists here. */
  provider: z.literal('email').optional(),
});
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

export const ZPasswordResetResponse = z.object({ success: z.literal(true), message: z.string() });
export type TPasswordResetResponse = z.infer<typeof ZPasswordResetResponse>;

/** The answer to every reset request, known address or not. */
export const PASSWORD_RESET_SENT_MESSAGE =
  'ご登録のメールアドレス宛てに、パスワード再設定のご案内をお送りしました。メールが届かない場合は、入力したメールアドレスをご確認ください。';

const linkToken = z
  .string({ message: INVALID_PASSWORD_LINK_MESSAGE })
  .min(1, { message: INVALID_PASSWORD_LINK_MESSAGE })
  .max(512, { message: INVALID_PASSWORD_LINK_MESSAGE });

/** PUT …/password: a new password from a mailed link (reset, or first setting after an invitation). */
export const ZPasswordUpdateFields = z.object({ ...passwordPair, token: linkToken });
export const ZPasswordUpdateRequest = withPasswordConfirmation(ZPasswordUpdateFields);
export type TPasswordUpdateRequest = z.infer<typeof ZPasswordUpdateRequest>;

/** POST system_admins/change_password: the first password of an invited system admin. */
export const ZSystemAdminChangePasswordFields = z.object({ ...passwordPair, confirmation_token: linkToken });
export const ZSystemAdminChangePasswordRequest = withPasswordConfirmation(ZSystemAdminChangePasswordFields);
export type TSystemAdminChangePasswordRequest = z.infer<typeof ZSystemAdminChangePasswordRequest>;

/** Which link a company password token is (the same PUT serves both). */
export const PasswordLinkPurpose = z.enum(['password_reset', 'password_setup']);
export const ZPasswordUpdateResponse = z.object({
  success: z.literal(true),
  purpose: PasswordLinkPurpose,
});
export type TPasswordUpdateResponse = z.infer<typeof ZPasswordUpdateResponse>;

/** GET …/password/token?token= — whether a mailed link still works, before the form is filled. */
export const ZPasswordTokenQuery = z.object({ token: z.string().max(512).optional() });
export const ZPasswordTokenResponse = z.object({
  data: z.object({ valid: z.boolean(), purpose: PasswordLinkPurpose.nullable() }),
});
export type TPasswordTokenResponse = z.infer<typeof ZPasswordTokenResponse>;

// ---- system admins (POST /api/v1/system_admins) ---------------------------------------------

export const ZSystemAdminCreateRequest = ZPersonName.extend({
  email: email(),
  role: SystemAdminRole.schema.default('admin'),
});
export type TSystemAdminCreateRequest = z.input<typeof ZSystemAdminCreateRequest>;
