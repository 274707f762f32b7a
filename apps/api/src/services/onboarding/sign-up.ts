/**
 * A stranger signs up: the company in temp_registration, its first admin (password set, not yet
 * confirmed) and the confirmation mail, all in one transaction. Opening the mailed link confirms
 * the admin and moves the company to email_authenticated, where an operator reviews it.
 */
import {
  companyAdminEmailTaken,
  createAccountToken,
  type Db,
  type Executor,
  enqueueMail,
  findCompanyAdminForOnboarding,
  hashPassword,
  insertCompanyHistory,
  insertCompanyWithFirstAdmin,
  markCompanyAdminConfirmed,
  moveCompanyStatus,
  redeemAccountToken,
} from '@mirume/db';
import type { TCompanySignUpRequest } from '@mirume/shared';
import { appUrl } from '../../mail/layout.ts';
import { companyConfirmationMail } from '../../mail/templates/company-confirmation.ts';
import { notifyOperators } from '../operations/operations.ts';
import { duplicateEmail, isUniqueViolation } from './duplicate-email.ts';

export async function signUpCompany(db: Db, baseUrl: string, body: TCompanySignUpRequest) {
  if (await companyAdminEmailTaken(db, body.email)) throw duplicateEmail();
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const now = new Date();
      const { company, admin } = await insertCompanyWithFirstAdmin(tx, {
        company: {
          name: body.company_name,
          daihyo_name: body.daihyo_name,
          tel: body.tel,
          status: 'temp_registration',
        },
        admin: {
          email: body.email,
          last_name: body.last_name,
          first_name: body.first_name,
          kana_last_name: body.kana_last_name,
          kana_first_name: body.kana_first_name,
          password_hash: passwordHash,
          confirmation_sent_at: now,
        },
      });
      await mailConfirmationLink(tx, baseUrl, { ...admin, company_name: body.company_name }, now);
      await insertCompanyHistory(tx, {
        companyId: company.id,
        event: 'registered',
        from: null,
        to: 'temp_registration',
      });
      return { email: admin.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}

/** Creates a confirmation link (voiding older ones) and enqueues its mail, in the caller's transaction. */
export async function mailConfirmationLink(
  tx: Executor,
  baseUrl: string,
  admin: { id: number; email: string; last_name: string; first_name: string; company_name: string },
  now = new Date(),
) {
  const { token } = await createAccountToken(tx, {
    purpose: 'confirmation',
    owner: { type: 'company_admin', id: admin.id },
    now,
  });
  await enqueueMail(
    tx,
    companyConfirmationMail({
      to: admin.email,
      name: `${admin.last_name} ${admin.first_name}`,
      companyName: admin.company_name,
      url: appUrl(baseUrl, '/api/v1/company_admins/confirmation', { confirmation_token: token }),
    }),
  );
}

/**
 * Redeems a confirmation link. Answers false for an unknown, used or expired link. A company that
 * an operator has already moved on stays where it is.
 */
export async function confirmCompanyEmail(db: Db, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  return db.transaction(async (tx) => {
    const redeemed = await redeemAccountToken(tx, 'confirmation', 'company_admin', token);
    if (!redeemed) return false;
    const admin = await findCompanyAdminForOnboarding(tx, redeemed.owner_id);
    if (!admin) return false;
    await markCompanyAdminConfirmed(tx, admin.id);
    if (await moveCompanyStatus(tx, admin.company_id, ['temp_registration'], 'email_authenticated')) {
      await insertCompanyHistory(tx, {
        companyId: admin.company_id,
        event: 'status',
        from: 'temp_registration',
        to: 'email_authenticated',
      });
      // The company now waits for an operator: it goes on their to-do list once.
      await notifyOperators(tx, {
        kind: 'company_pending',
        companyId: admin.company_id,
        title: `「${admin.company_name}」が承認待ちになりました`,
        body: `${admin.last_name} ${admin.first_name}（${admin.email}）がメールアドレスの認証を済ませました。内容を確認して承認してください。`,
        link: `/admin/companies/${admin.company_id}`,
        dedupeKey: `company_pending:${admin.company_id}`,
      });
    }
    return true;
  });
}
