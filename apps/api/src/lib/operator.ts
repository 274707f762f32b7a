/** The signed-in operator of a request under the admin audience (its guard has resolved it). */
import type { TSystemAdmin } from '@mirume/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export function operatorOf(request: FastifyRequest): TSystemAdmin {
  if (!request.systemAdmin) throw new AppError('UNAUTHORIZED');
  return request.systemAdmin;
}
