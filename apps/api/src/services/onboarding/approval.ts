/**
 * What an operator does with a company that signed up (spec §4: approve, contract, reissue on a
 * company admin), and the direct registration of a company by an operator. Each action is one
 * transaction with its mail; a transition that does not apply answers 409 and changes nothing.
 */
import {
  companyAdminEmailTaken,
  type Db,
  type Executor,
  enqueueMail,
  findCompanyAdminOfCompany,
  insertCompanyWithFirstAdmin,
  moveCompanyStatus,
  touchCompanyAdminMailSent,
} from '@mirume/db';
import type { TCompanyAdminActionResponse, ZAdminCompanyCreateRequest } from '@mirume/shared';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/errors.ts';
import { appUrl } from '../../mail/layout.ts';
import { companyApprovedMail } from '../../mail/templates/company-approved.ts';
import { companyContractedMail } from '../../mail/templates/company-contracted.ts';
import { duplicateEmail, isUniqueViolation } from './duplicate-email.ts';
import { mailPasswordSetupLink } from './password-setup-link.ts';
import { mailConfirmationLink } from './sign-up.ts';

type ActionResult = TCompanyAdminActionResponse['data'];

const APPROVAL_MESSAGES = {
  approved: 'トライアルでの利用を承認し、担当者にメールを送信しました。',
  contracted: '本契約に切り替え、担当者にメールを送信しました。',
  confirmationReissued: 'メールアドレス認証のメールを再送しました。',
  setupReissued: 'パスワード設定のメールを再送しました。',
  cannotApprove: {
    temp_registration: 'メールアドレスの認証が完了していないため、承認できません。',
    trial: 'この企業はすでにトライアル中です。',
    approved: 'この企業はすでに本契約です。',
  },
  cannotContract: {
    temp_registration: 'メールアドレスの認証が完了していないため、本契約にできません。',
    approved: 'この企業はすでに本契約です。',
  },
  nothingToReissue:
    'この管理者はメールアドレスの認証とパスワードの設定を済ませているため、再送するメールはありません。',
} as const;

const conflict = (message: string) => new AppError('CONFLICT', message);

async function loadTarget(db: Executor, companyId: number, companyAdminId: number) {
  const admin = await findCompanyAdminOfCompany(db, companyId, companyAdminId);
  if (!admin) throw notFound();
  return admin;
}

const nameOf = (a: { last_name: string; first_name: string }) => `${a.last_name} ${a.first_name}`;

/** email_authenticated → trial. */
export async function approveCompany(db: Db, baseUrl: string, companyId: number, companyAdminId: number) {
  return db.transaction(async (tx): Promise<ActionResult> => {
    const admin = await loadTarget(tx, companyId, companyAdminId);
    if (!(await moveCompanyStatus(tx, companyId, ['email_authenticated'], 'trial'))) {
      const status = admin.company_status as keyof typeof APPROVAL_MESSAGES.cannotApprove;
      throw conflict(APPROVAL_MESSAGES.cannotApprove[status] ?? APPROVAL_MESSAGES.cannotApprove.trial);
    }
    await enqueueMail(
      tx,
      companyApprovedMail({
        to: admin.email,
        name: nameOf(admin),
        companyName: admin.company_name,
        loginUrl: appUrl(baseUrl, '/login'),
      }),
    );
    return {
      company_id: companyId,
      company_status: 'trial',
      mail: 'company_approved',
      message: APPROVAL_MESSAGES.approved,
    };
  });
}

/** trial or email_authenticated → approved. */
export async function contractCompany(db: Db, baseUrl: string, companyId: number, companyAdminId: number) {
  return db.transaction(async (tx): Promise<ActionResult> => {
    const admin = await loadTarget(tx, companyId, companyAdminId);
    if (!(await moveCompanyStatus(tx, companyId, ['email_authenticated', 'trial'], 'approved'))) {
      const status = admin.company_status as keyof typeof APPROVAL_MESSAGES.cannotContract;
      throw conflict(APPROVAL_MESSAGES.cannotContract[status] ?? APPROVAL_MESSAGES.cannotContract.approved);
    }
    await enqueueMail(
      tx,
      companyContractedMail({
        to: admin.email,
        name: nameOf(admin),
        companyName: admin.company_name,
        loginUrl: appUrl(baseUrl, '/login'),
      }),
    );
    return {
      company_id: companyId,
      company_status: 'approved',
      mail: 'company_contracted',
      message: APPROVAL_MESSAGES.contracted,
    };
  });
}

/**
 * Mails the link the admin still needs: a password-setting link when they have no password (it
 * also confirms the address), else a new confirmation link while the address is unconfirmed.
 */
export async function reissueCompanyAdminMail(
  db: Db,
  baseUrl: string,
  companyId: number,
  companyAdminId: number,
) {
  return db.transaction(async (tx): Promise<ActionResult> => {
    const admin = await loadTarget(tx, companyId, companyAdminId);
    const base = { company_id: companyId, company_status: admin.company_status };
    if (!admin.has_password) {
      await mailPasswordSetupLink(tx, baseUrl, admin);
      return { ...base, mail: 'password_setup', message: APPROVAL_MESSAGES.setupReissued };
    }
    if (!admin.confirmed_at) {
      await mailConfirmationLink(tx, baseUrl, admin);
      await touchCompanyAdminMailSent(tx, admin.id, 'confirmation');
      return { ...base, mail: 'company_confirmation', message: APPROVAL_MESSAGES.confirmationReissued };
    }
    throw conflict(APPROVAL_MESSAGES.nothingToReissue);
  });
}

/** An operator registers a company and its first admin, who gets a password-setting mail. */
export async function registerCompanyByOperator(
  db: Db,
  baseUrl: string,
  body: z.output<typeof ZAdminCompanyCreateRequest>,
) {
  if (await companyAdminEmailTaken(db, body.email)) throw duplicateEmail();
  try {
    return await db.transaction(async (tx) => {
      const { company, admin } = await insertCompanyWithFirstAdmin(tx, {
        company: {
          name: body.company_name,
          name_kana: body.company_name_kana ?? null,
          daihyo_name: body.daihyo_name,
          tel: body.tel ?? null,
          status: body.status,
        },
        admin: {
          email: body.email,
          last_name: body.last_name,
          first_name: body.first_name,
          kana_last_name: body.kana_last_name,
          kana_first_name: body.kana_first_name,
          password_hash: null,
        },
      });
      await mailPasswordSetupLink(tx, baseUrl, { ...admin, company_name: company.name });
      return {
        ...company,
        first_admin: {
          id: admin.id,
          name: nameOf(admin),
          email: admin.email,
          confirmed: false,
          has_password: false,
        },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}
