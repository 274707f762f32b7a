/** Company sign-in (devise_token_auth compatible): the token comes back in headers and body. */
import { ZCompanySignInResponse, ZSignInRequest } from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import { signInCompanyUser } from '../../../../services/sessions/sign-in.ts';

const tags = ['企業ユーザー認証'];

export async function companySignInRoute(app: App) {
  app.post(
    '/api/v1/company_admins/sign_in',
    {
      schema: {
        tags,
        summary: 'ログイン（フォーム形式または JSON）',
        body: ZSignInRequest,
        response: { 200: ZCompanySignInResponse },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { user, issued } = await signInCompanyUser(app.db, app.signInLimits, {
        ...request.body,
        ip: request.ip,
      });
      const token = {
        'access-token': issued.token,
        client: issued.client,
        uid: user.email,
        'token-type': 'Bearer' as const,
        expiry: String(Math.floor(issued.expiresAt.getTime() / 1000)),
      };
      reply.headers(token);
      return { data: { user, token } };
    },
  );
}
