/**
 * Announcements: the company user's notification centre (list, one, the bell's latest unread,
 * marking read, the badge's counts) and the operators' writing, scheduling, unpublishing and
 * deleting. Drafts and scheduled announcements are invisible to companies (404 like a missing one).
 */
import {
  type AdminAnnouncementRow,
  type AnnouncementRow,
  countUnreadAnnouncements,
  deleteAnnouncement,
  findAnnouncementForOperators,
  findPublishedAnnouncement,
  insertAnnouncement,
  listAnnouncementsForOperators,
  listPublishedAnnouncements,
  listShindanNotifications,
  listUnreadAnnouncements,
  markAnnouncementRead,
  updateAnnouncement,
} from '@mirume/db';
import {
  LATEST_ANNOUNCEMENTS_MAX,
  type TAdminAnnouncement,
  type TAdminAnnouncementsQuery,
  type TAnnouncement,
  type TAnnouncementsQuery,
  type TCompanyUser,
  type TNotificationCounts,
  type TSystemAdmin,
  type ZAdminAnnouncementRequest,
} from '@mirume/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';

function toAnnouncement(row: AnnouncementRow): TAnnouncement {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    description: row.description,
    read: row.read,
    created_at: (row.published_at ?? new Date(0)).toISOString(),
  };
}

function toAdminAnnouncement(row: AdminAnnouncementRow): TAdminAnnouncement {
  return {
    ...row,
    published_at: row.published_at ? new Date(row.published_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

// ---- company users -------------------------------------------------------------------------------

export async function listAnnouncements(app: App, user: TCompanyUser, query: TAnnouncementsQuery) {
  const page = await listPublishedAnnouncements(app.db, user.id, query);
  const counts = await countUnreadAnnouncements(app.db, user.id);
  return {
    items: page.items.map(toAnnouncement),
    total: page.total,
    unread: counts.unread,
    page: query.page,
    per: query.per,
  };
}

export async function getAnnouncement(app: App, user: TCompanyUser, id: number) {
  const row = await findPublishedAnnouncement(app.db, user.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toAnnouncement(row);
}

export async function latestAnnouncements(app: App, user: TCompanyUser) {
  const rows = await listUnreadAnnouncements(app.db, user.id, LATEST_ANNOUNCEMENTS_MAX);
  return rows.map(toAnnouncement);
}

export async function markAnnouncementAsRead(app: App, user: TCompanyUser, id: number) {
  return app.db.transaction(async (tx) => {
    const row = await findPublishedAnnouncement(tx, user.id, id);
    if (!row) throw new AppError('NOT_FOUND');
    await markAnnouncementRead(tx, id, user.id);
    return toAnnouncement({ ...row, read: true });
  });
}

/** `notifications`: the caller's unread counts (the badge) and the incident banner's announcement. */
export async function notificationCounts(app: App, user: TCompanyUser): Promise<TNotificationCounts> {
  const [announcements, statuses] = await Promise.all([
    countUnreadAnnouncements(app.db, user.id),
    listShindanNotifications(app.db, user.company_id, user.id, { page: 1, per: 1, onlyUnread: true }),
  ]);
  return {
    mirume_notifications: announcements.unread,
    shindan_status_notifications: statuses.unread,
    total: announcements.unread + statuses.unread,
    incident: announcements.incident ? toAnnouncement(announcements.incident) : null,
  };
}

// ---- operators -------------------------------------------------------------------------------------

type AnnouncementInput = z.output<typeof ZAdminAnnouncementRequest>;

function publishedAt(input: AnnouncementInput, now: Date): Date | null {
  if (input.publish === 'now') return now;
  if (input.publish === 'scheduled' && input.publish_at) return new Date(input.publish_at);
  return null;
}

export async function listAnnouncementsForAdmin(app: App, query: TAdminAnnouncementsQuery) {
  const page = await listAnnouncementsForOperators(app.db, query);
  return { items: page.items.map(toAdminAnnouncement), total: page.total, page: query.page, per: query.per };
}

export async function getAnnouncementForAdmin(app: App, id: number) {
  const row = await findAnnouncementForOperators(app.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminAnnouncement(row);
}

export async function createAnnouncement(app: App, operator: TSystemAdmin, input: AnnouncementInput) {
  return app.db.transaction(async (tx) => {
    const id = await insertAnnouncement(
      tx,
      {
        category: input.category,
        title: input.title,
        description: input.description,
        published_at: publishedAt(input, new Date()),
      },
      operator.id,
    );
    const row = await findAnnouncementForOperators(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toAdminAnnouncement(row);
  });
}

export async function editAnnouncement(app: App, id: number, input: AnnouncementInput) {
  return app.db.transaction(async (tx) => {
    const current = await findAnnouncementForOperators(tx, id);
    if (!current) throw new AppError('NOT_FOUND');
    // Saving an already published announcement "now" keeps its first publish time.
    const keep = input.publish === 'now' && current.state === 'published';
    await updateAnnouncement(tx, id, {
      category: input.category,
      title: input.title,
      description: input.description,
      published_at: keep ? current.published_at : publishedAt(input, new Date()),
    });
    const row = await findAnnouncementForOperators(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toAdminAnnouncement(row);
  });
}

/** Back to a draft: companies stop seeing it at once (their read marks are kept). */
export async function unpublishAnnouncement(app: App, id: number) {
  return app.db.transaction(async (tx) => {
    if (!(await updateAnnouncement(tx, id, { published_at: null }))) throw new AppError('NOT_FOUND');
    const row = await findAnnouncementForOperators(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toAdminAnnouncement(row);
  });
}

export async function removeAnnouncement(app: App, id: number) {
  if (!(await deleteAnnouncement(app.db, id))) throw new AppError('NOT_FOUND');
}
