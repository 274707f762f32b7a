/** The company user and client of a request that passed `requireCompanyUser`. */
import type { TCompanyUser } from '@mirume/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';

export function currentUser(request: FastifyRequest): TCompanyUser {
  if (!request.companyUser) throw new AppError('UNAUTHORIZED');
  return request.companyUser;
}

export function currentClient(request: FastifyRequest): string {
  if (!request.companyClient) throw new AppError('UNAUTHORIZED');
  return request.companyClient;
}
