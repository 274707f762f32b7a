/**
 * Request/response schemas of the company user's own account (/user), the company settings
 * (/company/edit) and the company's users (/company-admins).
 */
import { z } from 'zod';
import { defineEnum } from '../enum.ts';
import { CompanyRole, CompanyStatus } from '../enums.ts';
import {
  email,
  integer,
  kana,
  MESSAGES,
  optionalString,
  password,
  postcode,
  recordId,
  requiredString,
  symbolSafe,
  tel,
  url,
  withPasswordConfirmation,
} from '../validation.ts';

/** Person names of a company user (氏名・フリガナ). */
const personNames = {
  last_name: symbolSafe(50),
  first_name: symbolSafe(50),
  kana_last_name: kana(50),
  kana_first_name: kana(50),
};

// ---------------------------------------------------------------- my account (/user)

export const ZAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  role: CompanyRole.schema,
  last_name: z.string(),
  first_name: z.string(),
  kana_last_name: z.string(),
  kana_first_name: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  /** A new address waiting for its confirmation link to be opened. */
  unconfirmed_email: z.string().nullable(),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZAccountResponse = z.object({ data: ZAccount });
export type TAccountResponse = z.infer<typeof ZAccountResponse>;

export const ZAccountUpdateRequest = z.object(personNames);
export type TAccountUpdateRequest = z.infer<typeof ZAccountUpdateRequest>;

/** The current password a sensitive change needs (any non-empty string; checked by the server). */
const currentPassword = () =>
  z
    .string({ message: MESSAGES.required })
    .min(1, { message: MESSAGES.required })
    .max(128, { message: MESSAGES.max(128) });

export const ZAccountEmailRequest = z.object({ email: email(), current_password: currentPassword() });
export type TAccountEmailRequest = z.infer<typeof ZAccountEmailRequest>;

export const ZAccountPasswordFields = z.object({
  current_password: currentPassword(),
  password: password(),
  password_confirmation: z.string({ message: MESSAGES.required }).min(1, { message: MESSAGES.required }),
});
export const ZAccountPasswordRequest = withPasswordConfirmation(ZAccountPasswordFields);
export type TAccountPasswordRequest = z.infer<typeof ZAccountPasswordRequest>;

export const ZEmailConfirmationQuery = z.object({ token: z.string().trim().max(200).optional() });

// ---------------------------------------------------------------- company settings (/company/edit)

export const ZCompanyProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  name_kana: z.string().nullable(),
  status: CompanyStatus.schema,
  postcode: z.string().nullable(),
  address: z.string().nullable(),
  tel: z.string().nullable(),
  url: z.string().nullable(),
  /** 代表者名 */
  daihyo_name: z.string().nullable(),
});
export type TCompanyProfile = z.infer<typeof ZCompanyProfile>;

export const ZCompanyProfileResponse = z.object({ data: ZCompanyProfile });
export type TCompanyProfileResponse = z.infer<typeof ZCompanyProfileResponse>;

export const ZCompanyIdParams = z.object({ id: recordId() });

/** An optional URL: blank means "none"; anything else must be a valid http(s) URL. */
const optionalUrl = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    url().nullable(),
  );

export const ZCompanyUpdateRequest = z.object({
  name: symbolSafe(100),
  name_kana: kana(100),
  postcode: postcode(),
  address: requiredString(255),
  tel: tel(),
  url: optionalUrl(),
});
export type TCompanyUpdateRequest = z.infer<typeof ZCompanyUpdateRequest>;

export const ZCompanyDaihyoRequest = z.object({ daihyo_name: symbolSafe(50) });
export type TCompanyDaihyoRequest = z.infer<typeof ZCompanyDaihyoRequest>;

export const ZPostcodeParams = z.object({ code: postcode() });
export const ZPostcodeResponse = z.object({
  data: z.object({ postcode: z.string(), prefecture: z.string(), city: z.string(), town: z.string() }),
});
export type TPostcodeResponse = z.infer<typeof ZPostcodeResponse>;

// ---------------------------------------------------------------- company users (/company-admins)

/** 招待中: invited, no password set yet; 有効: can sign in. */
export const MemberStatus = defineEnum({ invited: '招待中', active: '有効' });

export const ZCompanyAdminMember = z.object({
  id: z.number().int(),
  email: z.string(),
  role: CompanyRole.schema,
  last_name: z.string(),
  first_name: z.string(),
  kana_last_name: z.string(),
  kana_first_name: z.string(),
  status: MemberStatus.schema,
  invited_at: z.string().nullable(),
  created_at: z.string(),
});
export type TCompanyAdminMember = z.infer<typeof ZCompanyAdminMember>;

export const ZCompanyAdminsQuery = z.object({
  page: integer({ min: 1, max: 100_000 }).default(1),
  per: integer({ min: 1, max: 200 }).default(50),
  q: optionalString(100),
});
export type TCompanyAdminsQuery = z.infer<typeof ZCompanyAdminsQuery>;

export const ZCompanyAdminsResponse = z.object({
  data: z.object({
    items: z.array(ZCompanyAdminMember),
    total: z.number().int(),
    page: z.number().int(),
    per: z.number().int(),
  }),
});
export type TCompanyAdminsResponse = z.infer<typeof ZCompanyAdminsResponse>;

export const ZCompanyAdminResponse = z.object({ data: ZCompanyAdminMember });
export type TCompanyAdminResponse = z.infer<typeof ZCompanyAdminResponse>;

export const ZCompanyAdminInviteRequest = z.object({
  email: email(),
  ...personNames,
  role: CompanyRole.schema,
});
export type TCompanyAdminInviteRequest = z.infer<typeof ZCompanyAdminInviteRequest>;

export const ZCompanyAdminUpdateRequest = z.object({ ...personNames, role: CompanyRole.schema });
export type TCompanyAdminUpdateRequest = z.infer<typeof ZCompanyAdminUpdateRequest>;

/** Messages of the rules on company users, shown as they are. */
export const MEMBER_MESSAGES = {
  emailTaken: 'このメールアドレスは既に登録されています',
  cannotDeleteSelf: 'ご自身のアカウントは削除できません。',
  cannotDemoteSelf: 'ご自身の権限は変更できません。',
  lastAdmin: '総合管理者が1人以上必要なため、この操作はできません。',
  notInvited: 'この管理者は既にパスワードを設定済みのため、招待メールは再送できません。',
  wrongPassword: '現在のパスワードが正しくありません',
  sameEmail: '現在のメールアドレスと同じです',
} as const;
