/** Company sign-in, sign-out and token validation (devise_token_auth compatible). */
import { revokeToken } from '@mirume/db';
import {
  ZCompanySignInResponse,
  ZSignInRequest,
  ZSuccessResponse,
  ZValidateTokenResponse,
} from '@mirume/shared';
import type { App } from '../../../lib/zod-app.ts';
import { signInCompanyUser } from '../../../services/auth/sign-in.ts';

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

export async function companySessionRoutes(app: App) {
  app.delete(
    '/api/v1/company_admins/sign_out',
    {
      schema: {
        tags,
        summary: 'ログアウト（このクライアントのトークンを無効化）',
        response: { 200: ZSuccessResponse },
      },
      config: { access: 'company' },
    },
    async (request) => {
      const user = request.companyUser;
      if (user && request.companyClient) {
        await revokeToken(app.db, { type: 'company_admin', id: user.id }, request.companyClient);
        app.sessions.company.evict(user.email, request.companyClient);
      }
      return { success: true as const };
    },
  );

  app.get(
    '/api/v1/company_admins/validate_token',
    {
      schema: { tags, summary: 'トークンの検証と現在のユーザー', response: { 200: ZValidateTokenResponse } },
      config: { access: 'company' },
    },
    async (request) => ({ data: { user: request.companyUser! } }),
  );
}
