import type { TAccount } from '@mirume/shared';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { companyUser, signInAs } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { apiError, type RecordedRequest, startTestServer, type TestServer } from '@/test/test-server';

const ACCOUNT: TAccount = {
  id: 7,
  email: 'yamada@example.co.jp',
  role: 'senkou_admin',
  last_name: '山田',
  first_name: '花子',
  kana_last_name: 'ヤマダ',
  kana_first_name: 'ハナコ',
  company_id: 3,
  company_name: '株式会社サンプル商事',
  unconfirmed_email: null,
};

let account: TAccount = ACCOUNT;
let server: TestServer;
let signedIn = companyUser();

function handler(request: RecordedRequest) {
  const url = new URL(request.url, 'http://api.test');
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /api/v1/company_admins/account') return { status: 200, body: { data: account } };
  if (route === 'PUT /api/v1/company_admins/account') {
    account = { ...account, ...JSON.parse(request.body) };
    return { status: 200, body: { data: account } };
  }
  if (route === 'PUT /api/v1/company_admins/account/password') {
    const body = JSON.parse(request.body);
    return body.current_password === 'current-pass'
      ? { status: 200, body: { success: true } }
      : apiError(400, 'VALIDATION_ERROR', '入力内容に誤りがあります。', {
          current_password: ['現在のパスワードが正しくありません'],
        });
  }
  // Everything else (validate_token, maintenance) as the shared fake answers it, for the signed-in user.
  return fakeApi(fakeApiState({ user: signedIn }))(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  account = ACCOUNT;
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
  signedIn = signInAs('senkou_admin');
});
afterAll(async () => {
  await server.close();
});

describe('[ACCOUNT] the account pages', () => {
  it('[ACCOUNT] /user shows the name, kana, email, role label and company', async () => {
    renderRoutes(routes, '/user');
    expect(await screen.findByText('山田 花子')).toBeTruthy();
    expect(screen.getByText('ヤマダ ハナコ')).toBeTruthy();
    expect(screen.getByText('選考管理者')).toBeTruthy();
    expect(screen.getByText('株式会社サンプル商事')).toBeTruthy();
  });

  it('[ACCOUNT] saving the names shows 編集しました。 and hiragana kana is refused before sending', async () => {
    const { user } = renderRoutes(routes, '/user/edit');
    const basics = await screen.findByRole('form', { name: '基本情報' });
    const sei = within(basics).getByRole('textbox', { name: /^セイ/ });
    await user.clear(sei);
    await user.type(sei, 'やまだ');
    expect(await within(basics).findByText('全角カタカナで入力してください')).toBeTruthy();
    await user.clear(sei);
    await user.type(sei, 'ヤマモト');
    await user.click(within(basics).getByRole('button', { name: '基本情報を保存' }));
    expect(await screen.findByText('編集しました。')).toBeTruthy();
    const put = server.requests.find((r) => r.method === 'PUT' && r.url === '/api/v1/company_admins/account');
    expect(JSON.parse(put?.body ?? '{}').kana_last_name).toBe('ヤマモト');
  });

  it('[ACCOUNT] a wrong current password shows the server message on that field', async () => {
    const { user } = renderRoutes(routes, '/user/edit');
    const form = await screen.findByRole('form', { name: 'パスワードの変更' });
    await user.type(within(form).getByLabelText(/^現在のパスワード/), 'wrong-pass');
    await user.type(within(form).getByLabelText(/^新しいパスワード \*/), 'new-pass-123');
    await user.type(within(form).getByLabelText(/^新しいパスワード（確認）/), 'new-pass-124');
    expect(await within(form).findByText('パスワードが一致しません')).toBeTruthy();
    await user.clear(within(form).getByLabelText(/^新しいパスワード（確認）/));
    await user.type(within(form).getByLabelText(/^新しいパスワード（確認）/), 'new-pass-123');
    await user.click(within(form).getByRole('button', { name: 'パスワードを変更' }));
    expect(await within(form).findByText('現在のパスワードが正しくありません')).toBeTruthy();
  });
});
