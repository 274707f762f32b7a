/** The operator's session cookies: set at sign-in, cleared at sign-out, with the same options. */
import { OPERATOR_COOKIES } from '@mirume/shared';
import type { FastifyReply } from 'fastify';
import type { App } from '../../lib/zod-app.ts';

export function operatorCookieOptions(app: App) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.cookieSecure,
    path: '/',
  };
}

export function clearOperatorCookies(app: App, reply: FastifyReply) {
  for (const name of OPERATOR_COOKIES) reply.clearCookie(name, operatorCookieOptions(app));
}
