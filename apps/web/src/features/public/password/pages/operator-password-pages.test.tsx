import { STORAGE_KEYS } from '@mirume/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAsSystemAdmin } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, type Reply, startTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;
let reply: Reply;
const INVALID =
  'このリンクは無効か、有効期限が切れています。お手数ですが、もう一度手続きをやり直してください。';

function operatorPasswordApi(request: RecordedRequest): Reply | undefined {
  const path = new URL(request.url, 'http://api.test').pathname;
  if (path === '/api/v1/system_admins/password' && request.method === 'POST') {
    return {
      status: 200,
      body: { success: true, message: 'ご登録のメールアドレス宛てに、ご案内をお送りしました。' },
    };
  }
  if (
    (path === '/api/v1/system_admins/password' && request.method === 'PUT') ||
    path === '/api/v1/system_admins/change_password'
  )
    return reply;
  return undefined;
}

beforeAll(async () => {
  server = await startTestServer(
    (request) => operatorPasswordApi(request) ?? fakeApi(fakeApiState())(request),
  );
});
beforeEach(() => {
  server.requests.length = 0;
  reply = { status: 200, body: { success: true } };
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

const typePasswords = async (user: ReturnType<typeof renderRoutes>['user'], value: string) => {
  await user.type(await screen.findByLabelText(/^新しいパスワード\s*$/), value);
  await user.type(screen.getByLabelText(/^新しいパスワード（確認）/), value);
};

describe('[OPERATOR PASSWORD] pages', () => {
  it('requests a reset link that opens /admin/password/password', async () => {
    const { user } = renderRoutes(routes, '/admin/password/reset');
    await user.type(await screen.findByRole('textbox', { name: 'メールアドレス' }), 'ops@mirume.example');
    await user.click(screen.getByRole('button', { name: '再設定メールを送信する' }));
    expect(await screen.findByRole('heading', { name: 'メールを送信しました' })).toBeTruthy();
    const post = server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      email: 'ops@mirume.example',
      redirect_url: '/admin/password/password',
    });
  });

  it('sets the first password from the invitation, then goes to /admin/login with the snackbar', async () => {
    const { user, router } = renderRoutes(routes, '/admin/password/new?confirmation_token=inv-1');
    await typePasswords(user, 'ops-pass-001');
    await user.click(screen.getByRole('button', { name: 'パスワードを設定する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect((await screen.findByRole('status')).textContent).toContain('パスワードを設定しました。');
    const post = server.requests.find((r) => r.url === '/api/v1/system_admins/change_password');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      password: 'ops-pass-001',
      password_confirmation: 'ops-pass-001',
      confirmation_token: 'inv-1',
    });
  });

  it('sets a new password from the reset link and signs the operator out here too', async () => {
    signInAsSystemAdmin();
    const { user, router } = renderRoutes(routes, '/admin/password/password?token=rst-1');
    await typePasswords(user, 'ops-pass-002');
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(window.localStorage.getItem(STORAGE_KEYS.systemAdminUser)).toBeNull();
    expect((await screen.findByRole('status')).textContent).toContain('パスワードを再設定しました。');
  });

  it('explains an expired link and offers a new one', async () => {
    reply = {
      status: 400,
      body: {
        error: { code: 'BAD_REQUEST', message: INVALID, details: { fieldErrors: { token: [INVALID] } } },
      },
    };
    const { user } = renderRoutes(routes, '/admin/password/password?token=old');
    await typePasswords(user, 'ops-pass-003');
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'パスワード再設定のメールを受け取る' }).getAttribute('href'),
    ).toBe('/admin/password/reset');
  });
});
