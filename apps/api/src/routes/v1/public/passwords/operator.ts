/** Operator password links (public): first password, reset request, new password from the reset link. */
import {
  PASSWORD_RESET_SENT_MESSAGE,
  ZPasswordResetRequest,
  ZPasswordResetResponse,
  ZPasswordUpdateRequest,
  ZSuccessResponse,
  ZSystemAdminChangePasswordRequest,
} from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import {
  operatorResetPage,
  requestOperatorPasswordReset,
  setOperatorPasswordFromLink,
} from '../../../../services/accounts/operator-password.ts';
import { countResetRequest } from '../../../../services/accounts/reset-limits.ts';

const tags = ['運営者のパスワード'];

export async function operatorPasswordRoutes(app: App) {
  app.post(
    '/api/v1/system_admins/change_password',
    {
      schema: {
        tags,
        summary: '招待されたシステム管理者の初回パスワード設定（confirmation_token）',
        body: ZSystemAdminChangePasswordRequest,
        response: { 200: ZSuccessResponse },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const { confirmation_token, password } = request.body;
      const email = await setOperatorPasswordFromLink(app.db, 'password_setup', confirmation_token, password);
      app.sessions.operator.evictUser(email);
      return { success: true as const };
    },
  );

  app.post(
    '/api/v1/system_admins/password',
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
      const page = operatorResetPage(app.config.APP_URL, request.body.redirect_url);
      countResetRequest(app, 'operator', request.body.email, request.ip);
      await requestOperatorPasswordReset(app.db, page, request.body.email);
      return { success: true as const, message: PASSWORD_RESET_SENT_MESSAGE };
    },
  );

  app.put(
    '/api/v1/system_admins/password',
    {
      schema: {
        tags,
        summary: '再設定リンクからの新しいパスワードの設定（全端末をログアウト）',
        body: ZPasswordUpdateRequest,
        response: { 200: ZSuccessResponse },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const { token, password } = request.body;
      const email = await setOperatorPasswordFromLink(app.db, 'password_reset', token, password);
      app.sessions.operator.evictUser(email);
      return { success: true as const };
    },
  );
}
