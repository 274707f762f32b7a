/**
 * The operator dashboard's figures (GET admin/statistics): companies by status, trials ending
 * soon, diagnoses issued and completed per month (Asia/Tokyo) and examinees this month, over live
 * companies only.
 */
import { and, asc, count, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { companies, diagnosisLinks } from '../schema/index.ts';
import type { CompanyStatus } from './companies.ts';

const TOKYO = 'Asia/Tokyo';
const monthOf = (column: unknown) => sql<string>`to_char(${column} at time zone ${TOKYO}, 'YYYY-MM')`;

export async function companyStatusCounts(db: Executor) {
  const rows = await db
    .select({ status: companies.status, n: count() })
    .from(companies)
    .where(isNull(companies.discarded_at))
    .groupBy(companies.status);
  const [discarded] = await db
    .select({ n: count() })
    .from(companies)
    .where(sql`${companies.discarded_at} is not null`);
  const counts: Record<CompanyStatus, number> = {
    temp_registration: 0,
    email_authenticated: 0,
    trial: 0,
    approved: 0,
  };
  for (const r of rows) counts[r.status] = r.n;
  return { counts, discarded: discarded?.n ?? 0 };
}

/** Live trial companies whose trial ends between `from` and `to` (dates, inclusive), soonest first. */
export function trialsEndingBetween(db: Executor, from: string, to: string) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      date_end_contract: sql<string>`${companies.date_end_contract}::text`,
    })
    .from(companies)
    .where(
      and(
        isNull(companies.discarded_at),
        eq(companies.status, 'trial'),
        gte(companies.date_end_contract, from),
        lte(companies.date_end_contract, to),
      ),
    )
    .orderBy(asc(companies.date_end_contract), asc(companies.id));
}

// A correlated sub-select names its tables: drizzle writes bare column names in sql``.
const liveCompany = sql`exists (select 1 from companies c where c.id = "diagnosis_links"."company_id" and c.discarded_at is null)`;

/** Links issued and completed per month since `since` (the first day of the oldest month shown). */
export async function diagnosesPerMonth(db: Executor, since: Date) {
  const [issued, completed] = await Promise.all([
    db
      .select({ month: monthOf(diagnosisLinks.created_at), n: count() })
      .from(diagnosisLinks)
      .where(and(gte(diagnosisLinks.created_at, since), liveCompany))
      .groupBy(sql`1`),
    db
      .select({ month: monthOf(diagnosisLinks.completed_at), n: count() })
      .from(diagnosisLinks)
      .where(and(gte(diagnosisLinks.completed_at, since), liveCompany))
      .groupBy(sql`1`),
  ]);
  return {
    issued: new Map(issued.map((r) => [r.month, r.n])),
    completed: new Map(completed.map((r) => [r.month, r.n])),
  };
}

/** People who completed a diagnosis since `since` (each person once). */
export async function examineesSince(db: Executor, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${diagnosisLinks.employee_id})::int` })
    .from(diagnosisLinks)
    .where(and(gte(diagnosisLinks.completed_at, since), liveCompany));
  return Number(row?.n ?? 0);
}

export function recentSignups(db: Executor, limit: number) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      status: companies.status,
      created_at: companies.created_at,
    })
    .from(companies)
    .where(isNull(companies.discarded_at))
    .orderBy(desc(companies.created_at), desc(companies.id))
    .limit(limit);
}
