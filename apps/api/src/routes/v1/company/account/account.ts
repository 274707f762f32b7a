/**
 * The signed-in company user's own account (/user, /user/edit). Every role may use it
 * (`account:edit`). `GET …/account` is our name for devise's "current user with details".
 */
import {
  ZAccountEmailRequest,
  ZAccountPasswordRequest,
  ZAccountResponse,
  ZAccountUpdateRequest,
  ZSuccessResponse,
} from '@mirume/shared';
import type { App } from '../../../../lib/zod-app.ts';
import {
  changePassword,
  loadAccount,
  requestEmailChange,
  updateAccount,
} from '../../../../services/account/account.ts';
import { currentClient, currentUser } from '../../../../services/members/current-user.ts';

const tags = ['アカウント情報'];
const config = { access: 'company', permission: 'account:edit' } as const;

export async function companyAccountRoutes(app: App) {
  app.get(
    '/api/v1/company_admins/account',
    {
      schema: { tags, summary: 'ログイン中のユーザーの情報', response: { 200: ZAccountResponse } },
      config,
    },
    async (request) => ({ data: await loadAccount(app, currentUser(request).id) }),
  );

  app.put(
    '/api/v1/company_admins/account',
    {
      schema: {
        tags,
        summary: '氏名・フリガナの編集',
        body: ZAccountUpdateRequest,
        response: { 200: ZAccountResponse },
      },
      config,
    },
    async (request) => {
      const user = currentUser(request);
      return { data: await updateAccount(app, user.id, user.email, request.body) };
    },
  );

  app.put(
    '/api/v1/company_admins/account/email',
    {
      schema: {
        tags,
        summary: 'メールアドレスの変更（新しいアドレスに確認メールを送信）',
        body: ZAccountEmailRequest,
        response: { 200: ZAccountResponse },
      },
      config,
    },
    async (request) => ({ data: await requestEmailChange(app, currentUser(request).id, request.body) }),
  );

  app.put(
    '/api/v1/company_admins/account/password',
    {
      schema: {
        tags,
        summary: 'パスワードの変更（このクライアント以外はログアウト）',
        body: ZAccountPasswordRequest,
        response: { 200: ZSuccessResponse },
      },
      config,
    },
    async (request) => {
      await changePassword(app, currentUser(request), currentClient(request), request.body);
      return { success: true as const };
    },
  );
}
