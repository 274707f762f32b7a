/**
 * Announcements (mirume_notifications): company users read the published ones with their own read
 * marks; operators write, schedule, unpublish and delete them. Published means `published_at` has
 * been reached, so a scheduled announcement appears on time without a job.
 */
import type { AnnouncementCategoryValue, AnnouncementStateValue } from '@mirume/shared/api/announcements';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { mirumeNotificationReads, mirumeNotifications, systemAdmins } from '../schema/index.ts';

const n = mirumeNotifications;
const r = mirumeNotificationReads;

const published = () => and(isNotNull(n.published_at), sql`${n.published_at} <= statement_timestamp()`);
const readBy = (companyAdminId: number) =>
  and(eq(r.notification_id, n.id), eq(r.company_admin_id, companyAdminId));

const companyColumns = {
  id: n.id,
  category: n.category,
  title: n.title,
  description: n.description,
  published_at: n.published_at,
  read: sql<boolean>`${r.notification_id} is not null`.mapWith(Boolean),
};
export type AnnouncementRow = {
  id: number;
  category: AnnouncementCategoryValue;
  title: string;
  description: string;
  published_at: Date | null;
  read: boolean;
};

/** A page of published announcements for a company user, newest first, with read flags. */
export async function listPublishedAnnouncements(
  db: Executor,
  companyAdminId: number,
  p: { page: number; per: number; category?: AnnouncementCategoryValue; read?: 'read' | 'unread' },
) {
  const where = and(
    published(),
    p.category ? eq(n.category, p.category) : undefined,
    p.read === 'read'
      ? isNotNull(r.notification_id)
      : p.read === 'unread'
        ? isNull(r.notification_id)
        : undefined,
  );
  const items = await db
    .select(companyColumns)
    .from(n)
    .leftJoin(r, readBy(companyAdminId))
    .where(where)
    .orderBy(desc(n.published_at), desc(n.id))
    .limit(p.per)
    .offset((p.page - 1) * p.per);
  const [totals] = await db
    .select({ total: count() })
    .from(n)
    .leftJoin(r, readBy(companyAdminId))
    .where(where);
  return { items: items as AnnouncementRow[], total: totals?.total ?? 0 };
}

/** The reader's unread published announcements (all categories), newest first. */
export async function listUnreadAnnouncements(db: Executor, companyAdminId: number, limit: number) {
  const rows = await db
    .select(companyColumns)
    .from(n)
    .leftJoin(r, readBy(companyAdminId))
    .where(and(published(), isNull(r.notification_id)))
    .orderBy(desc(n.published_at), desc(n.id))
    .limit(limit);
  return rows as AnnouncementRow[];
}

/** Unread published announcements of the reader, and the newest unread incident. */
export async function countUnreadAnnouncements(db: Executor, companyAdminId: number) {
  const [row] = await db
    .select({ unread: count() })
    .from(n)
    .leftJoin(r, readBy(companyAdminId))
    .where(and(published(), isNull(r.notification_id)));
  const [incident] = await db
    .select(companyColumns)
    .from(n)
    .leftJoin(r, readBy(companyAdminId))
    .where(and(published(), isNull(r.notification_id), eq(n.category, 'incident')))
    .orderBy(desc(n.published_at), desc(n.id))
    .limit(1);
  return { unread: row?.unread ?? 0, incident: (incident as AnnouncementRow | undefined) ?? null };
}

/** One published announcement for a company user; drafts and scheduled ones are not found. */
export async function findPublishedAnnouncement(db: Executor, companyAdminId: number, id: number) {
  const [row] = await db
    .select(companyColumns)
    .from(n)
    .leftJoin(r, readBy(companyAdminId))
    .where(and(eq(n.id, id), published()));
  return (row as AnnouncementRow | undefined) ?? null;
}

/** Marks an announcement read for this user; reading it again changes nothing. */
export async function markAnnouncementRead(db: Executor, notificationId: number, companyAdminId: number) {
  await db
    .insert(r)
    .values({ notification_id: notificationId, company_admin_id: companyAdminId })
    .onConflictDoNothing();
}

// ---- operators ---------------------------------------------------------------------------------

const stateSql = sql<AnnouncementStateValue>`case when ${n.published_at} is null then 'draft' when ${n.published_at} > statement_timestamp() then 'scheduled' else 'published' end`;

const adminColumns = {
  id: n.id,
  category: n.category,
  title: n.title,
  description: n.description,
  state: stateSql,
  published_at: n.published_at,
  read_count: sql<number>`(select count(*) from ${r} where ${r.notification_id} = ${n.id})`.mapWith(Number),
  created_by: sql<
    string | null
  >`(select ${systemAdmins.last_name} || ' ' || ${systemAdmins.first_name} from ${systemAdmins} where ${systemAdmins.id} = ${n.created_by_system_admin_id})`,
  created_at: n.created_at,
  updated_at: n.updated_at,
};
export interface AdminAnnouncementRow {
  id: number;
  category: AnnouncementCategoryValue;
  title: string;
  description: string;
  state: AnnouncementStateValue;
  published_at: Date | null;
  read_count: number;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

function stateWhere(state: AnnouncementStateValue | undefined): SQL | undefined {
  if (state === 'draft') return isNull(n.published_at);
  if (state === 'scheduled') return sql`${n.published_at} > statement_timestamp()`;
  if (state === 'published') return published();
  return undefined;
}

/** Every announcement for the operators' list, newest first (drafts by their last change). */
export async function listAnnouncementsForOperators(
  db: Executor,
  p: {
    page: number;
    per: number;
    category?: AnnouncementCategoryValue;
    state?: AnnouncementStateValue;
    q?: string;
  },
) {
  const like = p.q ? `%${p.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    p.category ? eq(n.category, p.category) : undefined,
    stateWhere(p.state),
    like ? or(ilike(n.title, like), ilike(n.description, like)) : undefined,
  );
  const items = await db
    .select(adminColumns)
    .from(n)
    .where(where)
    .orderBy(sql`coalesce(${n.published_at}, ${n.updated_at}) desc`, desc(n.id))
    .limit(p.per)
    .offset((p.page - 1) * p.per);
  const [totals] = await db.select({ total: count() }).from(n).where(where);
  return { items: items as AdminAnnouncementRow[], total: totals?.total ?? 0 };
}

export async function findAnnouncementForOperators(db: Executor, id: number) {
  const [row] = await db.select(adminColumns).from(n).where(eq(n.id, id));
  return (row as AdminAnnouncementRow | undefined) ?? null;
}

export interface AnnouncementValues {
  category: AnnouncementCategoryValue;
  title: string;
  description: string;
  published_at: Date | null;
}

export async function insertAnnouncement(db: Executor, values: AnnouncementValues, systemAdminId: number) {
  const [row] = await db
    .insert(n)
    .values({ ...values, created_by_system_admin_id: systemAdminId })
    .returning({ id: n.id });
  return row?.id as number;
}

/** Changes an announcement; answers whether it existed. */
export async function updateAnnouncement(db: Executor, id: number, values: Partial<AnnouncementValues>) {
  const rows = await db
    .update(n)
    .set({ ...values, updated_at: new Date() })
    .where(eq(n.id, id))
    .returning({ id: n.id });
  return rows.length > 0;
}

export async function deleteAnnouncement(db: Executor, id: number) {
  const rows = await db.delete(n).where(eq(n.id, id)).returning({ id: n.id });
  return rows.length > 0;
}
