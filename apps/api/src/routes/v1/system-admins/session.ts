/** Operator sign-in, sign-out and session check; the session lives in HttpOnly cookies. */
import { revokeToken } from '@mirume/db';
import {
  OPERATOR_COOKIES,
  TOKEN_LIFESPAN_MS,
  ZSignInRequest,
  ZSuccessResponse,
  ZSystemAdminSignInResponse,
} from '@mirume/shared';
import type { FastifyReply } from 'fastify';
import type { App } from '../../../lib/zod-app.ts';
import { signInSystemAdmin } from '../../../services/auth/sign-in.ts';

const tags = ['運営者認証'];

function cookieOptions(app: App) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.cookieSecure,
    path: '/',
  };
}

export function clearOperatorCookies(app: App, reply: FastifyReply) {
  for (const name of OPERATOR_COOKIES) reply.clearCookie(name, cookieOptions(app));
}

export async function operatorSignInRoute(app: App) {
  app.post(
    '/api/v1/system_admins/sign_in',
    {
      schema: {
        tags,
        summary: 'ログイン（フォーム形式または JSON）。セッション Cookie を発行します',
        body: ZSignInRequest,
        response: { 200: ZSystemAdminSignInResponse },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { admin, issued } = await signInSystemAdmin(app.db, app.signInLimits, {
        ...request.body,
        ip: request.ip,
      });
      const opts = { ...cookieOptions(app), maxAge: Math.floor(TOKEN_LIFESPAN_MS / 1000) };
      reply
        .setCookie('access-token', issued.token, opts)
        .setCookie('client', issued.client, opts)
        .setCookie('uid', admin.email, opts)
        .setCookie('role', admin.role, opts)
        .headers({ 'access-token': issued.token, client: issued.client, uid: admin.email });
      return { data: admin };
    },
  );
}

export async function operatorSessionRoutes(app: App) {
  app.delete(
    '/api/v1/system_admins/sign_out',
    {
      schema: {
        tags,
        summary: 'ログアウト（セッション Cookie を削除）',
        response: { 200: ZSuccessResponse },
      },
      config: { access: 'operator' },
    },
    async (request, reply) => {
      if (request.systemAdmin && request.operatorClient) {
        await revokeToken(
          app.db,
          { type: 'system_admin', id: request.systemAdmin.id },
          request.operatorClient,
        );
        app.sessions.operator.evict(request.systemAdmin.email, request.operatorClient);
      }
      clearOperatorCookies(app, reply);
      return { success: true as const };
    },
  );

  app.get(
    '/api/v1/system_admins/validate_token',
    {
      schema: { tags, summary: '現在の運営者', response: { 200: ZSystemAdminSignInResponse } },
      config: { access: 'operator' },
    },
    async (request) => ({ data: request.systemAdmin! }),
  );
}
