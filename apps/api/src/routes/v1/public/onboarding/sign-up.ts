/** Sign-up of a company (POST company_admins) and the e-mail confirmation link (GET confirmation). */
import { ZCompanySignUpRequest, ZCompanySignUpResponse, ZConfirmationQuery } from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import { confirmCompanyEmail, signUpCompany } from '../../../../services/onboarding/sign-up.ts';

const tags = ['企業の新規登録'];

export async function companyRegistrationRoutes(app: App) {
  app.post(
    '/api/v1/company_admins',
    {
      schema: {
        tags,
        summary: '新規登録（企業を仮登録し、最初の総合管理者を作成して認証メールを送信）',
        body: ZCompanySignUpRequest,
        response: { 201: ZCompanySignUpResponse },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { email } = await signUpCompany(app.db, app.config.APP_URL, request.body);
      return reply.status(201).send({ data: { email, company_status: 'temp_registration' as const } });
    },
  );

  app.get(
    '/api/v1/company_admins/confirmation',
    {
      schema: {
        tags,
        summary: 'メールアドレスの認証（メールのリンク）。結果を /signup/wait へのリダイレクトで返します',
        querystring: ZConfirmationQuery,
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const ok = await confirmCompanyEmail(app.db, request.query.confirmation_token);
      return reply.redirect(ok ? '/signup/wait?confirmed=1' : '/signup/wait?error=invalid', 302);
    },
  );
}
