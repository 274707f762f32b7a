/**
 * The diagnosis status notifications a company user reads (the bell's status tab and
 * /shindan-status-notifications/{id}). Read flags are per user; another company's notification is
 * 404 like a missing one.
 */
import {
  findShindanNotification,
  listShindanNotifications,
  markShindanNotificationRead,
  type ShindanNotificationRow,
} from '@mirume/db';
import type { TCompanyUser, TShindanStatusNotification } from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';

function toNotification(row: ShindanNotificationRow): TShindanStatusNotification {
  return { ...row, updated_at: row.updated_at.toISOString(), created_at: row.created_at.toISOString() };
}

export async function listStatusNotifications(
  app: App,
  user: TCompanyUser,
  query: { page: number; per: number; onlyUnread?: boolean },
) {
  const page = await listShindanNotifications(app.db, user.company_id, user.id, {
    page: query.page,
    per: query.per,
    onlyUnread: query.onlyUnread === true,
  });
  return { ...page, items: page.items.map(toNotification), page: query.page, per: query.per };
}

export async function getStatusNotification(app: App, user: TCompanyUser, id: number) {
  const row = await findShindanNotification(app.db, user.company_id, user.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toNotification(row);
}

export async function markStatusNotificationRead(app: App, user: TCompanyUser, id: number) {
  return app.db.transaction(async (tx) => {
    const row = await findShindanNotification(tx, user.company_id, user.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    await markShindanNotificationRead(tx, id, user.id);
    return toNotification({ ...row, read: true });
  });
}
