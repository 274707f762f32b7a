import { STORAGE_KEYS } from '@mirume/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAs } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, type Reply, startTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;
let tokenState: { valid: boolean; purpose: 'password_reset' | 'password_setup' | null };
let putReply: Reply;

const INVALID =
  'このリンクは無効か、有効期限が切れています。お手数ですが、もう一度手続きをやり直してください。';

function passwordApi(request: RecordedRequest): Reply | undefined {
  const url = new URL(request.url, 'http://api.test');
  if (url.pathname === '/api/v1/company_admins/password/token')
    return { status: 200, body: { data: tokenState } };
  if (url.pathname !== '/api/v1/company_admins/password') return undefined;
  if (request.method === 'POST') {
    return { status: 200, body: { success: true, message: 'ご登録のメールアドレス宛てに…' } };
  }
  return putReply;
}

beforeAll(async () => {
  server = await startTestServer((request) => passwordApi(request) ?? fakeApi(fakeApiState())(request));
});
beforeEach(() => {
  server.requests.length = 0;
  tokenState = { valid: true, purpose: 'password_reset' };
  putReply = { status: 200, body: { success: true, purpose: 'password_reset' } };
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

const newPassword = () => screen.getByLabelText(/^新しいパスワード\s*$/);
const confirmation = () => screen.getByLabelText(/^新しいパスワード（確認）/);

describe('[PASSWORD] reset request', () => {
  it('/password/reset/done opened directly reads as a whole sentence without an address', async () => {
    renderRoutes(routes, '/password/reset/done');
    expect(await screen.findByRole('heading', { name: 'メールを送信しました' })).toBeTruthy();
    const sentence = screen.getByText(/パスワード再設定のご案内をお送りしました/);
    expect(sentence.textContent?.startsWith('ご入力いただいたメールアドレスがご登録のもの')).toBe(true);
    expect(screen.queryByText(/^\s*がご登録/)).toBeNull();
  });

  it('asks for the address, sends the reset link to /password/new, and shows the same done page', async () => {
    const { user, router } = renderRoutes(routes, '/password/reset');
    await user.type(await screen.findByRole('textbox', { name: 'メールアドレス' }), 'yamada@example.co.jp');
    await user.click(screen.getByRole('button', { name: '再設定メールを送信する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/password/reset/done'));
    expect(await screen.findByRole('heading', { name: 'メールを送信しました' })).toBeTruthy();
    expect(screen.getByText(/30分以内/)).toBeTruthy();
    expect(screen.getByText(/^yamada@example\.co\.jp がご登録のメールアドレスの場合/)).toBeTruthy();
    const post = server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      email: 'yamada@example.co.jp',
      redirect_url: '/password/new',
    });
  });
});

describe('[PASSWORD] new password from the mailed link', () => {
  it('sets the password, clears the stored user and token, and links to the login', async () => {
    signInAs('worker');
    const { user, router } = renderRoutes(routes, '/password/new?token=tok-123');
    expect(await screen.findByRole('heading', { name: 'パスワードの再設定' })).toBeTruthy();
    await user.type(newPassword(), 'brand-new-pass');
    await user.type(confirmation(), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/password/new/done'));
    expect(await screen.findByRole('heading', { name: 'パスワードを設定しました' })).toBeTruthy();
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.companyUser)).toBeNull());
    expect(window.localStorage.getItem(STORAGE_KEYS.companyToken)).toBeNull();
    expect(screen.getByRole('link', { name: 'ログイン画面へ' }).getAttribute('href')).toBe('/login');
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
      token: 'tok-123',
    });
  });

  it('titles an invitation link as the first password setting', async () => {
    tokenState = { valid: true, purpose: 'password_setup' };
    renderRoutes(routes, '/password/new?token=tok-setup');
    expect(await screen.findByRole('button', { name: 'パスワードを設定する' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'パスワードの設定' })).toBeTruthy();
    expect(screen.getByText('ログインに使うパスワードを設定してください。')).toBeTruthy();
  });

  it('shows a clear message with a way to ask for a new link when the link has expired', async () => {
    tokenState = { valid: false, purpose: null };
    renderRoutes(routes, '/password/new?token=old');
    expect(await screen.findByText('このリンクはご利用いただけません')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'パスワード再設定のメールを受け取る' }).getAttribute('href'),
    ).toBe('/password/reset');
    expect(screen.queryByLabelText(/^新しいパスワード/)).toBeNull();
  });

  it('switches to the message when the link expires while the form is open', async () => {
    putReply = {
      status: 400,
      body: {
        error: { code: 'BAD_REQUEST', message: INVALID, details: { fieldErrors: { token: [INVALID] } } },
      },
    };
    const { user } = renderRoutes(routes, '/password/new?token=tok-123');
    await user.type(await screen.findByLabelText(/^新しいパスワード\s*$/), 'brand-new-pass');
    await user.type(confirmation(), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect(await screen.findByText(INVALID)).toBeTruthy();
  });

  it('shows the mismatch message and sends nothing', async () => {
    const { user } = renderRoutes(routes, '/password/new?token=tok-123');
    await user.type(await screen.findByLabelText(/^新しいパスワード\s*$/), 'abcdefgh1');
    await user.type(confirmation(), 'abcdefgh2');
    expect(await screen.findByText('パスワードが一致しません')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});
