import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAsSystemAdmin } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { startTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request) =>
    request.method === 'POST' && request.url === '/api/v1/admin/companies'
      ? {
          status: 201,
          body: {
            data: {
              id: 9,
              name: '株式会社ちょくせつ',
              status: 'approved',
              first_admin: {
                id: 40,
                name: '直接 登録',
                email: 'direct@example.jp',
                confirmed: false,
                has_password: false,
              },
            },
          },
        }
      : fakeApi(fakeApiState())(request),
  );
});
beforeEach(() => {
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
  signInAsSystemAdmin();
});
afterAll(async () => {
  await server.close();
});

describe('[COMPANY REGISTER] an operator registers a company directly', () => {
  it('registers the company on the chosen contract and its first admin, then returns with the snackbar', async () => {
    const { user, router } = renderRoutes(routes, '/admin/company-register');
    await user.type(await screen.findByRole('textbox', { name: '企業名' }), '株式会社ちょくせつ');
    await user.type(screen.getByRole('textbox', { name: '代表者名' }), '代表 花子');
    await user.type(screen.getByRole('textbox', { name: '姓' }), '直接');
    await user.type(screen.getByRole('textbox', { name: '名' }), '登録');
    await user.type(screen.getByRole('textbox', { name: 'セイ' }), 'チョクセツ');
    await user.type(screen.getByRole('textbox', { name: 'メイ' }), 'トウロク');
    await user.type(screen.getByRole('textbox', { name: 'メールアドレス' }), 'direct@example.jp');
    await user.click(screen.getByRole('combobox', { name: '契約区分' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '本契約' }));
    await user.click(screen.getByRole('button', { name: '登録してメールを送信' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect((await screen.findByRole('status')).textContent).toContain('登録しました。');
    const post = server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
      company_name: '株式会社ちょくせつ',
      daihyo_name: '代表 花子',
      email: 'direct@example.jp',
      status: 'approved',
    });
  });

  it('checks kana and the address before sending', async () => {
    const { user } = renderRoutes(routes, '/admin/company-register');
    await user.type(await screen.findByRole('textbox', { name: 'セイ' }), 'ちょくせつ');
    await user.type(screen.getByRole('textbox', { name: 'メールアドレス' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: '登録してメールを送信' }));
    expect(await screen.findByText('正しいメールアドレスを入力してください')).toBeTruthy();
    expect(
      screen.getAllByText('全角カタカナで入力してください', { selector: '.Mui-error' }),
    ).not.toHaveLength(0);
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
