/** Look-ups of company users and operators for sign-in and token checks. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { authTokens, companies, companyAdmins, systemAdmins } from '../schema/index.ts';

/** The columns of auth.user: a company user with the company's name and status. */
const companyUserColumns = {
  id: companyAdmins.id,
  email: companyAdmins.email,
  role: companyAdmins.role,
  last_name: companyAdmins.last_name,
  first_name: companyAdmins.first_name,
  kana_last_name: companyAdmins.kana_last_name,
  kana_first_name: companyAdmins.kana_first_name,
  company_id: companyAdmins.company_id,
  company_name: companies.name,
  company_status: companies.status,
};

export async function findCompanyUserForSignIn(db: Executor, email: string) {
  const [row] = await db
    .select({
      ...companyUserColumns,
      password_hash: companyAdmins.password_hash,
      confirmed_at: companyAdmins.confirmed_at,
      company_discarded_at: companies.discarded_at,
    })
    .from(companyAdmins)
    .innerJoin(companies, eq(companies.id, companyAdmins.company_id))
    .where(eq(companyAdmins.email, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

const systemAdminColumns = {
  id: systemAdmins.id,
  email: systemAdmins.email,
  role: systemAdmins.role,
  last_name: systemAdmins.last_name,
  first_name: systemAdmins.first_name,
  kana_last_name: systemAdmins.kana_last_name,
  kana_first_name: systemAdmins.kana_first_name,
};

export async function findSystemAdminForSignIn(db: Executor, email: string) {
  const [row] = await db
    .select({ ...systemAdminColumns, password_hash: systemAdmins.password_hash })
    .from(systemAdmins)
    .where(and(eq(systemAdmins.email, email.trim().toLowerCase()), isNull(systemAdmins.discarded_at)))
    .limit(1);
  return row;
}

/**
 * The session behind a company request: the user with their company and the token row of the
 * presented client, in one round trip. The caller compares the token hash and the expiry.
 */
export async function findCompanySession(db: Executor, uid: string, client: string) {
  const [row] = await db
    .select({
      ...companyUserColumns,
      company_discarded_at: companies.discarded_at,
      token_id: authTokens.id,
      token_sha256: authTokens.token_sha256,
      expires_at: authTokens.expires_at,
      last_used_at: authTokens.last_used_at,
    })
    .from(companyAdmins)
    .innerJoin(companies, eq(companies.id, companyAdmins.company_id))
    .innerJoin(
      authTokens,
      and(
        eq(authTokens.owner_type, 'company_admin'),
        eq(authTokens.owner_id, companyAdmins.id),
        eq(authTokens.client_id, client),
      ),
    )
    .where(eq(companyAdmins.email, uid.trim().toLowerCase()))
    .limit(1);
  return row;
}

/** The same for an operator (cookie session). */
export async function findSystemAdminSession(db: Executor, uid: string, client: string) {
  const [row] = await db
    .select({
      ...systemAdminColumns,
      token_id: authTokens.id,
      token_sha256: authTokens.token_sha256,
      expires_at: authTokens.expires_at,
      last_used_at: authTokens.last_used_at,
    })
    .from(systemAdmins)
    .innerJoin(
      authTokens,
      and(
        eq(authTokens.owner_type, 'system_admin'),
        eq(authTokens.owner_id, systemAdmins.id),
        eq(authTokens.client_id, client),
      ),
    )
    .where(and(eq(systemAdmins.email, uid.trim().toLowerCase()), isNull(systemAdmins.discarded_at)))
    .limit(1);
  return row;
}
