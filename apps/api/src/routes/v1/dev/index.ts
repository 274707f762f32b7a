/**
 * Development aids without a login. The guards are the environment and the client's address: in
 * production (NODE_ENV=production) none of these routes is registered, and elsewhere they answer
 * loopback clients only; either way other callers get a 404 like any unknown URL.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors.ts';
import { isLoopbackRequest } from '../../../lib/loopback.ts';
import type { Audience } from '../audience.ts';
import { devMailboxRoutes } from './mailbox/mailbox.ts';

export const audience: Audience = {
  access: ['public'],
  enabled: (app) => !app.config.isProduction,
  onRequest: [
    async (request: FastifyRequest) => {
      if (!isLoopbackRequest(request, request.server.config.trustProxy)) throw new AppError('NOT_FOUND');
    },
  ],
  routes: [devMailboxRoutes],
};
