/** Operator sign-in; the session lives in HttpOnly cookies. */
import { TOKEN_LIFESPAN_MS, ZSignInRequest, ZSystemAdminSignInResponse } from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import { operatorCookieOptions } from '../../../../services/sessions/operator-cookies.ts';
import { signInSystemAdmin } from '../../../../services/sessions/sign-in.ts';

const tags = ['運営者認証'];

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
      const opts = { ...operatorCookieOptions(app), maxAge: Math.floor(TOKEN_LIFESPAN_MS / 1000) };
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
