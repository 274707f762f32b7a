/** Who acts on a stored file: a company user (their company's files only) or an operator (all). */
import type { StoredFileRow } from '@mirume/db';
import type { CompanyRoleValue } from '@mirume/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { currentUser } from '../members/current-user.ts';

export type FileActor =
  | { kind: 'company_admin'; id: number; companyId: number; role: CompanyRoleValue }
  | { kind: 'system_admin'; id: number };

export function companyActor(request: FastifyRequest): FileActor {
  const user = currentUser(request);
  return { kind: 'company_admin', id: user.id, companyId: user.company_id, role: user.role };
}

export function operatorActor(request: FastifyRequest): FileActor {
  const admin = request.systemAdmin;
  if (!admin) throw new AppError('UNAUTHORIZED');
  return { kind: 'system_admin', id: admin.id };
}

/** Whether the actor may see the file at all; a file of another company is "not found". */
export function canReach(actor: FileActor, file: StoredFileRow | undefined): file is StoredFileRow {
  if (!file) return false;
  return actor.kind === 'system_admin' || file.company_id === actor.companyId;
}
