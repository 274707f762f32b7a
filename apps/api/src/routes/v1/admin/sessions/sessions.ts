/** Operator sign-out and session check; sign-in is public. */
import { revokeToken } from '@mirume/db';
import { ZSuccessResponse, ZSystemAdminSignInResponse } from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import { clearOperatorCookies } from '../../../../services/sessions/operator-cookies.ts';

const tags = ['運営者認証'];

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
