/**
 * Operator notifications with per-operator read marks, and the operator action log
 * (schema/operations.ts). Reads are paged and newest first.
 */
import type { OperatorNotificationKind } from '@mirume/shared/operations';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { operatorActions, operatorNotificationReads, operatorNotifications } from '../schema/index.ts';

export interface NewOperatorNotification {
  kind: OperatorNotificationKind;
  companyId?: number | null;
  title: string;
  body?: string | null;
  link?: string | null;
  /** Same key, one notification: a repeated trigger is ignored. */
  dedupeKey?: string | null;
}

/** Adds a notification; answers its id, or undefined when one with the same dedupe key exists. */
export async function insertOperatorNotification(db: Executor, n: NewOperatorNotification) {
  const [row] = await db
    .insert(operatorNotifications)
    .values({
      kind: n.kind,
      company_id: n.companyId ?? null,
      title: n.title,
      body: n.body ?? null,
      link: n.link ?? null,
      dedupe_key: n.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: operatorNotifications.id });
  return row?.id;
}

const readBy = (systemAdminId: number) =>
  and(
    eq(operatorNotificationReads.notification_id, operatorNotifications.id),
    eq(operatorNotificationReads.system_admin_id, systemAdminId),
  );

/** One page of notifications for an operator, each with its read time for that operator. */
export async function listOperatorNotifications(
  db: Executor,
  systemAdminId: number,
  params: { unreadOnly?: boolean; kind?: OperatorNotificationKind; limit: number; offset: number },
) {
  const where = and(
    params.unreadOnly ? isNull(operatorNotificationReads.notification_id) : undefined,
    params.kind ? eq(operatorNotifications.kind, params.kind) : undefined,
  );
  const rows = await db
    .select({
      id: operatorNotifications.id,
      kind: operatorNotifications.kind,
      company_id: operatorNotifications.company_id,
      title: operatorNotifications.title,
      body: operatorNotifications.body,
      link: operatorNotifications.link,
      created_at: operatorNotifications.created_at,
      read_at: operatorNotificationReads.read_at,
    })
    .from(operatorNotifications)
    .leftJoin(operatorNotificationReads, readBy(systemAdminId))
    .where(where)
    .orderBy(desc(operatorNotifications.created_at), desc(operatorNotifications.id))
    .limit(params.limit)
    .offset(params.offset);
  const [totalRow] = await db
    .select({ total: count() })
    .from(operatorNotifications)
    .leftJoin(operatorNotificationReads, readBy(systemAdminId))
    .where(where);
  return { rows, total: totalRow?.total ?? 0 };
}

/** How many notifications the operator has not read. */
export async function countUnreadOperatorNotifications(db: Executor, systemAdminId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(operatorNotifications)
    .leftJoin(operatorNotificationReads, readBy(systemAdminId))
    .where(isNull(operatorNotificationReads.notification_id));
  return row?.n ?? 0;
}

/**
 * Marks the given notifications (or, with `ids` undefined, all of them) read for the operator;
 * answers how many were unread. Unknown ids are ignored.
 */
export async function markOperatorNotificationsRead(db: Executor, systemAdminId: number, ids?: number[]) {
  if (ids && ids.length === 0) return 0;
  const unread = await db
    .select({ id: operatorNotifications.id })
    .from(operatorNotifications)
    .leftJoin(operatorNotificationReads, readBy(systemAdminId))
    .where(
      and(
        isNull(operatorNotificationReads.notification_id),
        ids ? inArray(operatorNotifications.id, ids) : undefined,
      ),
    );
  if (unread.length === 0) return 0;
  const marked = await db
    .insert(operatorNotificationReads)
    .values(unread.map((n) => ({ notification_id: n.id, system_admin_id: systemAdminId })))
    .onConflictDoNothing()
    .returning({ id: operatorNotificationReads.notification_id });
  return marked.length;
}

/** Removes read marks (marks unread again) for the operator. */
export async function markOperatorNotificationsUnread(db: Executor, systemAdminId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .delete(operatorNotificationReads)
    .where(
      and(
        eq(operatorNotificationReads.system_admin_id, systemAdminId),
        inArray(operatorNotificationReads.notification_id, ids),
      ),
    );
}

export interface NewOperatorAction {
  systemAdminId: number | null;
  systemAdminName: string;
  companyId: number | null;
  action: string;
  targetType: string;
  targetId?: string | number | null;
  summary: string;
  changes?: Record<string, { before: unknown; after: unknown }> | null;
}

export async function insertOperatorAction(db: Executor, a: NewOperatorAction) {
  const [row] = await db
    .insert(operatorActions)
    .values({
      system_admin_id: a.systemAdminId,
      system_admin_name: a.systemAdminName,
      company_id: a.companyId,
      action: a.action,
      target_type: a.targetType,
      target_id: a.targetId == null ? null : String(a.targetId),
      summary: a.summary,
      changes: a.changes ?? null,
    })
    .returning({ id: operatorActions.id });
  if (!row) throw new Error('operator action not recorded');
  return row.id;
}

/** One page of a company's operator actions, newest first. */
export async function listOperatorActionsOfCompany(
  db: Executor,
  companyId: number,
  params: { limit: number; offset: number },
) {
  const rows = await db
    .select()
    .from(operatorActions)
    .where(eq(operatorActions.company_id, companyId))
    .orderBy(desc(operatorActions.created_at), desc(operatorActions.id))
    .limit(params.limit)
    .offset(params.offset);
  const [totalRow] = await db
    .select({ total: count() })
    .from(operatorActions)
    .where(eq(operatorActions.company_id, companyId));
  return { rows, total: totalRow?.total ?? 0 };
}
