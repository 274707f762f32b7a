/**
 * Diagnosis status notifications of a company: one is written when an examinee's session is
 * scored, and each company user reads their own copy: whether a notification is read is per user
 * (shindan_status_notification_reads).
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../client.ts';
import { shindanStatusNotificationReads, shindanStatusNotifications } from '../../schema/index.ts';

const n = shindanStatusNotifications;
const r = shindanStatusNotificationReads;

const columns = {
  id: n.id,
  employee_id: n.employee_id,
  last_name: n.last_name,
  first_name: n.first_name,
  email: n.email,
  status: n.status,
  reason: n.reason,
  diagnosis_type: n.diagnosis_type,
  read: sql<boolean>`${r.notification_id} is not null`.mapWith(Boolean),
  updated_at: n.updated_at,
  created_at: n.created_at,
};
export type ShindanNotificationRow = NonNullable<Awaited<ReturnType<typeof findShindanNotification>>>;

export type StatusNotificationInsert = Omit<typeof n.$inferInsert, 'id'>;

/** Stores one notification (the caller's transaction stores the outcome it reports). */
export async function insertStatusNotification(tx: Executor, values: StatusNotificationInsert) {
  await tx.insert(n).values(values);
}

const readBy = (companyAdminId: number) =>
  and(eq(r.notification_id, n.id), eq(r.company_admin_id, companyAdminId));

/** A page of the company's notifications, newest first, with the reader's read flags and unread count. */
export async function listShindanNotifications(
  db: Executor,
  companyId: number,
  companyAdminId: number,
  p: { page: number; per: number; onlyUnread: boolean },
) {
  const where = and(eq(n.company_id, companyId), p.onlyUnread ? isNull(r.notification_id) : undefined);
  const items = await db
    .select(columns)
    .from(n)
    .leftJoin(r, readBy(companyAdminId))
    .where(where)
    .orderBy(desc(n.created_at), desc(n.id))
    .limit(p.per)
    .offset((p.page - 1) * p.per);
  const [counts] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      unread: sql<number>`count(*) filter (where ${r.notification_id} is null)`.mapWith(Number),
    })
    .from(n)
    .leftJoin(r, readBy(companyAdminId))
    .where(eq(n.company_id, companyId));
  const unread = counts?.unread ?? 0;
  return { items, total: p.onlyUnread ? unread : (counts?.total ?? 0), unread };
}

export async function findShindanNotification(
  db: Executor,
  companyId: number,
  companyAdminId: number,
  id: number,
) {
  const [row] = await db
    .select(columns)
    .from(n)
    .leftJoin(r, readBy(companyAdminId))
    .where(and(eq(n.company_id, companyId), eq(n.id, id)));
  return row ?? null;
}

/** Marks the notification read for this user; reading it again changes nothing. */
export async function markShindanNotificationRead(
  db: Executor,
  notificationId: number,
  companyAdminId: number,
) {
  await db
    .insert(r)
    .values({ notification_id: notificationId, company_admin_id: companyAdminId })
    .onConflictDoNothing();
}
