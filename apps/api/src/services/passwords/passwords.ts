/**
 * Password links of both kinds of account, company users and system admins. The reset request
 * answers the same whether the address is known or not. A link is single-use: a reset link
 * (`password_reset`, 30 minutes) or a first-password link (`password_setup`, 72 hours; for a
 * company user it also confirms the address). A new password signs the account out everywhere.
 */
import {
  type AccountTokenPurpose,
  createAccountToken,
  type Db,
  type Executor,
  enqueueMail,
  findCompanyAdminByEmailForOnboarding,
  findSystemAdminByEmail,
  hashPassword,
  peekAccountToken,
  redeemAccountToken,
  revokeOtherTokens,
  setCompanyAdminPassword,
  setSystemAdminPassword,
  type TokenOwnerType,
} from '@mirume/db';
import { INVALID_PASSWORD_LINK_MESSAGE } from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';
import { passwordResetMail } from '../../mail/templates/password-reset.ts';
import { linkWithToken, resolveRedirectUrl } from './redirect-url.ts';

/** Company users (company_admins) or operators (system_admins). */
export type AccountKind = 'company' | 'operator';
export type PasswordLinkPurpose = Extract<AccountTokenPurpose, 'password_reset' | 'password_setup'>;

interface Holder {
  id: number;
  email: string;
  last_name: string;
  first_name: string;
}

const ACCOUNTS: Record<
  AccountKind,
  {
    owner: TokenOwnerType;
    /** The web page a reset link opens unless the client names another page of this site. */
    resetPage: string;
    /** The account a reset may be mailed to: known and active. */
    findForReset(db: Db, email: string): Promise<Holder | undefined>;
    setPassword(
      tx: Executor,
      id: number,
      passwordHash: string,
      purpose: PasswordLinkPurpose,
    ): Promise<{ email: string } | undefined>;
  }
> = {
  company: {
    owner: 'company_admin',
    resetPage: '/password/new',
    findForReset: async (db, email) => {
      const user = await findCompanyAdminByEmailForOnboarding(db, email);
      return user && !user.company_discarded_at ? user : undefined;
    },
    setPassword: (tx, id, passwordHash, purpose) =>
      setCompanyAdminPassword(tx, id, passwordHash, { confirm: purpose === 'password_setup' }),
  },
  operator: {
    owner: 'system_admin',
    resetPage: '/admin/password/password',
    findForReset: findSystemAdminByEmail,
    setPassword: (tx, id, passwordHash) => setSystemAdminPassword(tx, id, passwordHash),
  },
};

const invalidLink = () =>
  new AppError('BAD_REQUEST', INVALID_PASSWORD_LINK_MESSAGE, { token: [INVALID_PASSWORD_LINK_MESSAGE] });

/** The page the reset link opens; a redirect_url off this site is refused for every address alike. */
export const resetPage = (account: AccountKind, baseUrl: string, redirectUrl: string | undefined) =>
  resolveRedirectUrl(baseUrl, redirectUrl, ACCOUNTS[account].resetPage);

/** Mails a reset link to a known, active address; does nothing (and says nothing) otherwise. */
export async function requestPasswordReset(db: Db, account: AccountKind, page: URL, email: string) {
  const holder = await ACCOUNTS[account].findForReset(db, email);
  if (!holder) return;
  await db.transaction(async (tx) => {
    const { token } = await createAccountToken(tx, {
      purpose: 'password_reset',
      owner: { type: ACCOUNTS[account].owner, id: holder.id },
    });
    await enqueueMail(
      tx,
      passwordResetMail({
        account,
        to: holder.email,
        name: `${holder.last_name} ${holder.first_name}`,
        url: linkWithToken(page, 'token', token),
      }),
    );
  });
}

/**
 * Sets the password from a link of one of the purposes, tried in order; answers which purpose
 * the link had and the account's address.
 */
export async function setPasswordFromLink(
  db: Db,
  account: AccountKind,
  purposes: readonly PasswordLinkPurpose[],
  token: string,
  password: string,
) {
  const { owner, setPassword } = ACCOUNTS[account];
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    for (const purpose of purposes) {
      const redeemed = await redeemAccountToken(tx, purpose, owner, token);
      if (!redeemed) continue;
      const updated = await setPassword(tx, redeemed.owner_id, passwordHash, purpose);
      if (!updated) throw invalidLink();
      await revokeOtherTokens(tx, { type: owner, id: redeemed.owner_id });
      return { purpose, email: updated.email };
    }
    throw invalidLink();
  });
}

/** Whether a link of one of the purposes still works, without using it (the page shows the form only then). */
export async function checkPasswordLink(
  db: Db,
  account: AccountKind,
  purposes: readonly PasswordLinkPurpose[],
  token: string | undefined,
) {
  if (token) {
    for (const purpose of purposes) {
      if (await peekAccountToken(db, purpose, ACCOUNTS[account].owner, token))
        return { valid: true, purpose };
    }
  }
  return { valid: false, purpose: null };
}
