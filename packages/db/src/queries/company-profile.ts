/** A company's own settings (/company/edit). Every query is scoped to the caller's company id. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { companies } from '../schema/index.ts';

const profileColumns = {
  id: companies.id,
  name: companies.name,
  name_kana: companies.name_kana,
  status: companies.status,
  postcode: companies.postcode,
  address: companies.address,
  tel: companies.tel,
  url: companies.url,
  daihyo_name: companies.daihyo_name,
};

const live = (companyId: number) => and(eq(companies.id, companyId), isNull(companies.discarded_at));

export async function getCompanyProfile(db: Executor, companyId: number) {
  const [row] = await db.select(profileColumns).from(companies).where(live(companyId)).limit(1);
  return row;
}

export interface CompanyProfileChanges {
  name: string;
  name_kana: string;
  postcode: string;
  address: string;
  tel: string;
  url: string | null;
}

export async function updateCompanyProfile(db: Executor, companyId: number, changes: CompanyProfileChanges) {
  const [row] = await db
    .update(companies)
    .set({ ...changes, updated_at: sql`now()` })
    .where(live(companyId))
    .returning(profileColumns);
  return row;
}

export async function updateCompanyDaihyo(db: Executor, companyId: number, daihyoName: string) {
  const [row] = await db
    .update(companies)
    .set({ daihyo_name: daihyoName, updated_at: sql`now()` })
    .where(live(companyId))
    .returning(profileColumns);
  return row;
}

/**
 * Locks the company row for the rest of the transaction, so that two concurrent changes to its
 * users (e.g. demoting two admins at once) cannot both pass the "one admin remains" check.
 */
export async function lockCompany(db: Executor, companyId: number) {
  await db.execute(sql`select id from ${companies} where ${companies.id} = ${companyId} for update`);
}
