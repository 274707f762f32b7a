/**
 * Companies as an operator sees them: the list (search, status, contract dates, order), one
 * company with its admins, usage and status history, the edit, discard and restore writes, the
 * discarded list, and the dashboard's statistics. Discarded companies are left out everywhere but
 * the discarded list and a company looked up with `includeDiscarded`.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  accountTokens,
  authTokens,
  companies,
  companyAdmins,
  companyStatusChanges,
  diagnosisLinks,
  employees,
  mailOutbox,
  storedFiles,
} from '../schema/index.ts';
import { listFirstAdmins } from './onboarding.ts';
import { likePattern } from './system.ts';

export type CompanyStatus = (typeof companies.status.enumValues)[number];
export type CompanyHistoryEvent = (typeof companyStatusChanges.event.enumValues)[number];

export interface CompanyListParams {
  page: number;
  per: number;
  status?: CompanyStatus;
  q?: string;
  sort?: 'created_at' | 'name' | 'status' | 'date_start_contract' | 'date_end_contract';
  order?: 'asc' | 'desc';
  contract_date?: 'date_start_contract' | 'date_end_contract';
  contract_from?: string;
  contract_to?: string;
}

const SORT_COLUMNS = {
  created_at: companies.created_at,
  name: companies.name_kana,
  status: companies.status,
  date_start_contract: companies.date_start_contract,
  date_end_contract: companies.date_end_contract,
} as const;

/** The operator's list of live companies, each with its admin count and first admin. */
export async function listCompaniesForOperator(db: Executor, params: CompanyListParams) {
  const pattern = params.q ? likePattern(params.q) : undefined;
  const dateColumn = params.contract_date ? companies[params.contract_date] : undefined;
  const filters = and(
    isNull(companies.discarded_at),
    params.status ? eq(companies.status, params.status) : undefined,
    pattern
      ? or(
          ilike(companies.name, pattern),
          ilike(companies.name_kana, pattern),
          sql`exists (select 1 from company_admins ca where ca.company_id = "companies"."id" and ca.email ilike ${pattern})`,
        )
      : undefined,
    dateColumn && params.contract_from ? gte(dateColumn, params.contract_from) : undefined,
    dateColumn && params.contract_to ? lte(dateColumn, params.contract_to) : undefined,
  );
  const adminsCount = db
    .select({ company_id: companyAdmins.company_id, n: count().as('n') })
    .from(companyAdmins)
    .groupBy(companyAdmins.company_id)
    .as('admins_count');
  const column = SORT_COLUMNS[params.sort ?? 'created_at'];
  const direction = params.order === 'asc' ? asc : desc;
  // Companies without the sorted value (no contract date yet) come last in either direction.
  const order = params.order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const [items, [totalRow], byStatus] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        name_kana: companies.name_kana,
        status: companies.status,
        admins_count: sql<number>`coalesce(${adminsCount.n}, 0)::int`,
        date_start_contract: companies.date_start_contract,
        date_end_contract: companies.date_end_contract,
        created_at: companies.created_at,
      })
      .from(companies)
      .leftJoin(adminsCount, eq(adminsCount.company_id, companies.id))
      .where(filters)
      .orderBy(order, direction(companies.id))
      .limit(params.per)
      .offset((params.page - 1) * params.per),
    db.select({ n: count() }).from(companies).where(filters),
    db
      .select({ status: companies.status, n: count() })
      .from(companies)
      .where(isNull(companies.discarded_at))
      .groupBy(companies.status),
  ]);
  const counts_by_status: Record<CompanyStatus, number> = {
    temp_registration: 0,
    email_authenticated: 0,
    trial: 0,
    approved: 0,
  };
  for (const r of byStatus) counts_by_status[r.status] = r.n;
  // The approval actions address the company's first admin (the one who signed up).
  const firstAdmins = new Map(
    (
      await listFirstAdmins(
        db,
        items.map((c) => c.id),
      )
    ).map((a) => [a.company_id, a] as const),
  );
  const withAdmins = items.map((c) => {
    const a = firstAdmins.get(c.id);
    return {
      ...c,
      first_admin: a
        ? {
            id: a.id,
            name: `${a.last_name} ${a.first_name}`,
            email: a.email,
            confirmed: a.confirmed,
            has_password: a.has_password,
          }
        : null,
    };
  });
  return { items: withAdmins, total: totalRow?.n ?? 0, counts_by_status };
}

/** One company (live, or also discarded with `includeDiscarded`), or undefined. */
export async function findCompanyForOperator(
  db: Executor,
  id: number,
  opts: { includeDiscarded?: boolean; lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), opts.includeDiscarded ? undefined : isNull(companies.discarded_at)))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** The company's users with what the operator needs to help them sign in. */
export function listCompanyAdminsForOperator(db: Executor, companyId: number) {
  return db
    .select({
      id: companyAdmins.id,
      role: companyAdmins.role,
      last_name: companyAdmins.last_name,
      first_name: companyAdmins.first_name,
      email: companyAdmins.email,
      confirmed: sql<boolean>`${companyAdmins.confirmed_at} is not null`,
      has_password: sql<boolean>`${companyAdmins.password_hash} is not null`,
      last_sign_in_at: companyAdmins.last_sign_in_at,
    })
    .from(companyAdmins)
    .where(eq(companyAdmins.company_id, companyId))
    .orderBy(asc(companyAdmins.id));
}

/** People registered, diagnoses issued and completed, the latest sign-in of any of its users. */
export async function companyUsage(db: Executor, companyId: number) {
  const [[people], [links], [signIn]] = await Promise.all([
    db.select({ n: count() }).from(employees).where(eq(employees.company_id, companyId)),
    db
      .select({
        issued: count(),
        completed: sql<number>`count(*) filter (where ${diagnosisLinks.status} = 'completed')::int`,
      })
      .from(diagnosisLinks)
      .where(eq(diagnosisLinks.company_id, companyId)),
    db
      .select({ at: sql<Date | null>`max(${companyAdmins.last_sign_in_at})` })
      .from(companyAdmins)
      .where(eq(companyAdmins.company_id, companyId)),
  ]);
  const at = signIn?.at;
  return {
    employees: people?.n ?? 0,
    diagnoses_issued: links?.issued ?? 0,
    diagnoses_completed: Number(links?.completed ?? 0),
    last_sign_in_at: at ? new Date(at) : null,
  };
}

export function listCompanyHistory(db: Executor, companyId: number) {
  return db
    .select()
    .from(companyStatusChanges)
    .where(eq(companyStatusChanges.company_id, companyId))
    .orderBy(desc(companyStatusChanges.created_at), desc(companyStatusChanges.id));
}

export async function insertCompanyHistory(
  db: Executor,
  entry: {
    companyId: number;
    event: CompanyHistoryEvent;
    from: CompanyStatus | null;
    to: CompanyStatus;
    actor?: { id: number; name: string } | null;
  },
) {
  await db.insert(companyStatusChanges).values({
    company_id: entry.companyId,
    event: entry.event,
    from_status: entry.from,
    to_status: entry.to,
    system_admin_id: entry.actor?.id ?? null,
    actor_name: entry.actor?.name ?? null,
  });
}

export type CompanyProfileUpdate = Pick<
  typeof companies.$inferInsert,
  | 'name'
  | 'name_kana'
  | 'daihyo_name'
  | 'postcode'
  | 'address'
  | 'tel'
  | 'url'
  | 'date_start_contract'
  | 'date_end_contract'
>;

export async function updateCompanyForOperator(db: Executor, id: number, values: CompanyProfileUpdate) {
  const [row] = await db
    .update(companies)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(eq(companies.id, id), isNull(companies.discarded_at)))
    .returning();
  return row;
}

/** Sets the contract period where it is not set yet (entering a trial or a full contract). */
export async function startCompanyContract(
  db: Executor,
  id: number,
  period: { start: string; end: string | null; replaceEnd: boolean },
) {
  await db
    .update(companies)
    .set({
      date_start_contract: sql`coalesce(${companies.date_start_contract}, ${period.start}::date)`,
      date_end_contract: period.replaceEnd
        ? period.end
        : sql`coalesce(${companies.date_end_contract}, ${period.end}::date)`,
    })
    .where(eq(companies.id, id));
}

/** Marks the company discarded (or restores it); answers the row when it changed. */
export async function setCompanyDiscarded(db: Executor, id: number, discarded: boolean) {
  const [row] = await db
    .update(companies)
    .set({ discarded_at: discarded ? sql`now()` : null, updated_at: sql`now()` })
    .where(
      and(
        eq(companies.id, id),
        discarded ? isNull(companies.discarded_at) : isNotNull(companies.discarded_at),
      ),
    )
    .returning();
  return row;
}

/** Discarded companies, newest discard first, with who discarded them and their people count. */
export async function listDiscardedCompanies(
  db: Executor,
  params: { page: number; per: number; q?: string },
) {
  const pattern = params.q ? likePattern(params.q) : undefined;
  const filters = and(
    isNotNull(companies.discarded_at),
    pattern ? or(ilike(companies.name, pattern), ilike(companies.name_kana, pattern)) : undefined,
  );
  const [items, [totalRow]] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        name_kana: companies.name_kana,
        status: companies.status,
        discarded_at: sql<Date>`${companies.discarded_at}`,
        // Correlated sub-selects name their tables: drizzle writes bare column names in sql``.
        discarded_by: sql<string | null>`(select csc.actor_name from company_status_changes csc
          where csc.company_id = "companies"."id" and csc.event = 'discarded'
          order by csc.created_at desc, csc.id desc limit 1)`,
        employees: sql<number>`(select count(*)::int from employees e where e.company_id = "companies"."id")`,
      })
      .from(companies)
      .where(filters)
      .orderBy(desc(companies.discarded_at), desc(companies.id))
      .limit(params.per)
      .offset((params.page - 1) * params.per),
    db.select({ n: count() }).from(companies).where(filters),
  ]);
  return { items, total: totalRow?.n ?? 0 };
}

/** The ids of the company's users (their tokens are not tied to the company by a foreign key). */
export async function companyAdminIdsAndEmails(db: Executor, companyId: number) {
  return db
    .select({ id: companyAdmins.id, email: companyAdmins.email })
    .from(companyAdmins)
    .where(eq(companyAdmins.company_id, companyId));
}

/**
 * Deletes every row of a discarded company: its users' tokens and mailed links (tied by owner,
 * not by a foreign key), the mails addressed to its users and examinees, its stored-file rows
 * (answered, so the caller removes the objects in the same transaction), then the company, whose
 * foreign keys cascade to everything else it owns. Answers undefined when the company is not
 * discarded (a live company is never destroyed).
 */
export async function destroyDiscardedCompany(db: Executor, companyId: number) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNotNull(companies.discarded_at)))
    .for('update');
  if (!company) return undefined;
  const admins = await companyAdminIdsAndEmails(db, companyId);
  const adminIds = admins.map((a) => a.id);
  if (adminIds.length > 0) {
    await db
      .delete(authTokens)
      .where(and(eq(authTokens.owner_type, 'company_admin'), inArray(authTokens.owner_id, adminIds)));
    await db
      .delete(accountTokens)
      .where(and(eq(accountTokens.owner_type, 'company_admin'), inArray(accountTokens.owner_id, adminIds)));
  }
  // Addresses of the company's users, people and links: their mails hold the company's data.
  await db.execute(sql`
    delete from ${mailOutbox} where ${mailOutbox.to_address} in (
      select ${companyAdmins.email} from ${companyAdmins} where ${companyAdmins.company_id} = ${companyId}
      union select lower(${employees.email}) from ${employees} where ${employees.company_id} = ${companyId} and ${employees.email} is not null
      union select ${employees.email} from ${employees} where ${employees.company_id} = ${companyId} and ${employees.email} is not null
      union select ${diagnosisLinks.email} from ${diagnosisLinks} where ${diagnosisLinks.company_id} = ${companyId} and ${diagnosisLinks.email} is not null
    )`);
  const files = await db
    .delete(storedFiles)
    .where(eq(storedFiles.company_id, companyId))
    .returning({ key: storedFiles.key });
  await db.delete(companies).where(eq(companies.id, companyId));
  return { ...company, fileKeys: files.map((f) => f.key) };
}

/** Stamps a company user's successful sign-in (the operator sees it on the company's page). */
export async function touchCompanyAdminSignIn(db: Executor, id: number, at = new Date()) {
  await db.update(companyAdmins).set({ last_sign_in_at: at }).where(eq(companyAdmins.id, id));
}
