/** Company sign-out and token validation (devise_token_auth compatible); sign-in is public. */
import { revokeToken } from '@mirume/db';
import { ZSuccessResponse, ZValidateTokenResponse } from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';

const tags = ['企業ユーザー認証'];

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
