/** The operator of a request that passed `requireSystemAdmin`. */
import type { TSystemAdmin } from '@mirume/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';

export function currentOperator(request: FastifyRequest): TSystemAdmin {
  if (!request.systemAdmin) throw new AppError('UNAUTHORIZED');
  return request.systemAdmin;
}
