import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { SYSTEM_ADMIN, signInAsSystemAdmin } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { type Reply, startTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;
let reply: Reply;

beforeAll(async () => {
  server = await startTestServer((request) =>
    request.method === 'POST' && request.url === '/api/v1/system_admins'
      ? reply
      : fakeApi(fakeApiState())(request),
  );
});
beforeEach(() => {
  server.requests.length = 0;
  reply = { status: 201, body: { data: { ...SYSTEM_ADMIN, id: 2, email: 'new@mirume.example' } } };
  configureApiClient({ baseUrl: server.origin });
  signInAsSystemAdmin();
});
afterAll(async () => {
  await server.close();
});

async function fill(user: ReturnType<typeof renderRoutes>['user'], email = 'new@mirume.example') {
  await user.type(await screen.findByRole('textbox', { name: 'メールアドレス' }), email);
  await user.type(screen.getByRole('textbox', { name: '姓' }), '新人');
  await user.type(screen.getByRole('textbox', { name: '名' }), '運営');
  await user.type(screen.getByRole('textbox', { name: 'セイ' }), 'シンジン');
  await user.type(screen.getByRole('textbox', { name: 'メイ' }), 'ウンエイ');
}

describe('[SYSTEM ADMINS] an operator adds a system admin', () => {
  it('sends the form with the role and returns to the dashboard with the snackbar', async () => {
    const { user, router } = renderRoutes(routes, '/admin/signup');
    await fill(user);
    expect(screen.getByRole('combobox', { name: '権限' }).textContent).toContain('システム管理者');
    await user.click(screen.getByRole('button', { name: '登録してメールを送信' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/system-admins'));
    expect((await screen.findByRole('status')).textContent).toContain('登録しました。');
    const post = server.requests.find((r) => r.method === 'POST' && r.url === '/api/v1/system_admins');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      email: 'new@mirume.example',
      last_name: '新人',
      first_name: '運営',
      kana_last_name: 'シンジン',
      kana_first_name: 'ウンエイ',
      role: 'admin',
    });
    expect(post?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('shows a duplicate address on the field and stays', async () => {
    reply = {
      status: 409,
      body: {
        error: {
          code: 'CONFLICT',
          message: '入力内容を確認してください。',
          details: { fieldErrors: { email: ['このメールアドレスは既に登録されています'] } },
        },
      },
    };
    const { user, router } = renderRoutes(routes, '/admin/signup');
    await fill(user, 'ops@mirume.example');
    await user.click(screen.getByRole('button', { name: '登録してメールを送信' }));
    expect(await screen.findByText('このメールアドレスは既に登録されています')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/signup');
  });
});
