/**
 * An operator adds a system admin, who gets a password-setting link; the first password is set
 * through services/passwords (change_password with the link's confirmation_token).
 */
import {
  createAccountToken,
  type Db,
  enqueueMail,
  insertSystemAdmin,
  systemAdminEmailTaken,
} from '@mirume/db';
import type { TSystemAdmin, ZSystemAdminCreateRequest } from '@mirume/shared';
import type { z } from 'zod';
import { appUrl } from '../../mail/layout.ts';
import { passwordSetupMail } from '../../mail/templates/password-setup.ts';
import type { Operator } from '../onboarding/approval.ts';
import { duplicateEmail, isUniqueViolation } from '../onboarding/duplicate-email.ts';
import { recordOperatorAction } from '../operations/operations.ts';

const FIRST_PASSWORD_PAGE = '/admin/password/new';

export async function createSystemAdmin(
  db: Db,
  baseUrl: string,
  operator: Operator,
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
        passwordSetupMail({
          account: 'operator',
          to: admin.email,
          name: `${admin.last_name} ${admin.first_name}`,
          url: appUrl(baseUrl, FIRST_PASSWORD_PAGE, { confirmation_token: token }),
        }),
      );
      await recordOperatorAction(tx, operator, {
        companyId: null,
        action: 'system_admin.create',
        targetType: 'system_admin',
        targetId: admin.id,
        summary: `システム管理者「${admin.last_name} ${admin.first_name}」（${admin.email}）を追加しました`,
      });
      return admin;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}
