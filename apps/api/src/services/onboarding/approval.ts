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
  insertCompanyHistory,
  insertCompanyWithFirstAdmin,
  moveCompanyStatus,
  startCompanyContract,
  touchCompanyAdminMailSent,
} from '@mirume/db';
import {
  CompanyStatus,
  type TCompanyAdminActionResponse,
  TRIAL_PERIOD_DAYS,
  type TSystemAdmin,
  tokyoDate,
  type ZAdminCompanyCreateRequest,
} from '@mirume/shared';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/errors.ts';
import { appUrl } from '../../mail/layout.ts';
import { companyApprovedMail } from '../../mail/templates/company-approved.ts';
import { companyContractedMail } from '../../mail/templates/company-contracted.ts';
import { recordOperatorAction } from '../operations/operations.ts';
import { duplicateEmail, isUniqueViolation } from './duplicate-email.ts';
import { mailPasswordSetupLink } from './password-setup-link.ts';
import { mailConfirmationLink } from './sign-up.ts';

/** The operator acting; every action is recorded in the company's action log (APPI). */
export type Operator = Pick<TSystemAdmin, 'id' | 'last_name' | 'first_name'>;
const actorOf = (operator: Operator) => ({
  id: operator.id,
  name: `${operator.last_name} ${operator.first_name}`,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The contract period a company starts with: a trial ends TRIAL_PERIOD_DAYS later. */
export function initialContractPeriod(status: 'trial' | 'approved', now = new Date()) {
  const start = tokyoDate(now);
  if (status === 'approved') return { start, end: null, replaceEnd: true };
  return { start, end: tokyoDate(new Date(now.getTime() + TRIAL_PERIOD_DAYS * DAY_MS)), replaceEnd: false };
}

/** Moves the company's status and records it in its history and the operator's action log. */
async function recordTransition(
  tx: Executor,
  operator: Operator,
  admin: { company_id: number; company_name: string; company_status: string },
  to: 'trial' | 'approved',
  action: string,
  summary: string,
) {
  const from = admin.company_status as (typeof CompanyStatus.values)[number];
  await startCompanyContract(tx, admin.company_id, initialContractPeriod(to));
  await insertCompanyHistory(tx, {
    companyId: admin.company_id,
    event: 'status',
    from,
    to,
    actor: actorOf(operator),
  });
  await recordOperatorAction(tx, operator, {
    companyId: admin.company_id,
    action,
    targetType: 'company',
    targetId: admin.company_id,
    summary,
    before: { status: CompanyStatus.label(from) },
    after: { status: CompanyStatus.label(to) },
  });
}

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
export async function approveCompany(
  db: Db,
  baseUrl: string,
  operator: Operator,
  companyId: number,
  companyAdminId: number,
) {
  return db.transaction(async (tx): Promise<ActionResult> => {
    const admin = await loadTarget(tx, companyId, companyAdminId);
    if (!(await moveCompanyStatus(tx, companyId, ['email_authenticated'], 'trial'))) {
      const status = admin.company_status as keyof typeof APPROVAL_MESSAGES.cannotApprove;
      throw conflict(APPROVAL_MESSAGES.cannotApprove[status] ?? APPROVAL_MESSAGES.cannotApprove.trial);
    }
    await recordTransition(
      tx,
      operator,
      admin,
      'trial',
      'company.approve',
      `「${admin.company_name}」のトライアル利用を承認しました（通知先：${admin.email}）`,
    );
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
export async function contractCompany(
  db: Db,
  baseUrl: string,
  operator: Operator,
  companyId: number,
  companyAdminId: number,
) {
  return db.transaction(async (tx): Promise<ActionResult> => {
    const admin = await loadTarget(tx, companyId, companyAdminId);
    if (!(await moveCompanyStatus(tx, companyId, ['email_authenticated', 'trial'], 'approved'))) {
      const status = admin.company_status as keyof typeof APPROVAL_MESSAGES.cannotContract;
      throw conflict(APPROVAL_MESSAGES.cannotContract[status] ?? APPROVAL_MESSAGES.cannotContract.approved);
    }
    await recordTransition(
      tx,
      operator,
      admin,
      'approved',
      'company.contract',
      `「${admin.company_name}」を本契約に切り替えました（通知先：${admin.email}）`,
    );
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
  operator: Operator,
  companyId: number,
  companyAdminId: number,
) {
  return db.transaction(async (tx): Promise<ActionResult> => {
    const admin = await loadTarget(tx, companyId, companyAdminId);
    const base = { company_id: companyId, company_status: admin.company_status };
    const record = (what: string) =>
      recordOperatorAction(tx, operator, {
        companyId,
        action: 'company_admin.reissue',
        targetType: 'company_admin',
        targetId: admin.id,
        summary: `管理者「${nameOf(admin)}」に${what}を再送しました`,
      });
    if (!admin.has_password) {
      await mailPasswordSetupLink(tx, baseUrl, admin);
      await record('パスワード設定メール');
      return { ...base, mail: 'password_setup', message: APPROVAL_MESSAGES.setupReissued };
    }
    if (!admin.confirmed_at) {
      await mailConfirmationLink(tx, baseUrl, admin);
      await touchCompanyAdminMailSent(tx, admin.id, 'confirmation');
      await record('メールアドレス認証メール');
      return { ...base, mail: 'company_confirmation', message: APPROVAL_MESSAGES.confirmationReissued };
    }
    throw conflict(APPROVAL_MESSAGES.nothingToReissue);
  });
}

/** An operator registers a company and its first admin, who gets a password-setting mail. */
export async function registerCompanyByOperator(
  db: Db,
  baseUrl: string,
  operator: Operator,
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
      await startCompanyContract(tx, company.id, initialContractPeriod(body.status));
      await insertCompanyHistory(tx, {
        companyId: company.id,
        event: 'registered',
        from: null,
        to: body.status,
        actor: actorOf(operator),
      });
      await recordOperatorAction(tx, operator, {
        companyId: company.id,
        action: 'company.create',
        targetType: 'company',
        targetId: company.id,
        summary: `企業「${company.name}」を登録しました（総合管理者：${admin.email}）`,
        after: { name: company.name, status: CompanyStatus.label(body.status) },
      });
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
