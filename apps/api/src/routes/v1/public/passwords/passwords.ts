/**
 * Password links (all public), one module for both kinds of account: company users under
 * company_admins/, system admins under system_admins/. Each requests a reset (POST password) and
 * sets a new password from a link (PUT password). A company user's PUT takes either link it can
 * receive (reset, or the first-password link of an invitation) and the page checks a link first
 * (GET password/token); a system admin's first password has its own call (POST change_password).
 */
import {
  PASSWORD_RESET_SENT_MESSAGE,
  ZPasswordResetRequest,
  ZPasswordResetResponse,
  ZPasswordTokenQuery,
  ZPasswordTokenResponse,
  ZPasswordUpdateRequest,
  ZPasswordUpdateResponse,
  ZSuccessResponse,
  ZSystemAdminChangePasswordRequest,
} from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import {
  type AccountKind,
  checkPasswordLink,
  type PasswordLinkPurpose,
  requestPasswordReset,
  resetPage,
  setPasswordFromLink,
} from '../../../../services/passwords/passwords.ts';
import { countResetRequest } from '../../../../services/passwords/reset-limits.ts';

const config = { access: 'public' } as const;

const ACCOUNTS = {
  company: {
    path: '/api/v1/company_admins',
    tags: ['企業ユーザーのパスワード'],
    /** The links PUT password accepts, tried in this order. */
    linkPurposes: ['password_reset', 'password_setup'],
    setSummary: '新しいパスワードの設定（再設定リンク・招待のパスワード設定リンク共通。全端末をログアウト）',
    setResponse: ZPasswordUpdateResponse,
  },
  operator: {
    path: '/api/v1/system_admins',
    tags: ['運営者のパスワード'],
    linkPurposes: ['password_reset'],
    setSummary: '再設定リンクからの新しいパスワードの設定（全端末をログアウト）',
    setResponse: ZSuccessResponse,
  },
} as const;

function passwordRoutes(account: AccountKind) {
  const { path, tags, linkPurposes, setSummary, setResponse } = ACCOUNTS[account];

  /** Sets the password from a link and ends the account's other sessions. */
  const setPassword = async (
    app: App,
    purposes: readonly PasswordLinkPurpose[],
    token: string,
    password: string,
  ) => {
    const result = await setPasswordFromLink(app.db, account, purposes, token, password);
    app.sessions[account].evictUser(result.email);
    return result.purpose;
  };

  return async function routes(app: App) {
    if (account === 'operator') {
      app.post(
        `${path}/change_password`,
        {
          schema: {
            tags,
            summary: '招待されたシステム管理者の初回パスワード設定（confirmation_token）',
            body: ZSystemAdminChangePasswordRequest,
            response: { 200: ZSuccessResponse },
          },
          config,
        },
        async (request) => {
          const { confirmation_token, password } = request.body;
          await setPassword(app, ['password_setup'], confirmation_token, password);
          return { success: true as const };
        },
      );
    }

    app.post(
      `${path}/password`,
      {
        schema: {
          tags,
          summary: 'パスワード再設定メールの送信（登録の有無にかかわらず同じ応答）',
          body: ZPasswordResetRequest,
          response: { 200: ZPasswordResetResponse },
        },
        config,
      },
      async (request) => {
        const page = resetPage(account, app.config.APP_URL, request.body.redirect_url);
        await countResetRequest(app, account, request.body.email, request.ip);
        await requestPasswordReset(app.db, account, page, request.body.email);
        return { success: true as const, message: PASSWORD_RESET_SENT_MESSAGE };
      },
    );

    if (account === 'company') {
      app.get(
        `${path}/password/token`,
        {
          schema: {
            tags,
            summary: 'メールのリンク（再設定・初回設定）がまだ使えるかの確認（リンクは消費しません）',
            querystring: ZPasswordTokenQuery,
            response: { 200: ZPasswordTokenResponse },
          },
          config,
        },
        async (request) => ({
          data: await checkPasswordLink(app.db, account, linkPurposes, request.query.token),
        }),
      );
    }

    app.put(
      `${path}/password`,
      {
        schema: { tags, summary: setSummary, body: ZPasswordUpdateRequest, response: { 200: setResponse } },
        config,
      },
      async (request) => {
        const purpose = await setPassword(app, linkPurposes, request.body.token, request.body.password);
        // Only the company side says which link it was (the page words its message by it).
        return account === 'company' ? { success: true as const, purpose } : { success: true as const };
      },
    );
  };
}

export const companyPasswordRoutes = passwordRoutes('company');
export const operatorPasswordRoutes = passwordRoutes('operator');
