/**
 * Company password links: request a reset (POST), check a link (GET token), set the password
 * from a reset or first-password link (PUT). All public.
 */
import {
  PASSWORD_RESET_SENT_MESSAGE,
  ZPasswordResetRequest,
  ZPasswordResetResponse,
  ZPasswordTokenQuery,
  ZPasswordTokenResponse,
  ZPasswordUpdateRequest,
  ZPasswordUpdateResponse,
} from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import {
  checkCompanyPasswordLink,
  companyResetPage,
  requestCompanyPasswordReset,
  resetCompanyPassword,
} from '../../../../services/accounts/company-password.ts';
import { countResetRequest } from '../../../../services/accounts/reset-limits.ts';

const tags = ['企業ユーザーのパスワード'];

export async function companyPasswordRoutes(app: App) {
  app.post(
    '/api/v1/company_admins/password',
    {
      schema: {
        tags,
        summary: 'パスワード再設定メールの送信（登録の有無にかかわらず同じ応答）',
        body: ZPasswordResetRequest,
        response: { 200: ZPasswordResetResponse },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const page = companyResetPage(app.config.APP_URL, request.body.redirect_url);
      countResetRequest(app, 'company', request.body.email, request.ip);
      await requestCompanyPasswordReset(app.db, page, request.body.email);
      return { success: true as const, message: PASSWORD_RESET_SENT_MESSAGE };
    },
  );

  app.get(
    '/api/v1/company_admins/password/token',
    {
      schema: {
        tags,
        summary: 'メールのリンク（再設定・初回設定）がまだ使えるかの確認（リンクは消費しません）',
        querystring: ZPasswordTokenQuery,
        response: { 200: ZPasswordTokenResponse },
      },
      config: { access: 'public' },
    },
    async (request) => ({ data: await checkCompanyPasswordLink(app.db, request.query.token) }),
  );

  app.put(
    '/api/v1/company_admins/password',
    {
      schema: {
        tags,
        summary: '新しいパスワードの設定（再設定リンク・招待のパスワード設定リンク共通。全端末をログアウト）',
        body: ZPasswordUpdateRequest,
        response: { 200: ZPasswordUpdateResponse },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const { purpose, email } = await resetCompanyPassword(app.db, request.body);
      app.sessions.company.evictUser(email);
      return { success: true as const, purpose };
    },
  );
}
