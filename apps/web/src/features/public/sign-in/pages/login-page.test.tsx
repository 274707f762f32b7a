import { STORAGE_KEYS } from '@mirume/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { type FakeApiState, fakeApi, fakeApiState } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { startTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;
let state: FakeApiState = fakeApiState();

beforeAll(async () => {
  server = await startTestServer((request) => fakeApi(state)(request));
});
beforeEach(() => {
  state = fakeApiState();
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

const signInRequests = () => server.requests.filter((r) => r.url === '/api/v1/company_admins/sign_in');

async function openLogin(path = '/login') {
  const utils = renderRoutes(routes, path);
  const email = await screen.findByLabelText('メールアドレス');
  const password = screen.getByLabelText('パスワード');
  const submit = screen.getByRole('button', { name: 'ログイン' });
  return { ...utils, email, password, submit };
}

describe('[LOGIN] company sign-in', () => {
  it('signs in, stores the user and token, and opens the dashboard', async () => {
    const { user, router, email, password, submit } = await openLogin();
    await user.type(email, 'yamada@example.co.jp');
    await user.type(password, 'correct-horse');
    await user.click(submit);

    expect(await screen.findByText('ようこそ、山田 花子さん。')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(JSON.parse(signInRequests()[0]?.body ?? '{}')).toEqual({
      email: 'yamada@example.co.jp',
      password: 'correct-horse',
    });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.companyToken) ?? '{}').client).toBe(
      'client-1',
    );
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.companyUser) ?? '{}').company_name).toBe(
      '株式会社サンプル商事',
    );
  });

  it('returns to the page the visitor wanted after signing in', async () => {
    const { user, router, email, password, submit } = await openLogin('/criteria/list');
    expect(router.state.location.search).toBe('?redirect=%2Fcriteria%2Flist');
    await user.type(email, 'yamada@example.co.jp');
    await user.type(password, 'correct-horse');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/criteria/list'));
  });

  it('shows the server message on wrong credentials and stays on /login', async () => {
    const { user, router, email, password, submit } = await openLogin();
    await user.type(email, 'yamada@example.co.jp');
    await user.type(password, 'wrong-password');
    await user.click(submit);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'メールアドレスまたはパスワードが正しくありません。',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(STORAGE_KEYS.companyUser)).toBeNull();
  });

  it('requires both fields before calling the API', async () => {
    const { user, submit } = await openLogin();
    await user.click(submit);
    expect(await screen.findAllByText('入力必須です')).toHaveLength(2);
    expect(signInRequests()).toHaveLength(0);
  });

  it('does not mark empty fields red when the user only tabs through them (spec §5)', async () => {
    const { user, email } = await openLogin();
    expect(document.activeElement).toBe(email);
    await user.tab();
    await user.tab();
    expect(screen.queryByText('入力必須です')).toBeNull();
  });

  it('validates while typing: clearing a filled field shows the required message', async () => {
    const { user, email } = await openLogin();
    await user.type(email, 'a');
    await user.clear(email);
    expect(await screen.findByText('入力必須です')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows and hides the password', async () => {
    const { user, password } = await openLogin();
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: '入力内容を表示' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: '入力内容を隠す' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('links to password reset and signup', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方はこちら' }).getAttribute('href')).toBe(
      '/password/reset',
    );
    expect(screen.getByRole('link', { name: '新規登録' }).getAttribute('href')).toBe('/signup');
  });
});

describe('[LOGIN] operator sign-in', () => {
  it('signs the operator in and opens the operator dashboard', async () => {
    const { user, router, email, password, submit } = await openLogin('/admin/login');
    expect(screen.getByRole('heading', { name: '運営管理画面ログイン' })).toBeTruthy();
    await user.type(email, 'ops@mirume.example');
    await user.type(password, 'correct-horse');
    await user.click(submit);
    expect(await screen.findByRole('heading', { level: 2, name: '審査・手続き待ちの企業' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
    expect(window.localStorage.getItem(STORAGE_KEYS.systemAdminUser)).not.toBeNull();
    const signIn = server.requests.find((r) => r.url === '/api/v1/system_admins/sign_in');
    expect(signIn?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('keeps a wrong operator password on the login page', async () => {
    const { user, router, email, password, submit } = await openLogin('/admin/login');
    await user.type(email, 'ops@mirume.example');
    await user.type(password, 'nope');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'メールアドレスまたはパスワードが正しくありません。',
    );
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});
