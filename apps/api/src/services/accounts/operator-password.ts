/**
 * System admins: registration by another operator (a password-setting link), the first password
 * (change_password with the confirmation_token of that link) and the reset link. Same rules as
 * the company side: single-use links, the same answer for unknown addresses, all clients revoked.
 */
import {
  type AccountTokenPurpose,
  createAccountToken,
  type Db,
  enqueueMail,
  findSystemAdminByEmail,
  hashPassword,
  insertSystemAdmin,
  redeemAccountToken,
  revokeOtherTokens,
  setSystemAdminPassword,
  systemAdminEmailTaken,
} from '@mirume/db';
import type { TSystemAdmin, ZSystemAdminCreateRequest } from '@mirume/shared';
import type { z } from 'zod';
import { appUrl } from '../../mail/layout.ts';
import { systemAdminInvitationMail } from '../../mail/templates/system-admin-invitation.ts';
import { systemAdminPasswordResetMail } from '../../mail/templates/system-admin-password-reset.ts';
import { duplicateEmail, isUniqueViolation } from '../onboarding/duplicate-email.ts';
import { invalidLink } from './company-password.ts';
import { linkWithToken, resolveRedirectUrl } from './redirect-url.ts';

export const OPERATOR_FIRST_PASSWORD_PAGE = '/admin/password/new';
export const OPERATOR_RESET_PAGE = '/admin/password/password';

export async function createSystemAdmin(
  db: Db,
  baseUrl: string,
  body: z.output<typeof ZSystemAdminCreateRequest>,
): Promise<TSystemAdmin> {
  if (await systemAdminEmailTaken(db, body.email)) throw duplicateEmail();
  try {
    return await db.transaction(async (tx) => {
      const admin = await insertSystemAdmin(tx, body);
      const { token } = await createAccountToken(tx, {
        purpose: 'password_setup',
        owner: { type: 'system_admin', id: admin.id },
      });
      await enqueueMail(
        tx,
        systemAdminInvitationMail({
          to: admin.email,
          name: `${admin.last_name} ${admin.first_name}`,
          url: appUrl(baseUrl, OPERATOR_FIRST_PASSWORD_PAGE, { confirmation_token: token }),
        }),
      );
      return admin;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}

export const operatorResetPage = (baseUrl: string, redirectUrl: string | undefined) =>
  resolveRedirectUrl(baseUrl, redirectUrl, OPERATOR_RESET_PAGE);

export async function requestOperatorPasswordReset(db: Db, page: URL, email: string) {
  const admin = await findSystemAdminByEmail(db, email);
  if (!admin) return;
  await db.transaction(async (tx) => {
    const { token } = await createAccountToken(tx, {
      purpose: 'password_reset',
      owner: { type: 'system_admin', id: admin.id },
    });
    await enqueueMail(
      tx,
      systemAdminPasswordResetMail({
        to: admin.email,
        name: `${admin.last_name} ${admin.first_name}`,
        url: linkWithToken(page, 'token', token),
      }),
    );
  });
}

/** Sets an operator's password from a link of the given purpose; answers the address. */
export async function setOperatorPasswordFromLink(
  db: Db,
  purpose: Extract<AccountTokenPurpose, 'password_reset' | 'password_setup'>,
  token: string,
  password: string,
) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const redeemed = await redeemAccountToken(tx, purpose, 'system_admin', token);
    if (!redeemed) throw invalidLink();
    const updated = await setSystemAdminPassword(tx, redeemed.owner_id, passwordHash);
    if (!updated) throw invalidLink();
    await revokeOtherTokens(tx, { type: 'system_admin', id: redeemed.owner_id });
    return updated.email;
  });
}
