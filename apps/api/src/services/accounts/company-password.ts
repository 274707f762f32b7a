/**
 * Company users' password links. The reset request answers the same whether the address is known
 * or not. PUT company_admins/password takes the token of either link a company user can receive:
 * a reset link (`password_reset`, 30 minutes) or a first-password link after an invitation
 * (`password_setup`, 72 hours, which also confirms the address). Both are single-use; a new
 * password signs the user out everywhere.
 */
import {
  createAccountToken,
  type Db,
  enqueueMail,
  findCompanyAdminByEmailForOnboarding,
  hashPassword,
  peekAccountToken,
  redeemAccountToken,
  revokeOtherTokens,
  setCompanyAdminPassword,
} from '@mirume/db';
import { INVALID_PASSWORD_LINK_MESSAGE, type TPasswordUpdateRequest } from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';
import { passwordResetMail } from '../../mail/templates/password-reset.ts';
import { linkWithToken, resolveRedirectUrl } from './redirect-url.ts';

export const COMPANY_PASSWORD_PAGE = '/password/new';

export const invalidLink = () =>
  new AppError('BAD_REQUEST', INVALID_PASSWORD_LINK_MESSAGE, { token: [INVALID_PASSWORD_LINK_MESSAGE] });

/** The page the reset link opens; a redirect_url off this site is refused for every address alike. */
export const companyResetPage = (baseUrl: string, redirectUrl: string | undefined) =>
  resolveRedirectUrl(baseUrl, redirectUrl, COMPANY_PASSWORD_PAGE);

/** Mails a reset link to a known, active address; does nothing (and says nothing) otherwise. */
export async function requestCompanyPasswordReset(db: Db, page: URL, email: string) {
  const user = await findCompanyAdminByEmailForOnboarding(db, email);
  if (!user || user.company_discarded_at) return;
  await db.transaction(async (tx) => {
    const { token } = await createAccountToken(tx, {
      purpose: 'password_reset',
      owner: { type: 'company_admin', id: user.id },
    });
    await enqueueMail(
      tx,
      passwordResetMail({
        to: user.email,
        name: `${user.last_name} ${user.first_name}`,
        url: linkWithToken(page, 'token', token),
      }),
    );
  });
}

/** Sets the password from either link; answers which link it was and the user's address. */
export async function resetCompanyPassword(db: Db, body: TPasswordUpdateRequest) {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const reset = await redeemAccountToken(tx, 'password_reset', 'company_admin', body.token);
    const setup = reset
      ? undefined
      : await redeemAccountToken(tx, 'password_setup', 'company_admin', body.token);
    const redeemed = reset ?? setup;
    if (!redeemed) throw invalidLink();
    const purpose = reset ? ('password_reset' as const) : ('password_setup' as const);
    const updated = await setCompanyAdminPassword(tx, redeemed.owner_id, passwordHash, {
      confirm: purpose === 'password_setup',
    });
    if (!updated) throw invalidLink();
    await revokeOtherTokens(tx, { type: 'company_admin', id: redeemed.owner_id });
    return { purpose, email: updated.email };
  });
}

/** Whether a link still works, without using it (the page shows the form only then). */
export async function checkCompanyPasswordLink(db: Db, token: string | undefined) {
  if (!token) return { valid: false, purpose: null };
  if (await peekAccountToken(db, 'password_reset', 'company_admin', token))
    return { valid: true, purpose: 'password_reset' as const };
  if (await peekAccountToken(db, 'password_setup', 'company_admin', token))
    return { valid: true, purpose: 'password_setup' as const };
  return { valid: false, purpose: null };
}
