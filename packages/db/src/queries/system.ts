/** Maintenance switch and the operator's overview of companies (each with its first admin). */
import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { companies, companyAdmins, maintenanceSettings } from '../schema/index.ts';
import { listFirstAdmins } from './onboarding.ts';

export async function getMaintenanceFlag(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ flag: maintenanceSettings.maintenance_flag })
    .from(maintenanceSettings)
    .where(eq(maintenanceSettings.id, 1));
  return row?.flag ?? false;
}

export async function setMaintenanceFlag(
  db: Executor,
  flag: boolean,
  systemAdminId: number,
): Promise<boolean> {
  const [row] = await db
    .insert(maintenanceSettings)
    .values({ id: 1, maintenance_flag: flag, updated_by_system_admin_id: systemAdminId })
    .onConflictDoUpdate({
      target: maintenanceSettings.id,
      set: { maintenance_flag: flag, updated_by_system_admin_id: systemAdminId, updated_at: sql`now()` },
    })
    .returning({ flag: maintenanceSettings.maintenance_flag });
  return row?.flag ?? flag;
}

type CompanyStatus = (typeof companies.status.enumValues)[number];

/** Escapes LIKE wildcards so a search for "50%" finds the text, not everything. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listCompaniesForOperator(
  db: Executor,
  params: { page: number; per: number; status?: CompanyStatus; q?: string },
) {
  const filters = and(
    isNull(companies.discarded_at),
    params.status ? eq(companies.status, params.status) : undefined,
    params.q
      ? or(ilike(companies.name, likePattern(params.q)), ilike(companies.name_kana, likePattern(params.q)))
      : undefined,
  );
  const adminsCount = db
    .select({ company_id: companyAdmins.company_id, n: count().as('n') })
    .from(companyAdmins)
    .groupBy(companyAdmins.company_id)
    .as('admins_count');
  const [items, [totalRow], byStatus] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        status: companies.status,
        admins_count: sql<number>`coalesce(${adminsCount.n}, 0)::int`,
        created_at: companies.created_at,
      })
      .from(companies)
      .leftJoin(adminsCount, eq(adminsCount.company_id, companies.id))
      .where(filters)
      .orderBy(desc(companies.created_at), desc(companies.id))
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
