/** Request/response schemas of the two sign-ins (company and operator). */
import { z } from 'zod';
import { CompanyRole, CompanyStatus, SystemAdminRole } from '../enums.ts';
import { loginEmail, MESSAGES } from '../validation.ts';

export const ZSignInRequest = z.object({
  email: loginEmail(),
  password: z
    .string({ message: MESSAGES.required })
    .min(1, { message: MESSAGES.required })
    .max(128, { message: MESSAGES.max(128) }),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

/** The devise_token_auth header set, also returned in the body for clients that cannot read headers. */
export const ZAuthToken = z.object({
  'access-token': z.string(),
  client: z.string(),
  uid: z.string(),
  'token-type': z.literal('Bearer'),
  expiry: z.string(),
});
export type TAuthToken = z.infer<typeof ZAuthToken>;

/** auth.user: the signed-in company user with the company's name and status. */
export const ZCompanyUser = z.object({
  id: z.number().int(),
  email: z.string(),
  role: CompanyRole.schema,
  last_name: z.string(),
  first_name: z.string(),
  kana_last_name: z.string(),
  kana_first_name: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  company_status: CompanyStatus.schema,
});
export type TCompanyUser = z.infer<typeof ZCompanyUser>;

export const ZCompanySignInResponse = z.object({
  data: z.object({ user: ZCompanyUser, token: ZAuthToken }),
});
export type TCompanySignInResponse = z.infer<typeof ZCompanySignInResponse>;

export const ZValidateTokenResponse = z.object({ data: z.object({ user: ZCompanyUser }) });

/** auth_sys.user: the operator. Never carries password, discarded_at or allow_password_change. */
export const ZSystemAdmin = z.object({
  id: z.number().int(),
  email: z.string(),
  role: SystemAdminRole.schema,
  last_name: z.string(),
  first_name: z.string(),
  kana_last_name: z.string(),
  kana_first_name: z.string(),
});
export type TSystemAdmin = z.infer<typeof ZSystemAdmin>;

export const ZSystemAdminSignInResponse = z.object({ data: ZSystemAdmin });
export type TSystemAdminSignInResponse = z.infer<typeof ZSystemAdminSignInResponse>;

export const ZSuccessResponse = z.object({ success: z.literal(true) });
