/** The actor of a criteria call: the signed-in company user, or the signed-in operator. */
import { criteriaCompanyExists } from '@mirume/db';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { currentUser } from '../members/current-user.ts';
import type { CriteriaActor } from './versions.ts';

export function companyActor(request: FastifyRequest): CriteriaActor & { companyId: number } {
  const user = currentUser(request);
  return {
    kind: 'company_admin',
    id: user.id,
    name: `${user.last_name} ${user.first_name}`,
    role: user.role,
    companyId: user.company_id,
  };
}

export function operatorActor(request: FastifyRequest): CriteriaActor {
  const admin = request.systemAdmin;
  if (!admin) throw new AppError('UNAUTHORIZED');
  return { kind: 'system_admin', id: admin.id, name: `${admin.last_name} ${admin.first_name}（運営）` };
}

/** The company an operator acts on; 404 when there is none. */
export async function operatorCompany(app: App, companyId: number): Promise<number> {
  if (!(await criteriaCompanyExists(app.db, companyId))) throw new AppError('NOT_FOUND');
  return companyId;
}
