/**
 * System admins as the operator console lists and edits them. Removing one deletes the row and
 * every token it holds (API sessions and mailed links are tied to it by owner, not by a foreign
 * key); the operator action log keeps the name as written at the time.
 */
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { accountTokens, authTokens, systemAdmins } from '../schema/index.ts';

const columns = {
  id: systemAdmins.id,
  email: systemAdmins.email,
  role: systemAdmins.role,
  last_name: systemAdmins.last_name,
  first_name: systemAdmins.first_name,
  kana_last_name: systemAdmins.kana_last_name,
  kana_first_name: systemAdmins.kana_first_name,
  has_password: sql<boolean>`${systemAdmins.password_hash} is not null`,
  last_sign_in_at: systemAdmins.last_sign_in_at,
  created_at: systemAdmins.created_at,
};

export function listSystemAdmins(db: Executor) {
  return db
    .select(columns)
    .from(systemAdmins)
    .where(isNull(systemAdmins.discarded_at))
    .orderBy(asc(systemAdmins.kana_last_name), asc(systemAdmins.kana_first_name), asc(systemAdmins.id));
}

export async function findSystemAdmin(db: Executor, id: number, opts: { lock?: boolean } = {}) {
  const query = db
    .select(columns)
    .from(systemAdmins)
    .where(and(eq(systemAdmins.id, id), isNull(systemAdmins.discarded_at)))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

export async function updateSystemAdmin(
  db: Executor,
  id: number,
  values: Pick<
    typeof systemAdmins.$inferInsert,
    'last_name' | 'first_name' | 'kana_last_name' | 'kana_first_name' | 'role'
  >,
) {
  const [row] = await db
    .update(systemAdmins)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(eq(systemAdmins.id, id), isNull(systemAdmins.discarded_at)))
    .returning({ id: systemAdmins.id });
  return row;
}

/** How many other active system admins there are (locks them, so two removals cannot race). */
export async function countOtherSystemAdmins(db: Executor, id: number) {
  const others = await db
    .select({ id: systemAdmins.id })
    .from(systemAdmins)
    .where(and(ne(systemAdmins.id, id), isNull(systemAdmins.discarded_at)))
    .for('update');
  return others.length;
}

/** Deletes the admin with its sessions and mailed links. */
export async function deleteSystemAdmin(db: Executor, id: number) {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.owner_type, 'system_admin'), eq(authTokens.owner_id, id)));
  await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.owner_type, 'system_admin'), eq(accountTokens.owner_id, id)));
  const deleted = await db
    .delete(systemAdmins)
    .where(eq(systemAdmins.id, id))
    .returning({ id: systemAdmins.id });
  return deleted.length > 0;
}

export async function countSystemAdmins(db: Executor) {
  const [row] = await db.select({ n: count() }).from(systemAdmins).where(isNull(systemAdmins.discarded_at));
  return row?.n ?? 0;
}

/** Stamps a successful sign-in. */
export async function touchSystemAdminSignIn(db: Executor, id: number, at = new Date()) {
  await db.update(systemAdmins).set({ last_sign_in_at: at }).where(eq(systemAdmins.id, id));
}
