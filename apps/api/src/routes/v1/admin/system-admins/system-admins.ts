/** An operator adds a system admin, who gets a password-setting mail. */
import { ZSystemAdminCreateRequest, ZSystemAdminCreateResponse } from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import { createSystemAdmin } from '../../../../services/system-admins/system-admins.ts';

export async function operatorRegistrationRoutes(app: App) {
  app.post(
    '/api/v1/system_admins',
    {
      schema: {
        tags: ['運営: システム管理者'],
        summary: 'システム管理者の追加（パスワード設定メールを送信）',
        body: ZSystemAdminCreateRequest,
        response: { 201: ZSystemAdminCreateResponse },
      },
      config: { access: 'operator' },
    },
    async (request, reply) => {
      const admin = await createSystemAdmin(app.db, app.config.APP_URL, request.body);
      return reply.status(201).send({ data: admin });
    },
  );
}
