/**
 * The signed-in company user's own account (/user, /user/edit): names, email change with a
 * confirmation of the new address, password change with the current password.
 */
import {
  applyEmailChange,
  createAccountToken,
  enqueueMail,
  getAccount,
  hashPassword,
  isEmailTaken,
  redeemAccountToken,
  revokeOtherTokens,
  setCompanyUserPassword,
  setUnconfirmedEmail,
  updateAccountNames,
  verifyPassword,
} from '@mirume/db';
import {
  MEMBER_MESSAGES,
  type TAccount,
  type TAccountEmailRequest,
  type TAccountPasswordRequest,
  type TAccountUpdateRequest,
} from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { emailChangeConfirmationMail } from '../../mail/templates/email-change-confirmation.ts';
import { emailChangeNoticeMail } from '../../mail/templates/email-change-notice.ts';
import { passwordChangedMail } from '../../mail/templates/password-changed.ts';

const owner = (id: number) => ({ type: 'company_admin' as const, id });
const fullName = (u: { last_name: string; first_name: string }) => `${u.last_name} ${u.first_name}`;

export async function loadAccount(app: App, userId: number): Promise<TAccount> {
  const row = await getAccount(app.db, userId);
  if (!row) throw new AppError('NOT_FOUND');
  const { password_hash: _hidden, ...account } = row;
  return account;
}

export async function updateAccount(app: App, userId: number, email: string, names: TAccountUpdateRequest) {
  await app.db.transaction((tx) => updateAccountNames(tx, userId, names));
  // The cached auth.user carries the names; drop it so the next call sees the new ones.
  app.sessions.company.evictUser(email);
  return loadAccount(app, userId);
}

async function checkCurrentPassword(passwordHash: string | null, plain: string) {
  if (!(await verifyPassword(passwordHash, plain))) {
    throw new AppError('VALIDATION_ERROR', undefined, { current_password: [MEMBER_MESSAGES.wrongPassword] });
  }
}

/**
 * Stores the new address as unconfirmed and mails a link to it (and a notice to the old one). The
 * address only becomes the sign-in email once the link is opened.
 */
export async function requestEmailChange(app: App, userId: number, body: TAccountEmailRequest) {
  const account = await getAccount(app.db, userId);
  if (!account) throw new AppError('NOT_FOUND');
  await checkCurrentPassword(account.password_hash, body.current_password);
  if (body.email === account.email) {
    throw new AppError('VALIDATION_ERROR', undefined, { email: [MEMBER_MESSAGES.sameEmail] });
  }
  await app.db.transaction(async (tx) => {
    if (await isEmailTaken(tx, body.email, userId)) {
      throw new AppError('VALIDATION_ERROR', undefined, { email: [MEMBER_MESSAGES.emailTaken] });
    }
    await setUnconfirmedEmail(tx, userId, body.email);
    const { token } = await createAccountToken(tx, {
      purpose: 'email_change',
      owner: owner(userId),
      payload: body.email,
    });
    const name = fullName(account);
    await enqueueMail(
      tx,
      emailChangeConfirmationMail({ apiUrl: app.config.APP_URL, to: body.email, name, token }),
    );
    await enqueueMail(tx, emailChangeNoticeMail({ to: account.email, name, newEmail: body.email }));
  });
  return loadAccount(app, userId);
}

/**
 * Applies an email change from its link. The address is checked again for uniqueness inside the
 * transaction (someone may have taken it since the request); a failure leaves the link unused.
 * Answers false for an unknown, used or expired link, or an address taken in the meantime.
 */
export async function confirmEmailChange(app: App, token: string): Promise<boolean> {
  try {
    const changed = await app.db.transaction(async (tx) => {
      const redeemed = await redeemAccountToken(tx, 'email_change', 'company_admin', token);
      if (!redeemed?.payload) return undefined;
      if (await isEmailTaken(tx, redeemed.payload, redeemed.owner_id)) {
        throw new AppError('CONFLICT', MEMBER_MESSAGES.emailTaken);
      }
      return applyEmailChange(tx, redeemed.owner_id, redeemed.payload);
    });
    if (!changed) return false;
    // The old address was the uid of every cached session: those sessions are gone with it.
    app.sessions.company.evictUser(changed.oldEmail);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return false;
    throw error;
  }
}

/**
 * Changes the password when the current one is right; every other client of the user is signed
 * out, the calling client keeps working.
 */
export async function changePassword(
  app: App,
  user: { id: number; email: string },
  client: string,
  body: TAccountPasswordRequest,
) {
  const account = await getAccount(app.db, user.id);
  if (!account) throw new AppError('NOT_FOUND');
  await checkCurrentPassword(account.password_hash, body.current_password);
  const passwordHash = await hashPassword(body.password);
  await app.db.transaction(async (tx) => {
    await setCompanyUserPassword(tx, user.id, passwordHash);
    await revokeOtherTokens(tx, owner(user.id), client);
    await enqueueMail(tx, passwordChangedMail({ to: account.email, name: fullName(account) }));
  });
  app.sessions.company.evictUser(user.email);
}
