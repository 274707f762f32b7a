/** The link of an email-change mail: applies the change and sends the browser to /user. */
import { ZEmailConfirmationQuery } from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import { confirmEmailChange } from '../../../../services/account/account.ts';

export async function companyAccountPublicRoutes(app: App) {
  app.get(
    '/api/v1/company_admins/account/email_confirmation',
    {
      schema: {
        tags: ['アカウント情報'],
        summary: 'メールアドレス変更の確定（メールのリンク。/user へリダイレクト）',
        querystring: ZEmailConfirmationQuery,
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const token = request.query.token;
      const ok = token ? await confirmEmailChange(app, token) : false;
      return reply.redirect(ok ? '/user?email_changed=1' : '/user?email_change=invalid', 302);
    },
  );
}
