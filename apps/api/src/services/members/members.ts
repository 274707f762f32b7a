/**
 * The company's users as managed by its admins (/company-admins): invite with a password-setting
 * link, change role and names, delete, re-send an invitation. The rules: nobody deletes or
 * demotes themself, and a company always keeps at least one admin.
 */
import {
  countCompanyAdminsWithRole,
  createAccountToken,
  deleteMember,
  enqueueMail,
  findMember,
  insertInvitedMember,
  isEmailTaken,
  listMembers,
  lockCompany,
  type MemberRow,
  revokeOtherTokens,
  type Tx,
  updateMember,
} from '@mirume/db';
import {
  MEMBER_MESSAGES,
  type TCompanyAdminInviteRequest,
  type TCompanyAdminMember,
  type TCompanyAdminsQuery,
  type TCompanyAdminUpdateRequest,
  type TCompanyUser,
} from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { memberInvitationMail } from '../../mail/templates/member-invitation.ts';
import { operatorActing, recordIfOperator } from '../operations/acting.ts';

const nameOf = (m: { last_name: string; first_name: string }) => `${m.last_name} ${m.first_name}`;

function toMemberJson(row: MemberRow): TCompanyAdminMember {
  const { has_password, invited_at, created_at, ...rest } = row;
  return {
    ...rest,
    status: has_password ? 'active' : 'invited',
    invited_at: invited_at?.toISOString() ?? null,
    created_at: created_at.toISOString(),
  };
}

export async function listCompanyMembers(app: App, companyId: number, query: TCompanyAdminsQuery) {
  const result = await listMembers(app.db, companyId, query);
  return { items: result.items.map(toMemberJson), total: result.total, page: query.page, per: query.per };
}

export async function getCompanyMember(app: App, companyId: number, id: number) {
  const row = await findMember(app.db, companyId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toMemberJson(row);
}

async function mailInvitation(
  app: App,
  tx: Tx,
  inviter: TCompanyUser,
  member: { id: number; email: string; last_name: string; first_name: string; role: MemberRow['role'] },
) {
  const { token } = await createAccountToken(tx, {
    purpose: 'password_setup',
    owner: { type: 'company_admin', id: member.id },
  });
  await enqueueMail(
    tx,
    memberInvitationMail({
      appUrl: app.config.APP_URL,
      to: member.email,
      name: `${member.last_name} ${member.first_name}`,
      companyName: inviter.company_name,
      // An operator invites on the company's behalf: the mail names the company, not the operator.
      inviterName: operatorActing(inviter) ? 'ミルメ運営事務局' : nameOf(inviter),
      role: member.role,
      token,
    }),
  );
}

export async function inviteMember(app: App, inviter: TCompanyUser, body: TCompanyAdminInviteRequest) {
  const id = await app.db.transaction(async (tx) => {
    const taken = () => new AppError('VALIDATION_ERROR', undefined, { email: [MEMBER_MESSAGES.emailTaken] });
    if (await isEmailTaken(tx, body.email)) throw taken();
    // The unique index decides a race between two invitations of one address.
    const created = await insertInvitedMember(tx, inviter.company_id, body);
    if (!created) throw taken();
    await mailInvitation(app, tx, inviter, { ...body, id: created.id });
    await recordIfOperator(tx, inviter, {
      action: 'company_admin.invite',
      targetType: 'company_admin',
      targetId: created.id,
      summary: `管理者「${nameOf(body)}」（${body.email}）を招待しました`,
      after: { email: body.email, role: body.role, last_name: body.last_name, first_name: body.first_name },
    });
    return created.id;
  });
  return getCompanyMember(app, inviter.company_id, id);
}

export async function reinviteMember(app: App, inviter: TCompanyUser, id: number) {
  await app.db.transaction(async (tx) => {
    const member = await findMember(tx, inviter.company_id, id);
    if (!member) throw new AppError('NOT_FOUND');
    if (member.has_password) throw new AppError('CONFLICT', MEMBER_MESSAGES.notInvited);
    await updateMember(tx, inviter.company_id, id, { invited_at: new Date() });
    await mailInvitation(app, tx, inviter, member);
    await recordIfOperator(tx, inviter, {
      action: 'company_admin.reinvite',
      targetType: 'company_admin',
      targetId: id,
      summary: `管理者「${nameOf(member)}」に招待メールを再送しました`,
    });
  });
  return getCompanyMember(app, inviter.company_id, id);
}

/** Would this change leave the company without an admin? Call with the company row locked. */
async function wouldRemoveLastAdmin(tx: Tx, companyId: number, member: MemberRow) {
  if (member.role !== 'admin') return false;
  return (await countCompanyAdminsWithRole(tx, companyId, 'admin')) <= 1;
}

export async function updateCompanyMember(
  app: App,
  actor: TCompanyUser,
  id: number,
  body: TCompanyAdminUpdateRequest,
) {
  const email = await app.db.transaction(async (tx) => {
    await lockCompany(tx, actor.company_id);
    const member = await findMember(tx, actor.company_id, id);
    if (!member) throw new AppError('NOT_FOUND');
    if (body.role !== member.role) {
      if (member.id === actor.id) {
        throw new AppError('VALIDATION_ERROR', MEMBER_MESSAGES.cannotDemoteSelf, {
          role: [MEMBER_MESSAGES.cannotDemoteSelf],
        });
      }
      if (await wouldRemoveLastAdmin(tx, actor.company_id, member)) {
        throw new AppError('CONFLICT', MEMBER_MESSAGES.lastAdmin);
      }
    }
    await updateMember(tx, actor.company_id, id, body);
    await recordIfOperator(tx, actor, {
      action: 'company_admin.update',
      targetType: 'company_admin',
      targetId: id,
      summary: `管理者「${nameOf(member)}」の情報を変更しました`,
      before: Object.fromEntries(Object.keys(body).map((k) => [k, member[k as keyof MemberRow] ?? null])),
      after: { ...body },
    });
    return member.email;
  });
  // The new role (and names) must apply to the member's very next call, not after the cache expires.
  app.sessions.company.evictUser(email);
  return getCompanyMember(app, actor.company_id, id);
}

export async function deleteCompanyMember(app: App, actor: TCompanyUser, id: number) {
  const email = await app.db.transaction(async (tx) => {
    await lockCompany(tx, actor.company_id);
    const member = await findMember(tx, actor.company_id, id);
    if (!member) throw new AppError('NOT_FOUND');
    if (member.id === actor.id) throw new AppError('CONFLICT', MEMBER_MESSAGES.cannotDeleteSelf);
    if (await wouldRemoveLastAdmin(tx, actor.company_id, member)) {
      throw new AppError('CONFLICT', MEMBER_MESSAGES.lastAdmin);
    }
    await revokeOtherTokens(tx, { type: 'company_admin', id });
    await deleteMember(tx, actor.company_id, id);
    await recordIfOperator(tx, actor, {
      action: 'company_admin.delete',
      targetType: 'company_admin',
      targetId: id,
      summary: `管理者「${nameOf(member)}」（${member.email}）を削除しました`,
    });
    return member.email;
  });
  app.sessions.company.evictUser(email);
}
