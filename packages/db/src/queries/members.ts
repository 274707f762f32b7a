/**
 * A company's users (company_admins) as seen by the company itself: the list, invitations, role
 * changes, deletion and the signed-in user's own account. Every query takes the company id and
 * filters by it, so another company's user is simply "not found".
 */
import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { companies, companyAdmins } from '../schema/index.ts';
import { likePattern } from './system.ts';

type CompanyRoleValue = (typeof companyAdmins.role.enumValues)[number];

const memberColumns = {
  id: companyAdmins.id,
  email: companyAdmins.email,
  role: companyAdmins.role,
  last_name: companyAdmins.last_name,
  first_name: companyAdmins.first_name,
  kana_last_name: companyAdmins.kana_last_name,
  kana_first_name: companyAdmins.kana_first_name,
  has_password: sql<boolean>`${companyAdmins.password_hash} is not null`,
  invited_at: companyAdmins.invited_at,
  created_at: companyAdmins.created_at,
};

export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

const inCompany = (companyId: number, id: number) =>
  and(eq(companyAdmins.company_id, companyId), eq(companyAdmins.id, id));

export async function listMembers(
  db: Executor,
  companyId: number,
  params: { page: number; per: number; q?: string | null },
) {
  const q = params.q ? likePattern(params.q) : undefined;
  const filters = and(
    eq(companyAdmins.company_id, companyId),
    q
      ? or(
          ilike(companyAdmins.email, q),
          ilike(sql`${companyAdmins.last_name} || ${companyAdmins.first_name}`, q),
          ilike(sql`${companyAdmins.kana_last_name} || ${companyAdmins.kana_first_name}`, q),
        )
      : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select(memberColumns)
      .from(companyAdmins)
      .where(filters)
      .orderBy(asc(companyAdmins.id))
      .limit(params.per)
      .offset((params.page - 1) * params.per),
    db.select({ n: count() }).from(companyAdmins).where(filters),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findMember(db: Executor, companyId: number, id: number) {
  const [row] = await db.select(memberColumns).from(companyAdmins).where(inCompany(companyId, id)).limit(1);
  return row;
}

/** True when another user (any company) already has this address, or waits to confirm it. */
export async function isEmailTaken(db: Executor, email: string, exceptId?: number) {
  const [row] = await db
    .select({ id: companyAdmins.id })
    .from(companyAdmins)
    .where(and(eq(companyAdmins.email, email), exceptId ? ne(companyAdmins.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insertInvitedMember(
  db: Executor,
  companyId: number,
  values: {
    email: string;
    role: CompanyRoleValue;
    last_name: string;
    first_name: string;
    kana_last_name: string;
    kana_first_name: string;
  },
  now: Date = new Date(),
) {
  const [row] = await db
    .insert(companyAdmins)
    .values({ ...values, company_id: companyId, invited_at: now })
    .onConflictDoNothing()
    .returning({ id: companyAdmins.id });
  return row;
}

export async function updateMember(
  db: Executor,
  companyId: number,
  id: number,
  changes: Partial<{
    role: CompanyRoleValue;
    last_name: string;
    first_name: string;
    kana_last_name: string;
    kana_first_name: string;
    invited_at: Date;
  }>,
) {
  const [row] = await db
    .update(companyAdmins)
    .set({ ...changes, updated_at: sql`now()` })
    .where(inCompany(companyId, id))
    .returning({ id: companyAdmins.id });
  return row;
}

export async function deleteMember(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .delete(companyAdmins)
    .where(inCompany(companyId, id))
    .returning({ id: companyAdmins.id, email: companyAdmins.email });
  return row;
}

export async function countCompanyAdminsWithRole(db: Executor, companyId: number, role: CompanyRoleValue) {
  const [row] = await db
    .select({ n: count() })
    .from(companyAdmins)
    .where(and(eq(companyAdmins.company_id, companyId), eq(companyAdmins.role, role)));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- the signed-in user's own account

export async function getAccount(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: companyAdmins.id,
      email: companyAdmins.email,
      role: companyAdmins.role,
      last_name: companyAdmins.last_name,
      first_name: companyAdmins.first_name,
      kana_last_name: companyAdmins.kana_last_name,
      kana_first_name: companyAdmins.kana_first_name,
      company_id: companyAdmins.company_id,
      company_name: companies.name,
      unconfirmed_email: companyAdmins.unconfirmed_email,
      password_hash: companyAdmins.password_hash,
    })
    .from(companyAdmins)
    .innerJoin(companies, eq(companies.id, companyAdmins.company_id))
    .where(eq(companyAdmins.id, id))
    .limit(1);
  return row;
}

export async function updateAccountNames(
  db: Executor,
  id: number,
  names: { last_name: string; first_name: string; kana_last_name: string; kana_first_name: string },
) {
  await db
    .update(companyAdmins)
    .set({ ...names, updated_at: sql`now()` })
    .where(eq(companyAdmins.id, id));
}

export async function setUnconfirmedEmail(db: Executor, id: number, email: string | null) {
  await db
    .update(companyAdmins)
    .set({ unconfirmed_email: email, updated_at: sql`now()` })
    .where(eq(companyAdmins.id, id));
}

/** Applies a confirmed email change; answers the old and new address. */
export async function applyEmailChange(db: Executor, id: number, email: string) {
  const [before] = await db
    .select({ email: companyAdmins.email })
    .from(companyAdmins)
    .where(eq(companyAdmins.id, id))
    .for('update');
  if (!before) return undefined;
  await db
    .update(companyAdmins)
    .set({ email, unconfirmed_email: null, updated_at: sql`now()` })
    .where(eq(companyAdmins.id, id));
  return { oldEmail: before.email, newEmail: email };
}

export async function setCompanyUserPassword(db: Executor, id: number, passwordHash: string) {
  await db
    .update(companyAdmins)
    .set({ password_hash: passwordHash, updated_at: sql`now()` })
    .where(eq(companyAdmins.id, id));
}
