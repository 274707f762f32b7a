/**
 * Sign-up, confirmation, approval and the password links: the writes and look-ups of company
 * onboarding and of system-admin registration. Status changes are conditional updates, so two
 * operators acting at once cannot both move a company (the second one changes nothing).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { companies, companyAdmins, systemAdmins } from '../schema/index.ts';

type CompanyStatus = (typeof companies.status.enumValues)[number];

const normalize = (email: string) => email.trim().toLowerCase();

/** Whether a company user already uses the address (case-insensitively, as stored). */
export async function companyAdminEmailTaken(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companyAdmins.id })
    .from(companyAdmins)
    .where(eq(companyAdmins.email, normalize(email)))
    .limit(1);
  return Boolean(row);
}

export async function insertCompanyWithFirstAdmin(
  db: Executor,
  params: {
    company: {
      name: string;
      name_kana?: string | null;
      daihyo_name: string;
      tel?: string | null;
      status: CompanyStatus;
    };
    admin: {
      email: string;
      last_name: string;
      first_name: string;
      kana_last_name: string;
      kana_first_name: string;
      password_hash: string | null;
      invited_at?: Date | null;
      confirmation_sent_at?: Date | null;
    };
  },
) {
  const [company] = await db
    .insert(companies)
    .values({
      name: params.company.name,
      name_kana: params.company.name_kana ?? null,
      daihyo_name: params.company.daihyo_name,
      tel: params.company.tel ?? null,
      status: params.company.status,
    })
    .returning({ id: companies.id, name: companies.name, status: companies.status });
  if (!company) throw new Error('company was not inserted');
  const [admin] = await db
    .insert(companyAdmins)
    .values({
      company_id: company.id,
      role: 'admin',
      email: normalize(params.admin.email),
      last_name: params.admin.last_name,
      first_name: params.admin.first_name,
      kana_last_name: params.admin.kana_last_name,
      kana_first_name: params.admin.kana_first_name,
      password_hash: params.admin.password_hash,
      invited_at: params.admin.invited_at ?? null,
      confirmation_sent_at: params.admin.confirmation_sent_at ?? null,
    })
    .returning({
      id: companyAdmins.id,
      email: companyAdmins.email,
      last_name: companyAdmins.last_name,
      first_name: companyAdmins.first_name,
    });
  if (!admin) throw new Error('company admin was not inserted');
  return { company, admin };
}

/** A company user with what the onboarding steps need to know about them and their company. */
const onboardingColumns = {
  id: companyAdmins.id,
  email: companyAdmins.email,
  role: companyAdmins.role,
  last_name: companyAdmins.last_name,
  first_name: companyAdmins.first_name,
  has_password: sql<boolean>`${companyAdmins.password_hash} is not null`,
  confirmed_at: companyAdmins.confirmed_at,
  company_id: companies.id,
  company_name: companies.name,
  company_status: companies.status,
  company_discarded_at: companies.discarded_at,
};

export async function findCompanyAdminForOnboarding(db: Executor, id: number) {
  const [row] = await db
    .select(onboardingColumns)
    .from(companyAdmins)
    .innerJoin(companies, eq(companies.id, companyAdmins.company_id))
    .where(eq(companyAdmins.id, id))
    .limit(1);
  return row;
}

export async function findCompanyAdminByEmailForOnboarding(db: Executor, email: string) {
  const [row] = await db
    .select(onboardingColumns)
    .from(companyAdmins)
    .innerJoin(companies, eq(companies.id, companyAdmins.company_id))
    .where(eq(companyAdmins.email, normalize(email)))
    .limit(1);
  return row;
}

/** The company's admin addressed by an operator action: 404 material when it is not this company's. */
export async function findCompanyAdminOfCompany(db: Executor, companyId: number, companyAdminId: number) {
  const [row] = await db
    .select(onboardingColumns)
    .from(companyAdmins)
    .innerJoin(companies, eq(companies.id, companyAdmins.company_id))
    .where(
      and(
        eq(companyAdmins.id, companyAdminId),
        eq(companyAdmins.company_id, companyId),
        isNull(companies.discarded_at),
      ),
    )
    .limit(1);
  return row;
}

/** Moves the company only when it is in one of `from`; answers whether it moved. */
export async function moveCompanyStatus(
  db: Executor,
  companyId: number,
  from: readonly CompanyStatus[],
  to: CompanyStatus,
): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set({ status: to, updated_at: sql`now()` })
    .where(
      and(eq(companies.id, companyId), inArray(companies.status, [...from]), isNull(companies.discarded_at)),
    )
    .returning({ id: companies.id });
  return rows.length > 0;
}

export async function markCompanyAdminConfirmed(db: Executor, id: number, now = new Date()) {
  await db
    .update(companyAdmins)
    .set({
      confirmed_at: sql`coalesce(${companyAdmins.confirmed_at}, ${now.toISOString()}::timestamptz)`,
      updated_at: now,
    })
    .where(eq(companyAdmins.id, id));
}

export async function touchCompanyAdminMailSent(
  db: Executor,
  id: number,
  kind: 'confirmation' | 'invitation',
  now = new Date(),
) {
  await db
    .update(companyAdmins)
    .set(kind === 'confirmation' ? { confirmation_sent_at: now } : { invited_at: now })
    .where(eq(companyAdmins.id, id));
}

/** Sets the password; `confirm` also confirms the address (the mailed link proved it). */
export async function setCompanyAdminPassword(
  db: Executor,
  id: number,
  passwordHash: string,
  opts: { confirm?: boolean; now?: Date } = {},
) {
  const now = opts.now ?? new Date();
  const [row] = await db
    .update(companyAdmins)
    .set({
      password_hash: passwordHash,
      updated_at: now,
      ...(opts.confirm
        ? { confirmed_at: sql`coalesce(${companyAdmins.confirmed_at}, ${now.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(eq(companyAdmins.id, id))
    .returning({ email: companyAdmins.email });
  return row;
}

/** Each company's first admin (lowest id), for the operator's list. */
export async function listFirstAdmins(db: Executor, companyIds: readonly number[]) {
  if (companyIds.length === 0) return [];
  return db
    .selectDistinctOn([companyAdmins.company_id], {
      company_id: companyAdmins.company_id,
      id: companyAdmins.id,
      email: companyAdmins.email,
      last_name: companyAdmins.last_name,
      first_name: companyAdmins.first_name,
      confirmed: sql<boolean>`${companyAdmins.confirmed_at} is not null`,
      has_password: sql<boolean>`${companyAdmins.password_hash} is not null`,
    })
    .from(companyAdmins)
    .where(and(inArray(companyAdmins.company_id, [...companyIds]), eq(companyAdmins.role, 'admin')))
    .orderBy(asc(companyAdmins.company_id), asc(companyAdmins.id));
}

// ---- system admins ------------------------------------------------------------------------------

export async function systemAdminEmailTaken(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: systemAdmins.id })
    .from(systemAdmins)
    .where(eq(systemAdmins.email, normalize(email)))
    .limit(1);
  return Boolean(row);
}

export async function insertSystemAdmin(
  db: Executor,
  values: {
    email: string;
    role: 'admin';
    last_name: string;
    first_name: string;
    kana_last_name: string;
    kana_first_name: string;
  },
) {
  const [row] = await db
    .insert(systemAdmins)
    .values({ ...values, email: normalize(values.email), password_hash: null })
    .returning({
      id: systemAdmins.id,
      email: systemAdmins.email,
      role: systemAdmins.role,
      last_name: systemAdmins.last_name,
      first_name: systemAdmins.first_name,
      kana_last_name: systemAdmins.kana_last_name,
      kana_first_name: systemAdmins.kana_first_name,
    });
  if (!row) throw new Error('system admin was not inserted');
  return row;
}

/** An active system admin by address, with or without a password yet. */
export async function findSystemAdminByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: systemAdmins.id,
      email: systemAdmins.email,
      last_name: systemAdmins.last_name,
      first_name: systemAdmins.first_name,
    })
    .from(systemAdmins)
    .where(and(eq(systemAdmins.email, normalize(email)), isNull(systemAdmins.discarded_at)))
    .limit(1);
  return row;
}

/** Sets an active system admin's password; answers the address, or undefined when discarded. */
export async function setSystemAdminPassword(db: Executor, id: number, passwordHash: string) {
  const [row] = await db
    .update(systemAdmins)
    .set({ password_hash: passwordHash, allow_password_change: false, updated_at: sql`now()` })
    .where(and(eq(systemAdmins.id, id), isNull(systemAdmins.discarded_at)))
    .returning({ email: systemAdmins.email });
  return row;
}
