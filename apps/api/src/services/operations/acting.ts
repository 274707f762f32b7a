/**
 * An operator working inside one company (decision 0028). The company services take the company
 * user of the request; for an operator the route scope of `admin/companies/{id}/…` puts in its place
 * an acting user: the company of the path, the general admin's rights (spec §6: an operator manages
 * everything of every company) and no company admin id. The services stay one implementation:
 *
 * - `recordIfOperator(tx, user, …)` is how a write records the operator action in its own
 *   transaction; for a company user it does nothing;
 * - `companyAdminIdOf(user)` is the author to store in a `…_by_company_admin_id` column: the
 *   company user's id, or null for an operator (the operator action log names them).
 */
import type { Executor } from '@mirume/db';
import type { CompanyStatus, TCompanyUser, TSystemAdmin } from '@mirume/shared';
import { type OperatorActionInput, recordOperatorAction } from './operations.ts';

interface Acting {
  operator: TSystemAdmin;
  /** Whether a write of this request recorded its operator action (checked by the route scope). */
  recorded: boolean;
}

const actingUsers = new WeakMap<TCompanyUser, Acting>();

export interface ActingCompany {
  id: number;
  name: string;
  status: (typeof CompanyStatus.values)[number];
}

/** The company user an operator acts as inside `company` (one per request). */
export function actingUser(operator: TSystemAdmin, company: ActingCompany): TCompanyUser {
  const user: TCompanyUser = {
    // Never a company admin's id: services store `companyAdminIdOf(user)` (null) as the author.
    id: 0,
    email: operator.email,
    role: 'admin',
    last_name: operator.last_name,
    first_name: operator.first_name,
    kana_last_name: operator.kana_last_name,
    kana_first_name: operator.kana_first_name,
    company_id: company.id,
    company_name: company.name,
    company_status: company.status,
  };
  actingUsers.set(user, { operator, recorded: false });
  return user;
}

/** The operator behind an acting user; null for a company user. */
export function operatorActing(user: TCompanyUser): TSystemAdmin | null {
  return actingUsers.get(user)?.operator ?? null;
}

/** The company admin to store as the author of a change: null when an operator made it. */
export function companyAdminIdOf(user: TCompanyUser): number | null {
  return actingUsers.has(user) ? null : user.id;
}

/** Records the operator action of a write in the write's transaction; nothing for a company user. */
export async function recordIfOperator(
  tx: Executor,
  user: TCompanyUser,
  input: Omit<OperatorActionInput, 'companyId'>,
): Promise<void> {
  const acting = actingUsers.get(user);
  if (!acting) return;
  await recordOperatorAction(tx, acting.operator, { companyId: user.company_id, ...input });
  acting.recorded = true;
}

/** Whether the acting user's request recorded an operator action (true for a company user). */
export function actionRecorded(user: TCompanyUser): boolean {
  return actingUsers.get(user)?.recorded ?? true;
}
