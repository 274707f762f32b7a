/**
 * The system admins list, edit and removal (spec §7 admin/system_admins). An operator cannot
 * remove or demote themself, the last system admin cannot be removed, and a removed admin's
 * sessions end at once (their tokens are deleted and every process's session cache evicts them).
 */
import {
  countOtherSystemAdmins,
  deleteSystemAdmin,
  findSystemAdmin,
  listSystemAdmins,
  updateSystemAdmin,
} from '@mirume/db';
import { SYSTEM_ADMIN_MESSAGES, type TSystemAdminRow, type TSystemAdminUpdateRequest } from '@mirume/shared';
import { AppError, notFound } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import type { Operator } from '../onboarding/approval.ts';
import { recordOperatorAction } from '../operations/operations.ts';

type Row = Awaited<ReturnType<typeof listSystemAdmins>>[number];
const toRow = (r: Row): TSystemAdminRow => ({
  ...r,
  last_sign_in_at: r.last_sign_in_at ? r.last_sign_in_at.toISOString() : null,
  created_at: r.created_at.toISOString(),
});
const nameOf = (a: { last_name: string; first_name: string }) => `${a.last_name} ${a.first_name}`;

export async function systemAdminList(app: App) {
  const rows = await listSystemAdmins(app.db);
  return { items: rows.map(toRow), total: rows.length };
}

export async function systemAdminDetail(app: App, id: number) {
  const row = await findSystemAdmin(app.db, id);
  if (!row) throw notFound();
  return toRow(row);
}

export async function editSystemAdmin(
  app: App,
  operator: Operator,
  id: number,
  body: TSystemAdminUpdateRequest,
) {
  const email = await app.db.transaction(async (tx) => {
    const before = await findSystemAdmin(tx, id, { lock: true });
    if (!before) throw notFound();
    if (id === operator.id && body.role !== before.role) {
      throw new AppError('CONFLICT', SYSTEM_ADMIN_MESSAGES.selfDemote);
    }
    await updateSystemAdmin(tx, id, body);
    const pick = (a: TSystemAdminUpdateRequest) => ({
      last_name: a.last_name,
      first_name: a.first_name,
      kana_last_name: a.kana_last_name,
      kana_first_name: a.kana_first_name,
      role: a.role,
    });
    await recordOperatorAction(tx, operator, {
      companyId: null,
      action: 'system_admin.update',
      targetType: 'system_admin',
      targetId: id,
      summary: `システム管理者「${nameOf(body)}」の情報を変更しました`,
      before: pick(before),
      after: pick(body),
    });
    return before.email;
  });
  // The cached session carries the name and role: drop it so the next request reads them anew.
  app.sessions.operator.evictUser(email);
  return systemAdminDetail(app, id);
}

export async function removeSystemAdmin(app: App, operator: Operator, id: number) {
  const removed = await app.db.transaction(async (tx) => {
    const target = await findSystemAdmin(tx, id, { lock: true });
    if (!target) throw notFound();
    if (id === operator.id) throw new AppError('CONFLICT', SYSTEM_ADMIN_MESSAGES.selfDelete);
    if ((await countOtherSystemAdmins(tx, id)) === 0) {
      throw new AppError('CONFLICT', SYSTEM_ADMIN_MESSAGES.lastAdmin);
    }
    await deleteSystemAdmin(tx, id);
    await recordOperatorAction(tx, operator, {
      companyId: null,
      action: 'system_admin.delete',
      targetType: 'system_admin',
      targetId: id,
      summary: `システム管理者「${nameOf(target)}」（${target.email}）を削除しました`,
    });
    return target;
  });
  app.sessions.operator.evictUser(removed.email);
  return { id: removed.id };
}
