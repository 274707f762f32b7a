import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { type Reply, startTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;
let signUpReply: Reply;

beforeAll(async () => {
  server = await startTestServer((request) =>
    request.method === 'POST' && request.url === '/api/v1/company_admins'
      ? signUpReply
      : fakeApi(fakeApiState())(request),
  );
});
beforeEach(() => {
  server.requests.length = 0;
  signUpReply = {
    status: 201,
    body: { data: { email: 'hanako@hajimete.example', company_status: 'temp_registration' } },
  };
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillForm(user: ReturnType<typeof renderRoutes>['user']) {
  await user.type(field('企業名'), '株式会社はじめて');
  await user.type(field('代表者名'), '代表 一郎');
  await user.type(field('姓'), '佐藤');
  await user.type(field('名'), '花子');
  await user.type(field('セイ'), 'サトウ');
  await user.type(field('メイ'), 'ハナコ');
  await user.type(field('メールアドレス'), 'hanako@hajimete.example');
  await user.type(field('電話番号'), '03-1234-5678');
  await user.type(screen.getByLabelText(/^パスワード\s*\*?$/), 'hajimete-pass1');
  await user.type(screen.getByLabelText(/^パスワード（確認）/), 'hajimete-pass1');
}

describe('[SIGNUP] the sign-up page', () => {
  it('keeps the button disabled until the terms are accepted, then signs up and explains what happens next', async () => {
    const { user, router } = renderRoutes(routes, '/signup');
    await screen.findByRole('heading', { name: '新規登録' });
    const submit = screen.getByRole('button', { name: '同意して登録する' });
    const terms = screen.getByRole('link', { name: /利用規約を読む/ });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(terms.getAttribute('target')).toBe('_blank');

    await fillForm(user);
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: '利用規約に同意する' }));
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/wait'));
    expect(await screen.findByRole('heading', { name: '仮登録が完了しました' })).toBeTruthy();
    expect(screen.getByText('hanako@hajimete.example')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'ご利用開始までの流れ' })).getByText(/72時間以内/),
    ).toBeTruthy();

    const post = server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      company_name: '株式会社はじめて',
      daihyo_name: '代表 一郎',
      last_name: '佐藤',
      first_name: '花子',
      kana_last_name: 'サトウ',
      kana_first_name: 'ハナコ',
      email: 'hanako@hajimete.example',
      tel: '03-1234-5678',
      password: 'hajimete-pass1',
      password_confirmation: 'hajimete-pass1',
      agree_terms: true,
    });
  });

  it('shows the §5 messages on the fields and sends nothing', async () => {
    const { user } = renderRoutes(routes, '/signup');
    await screen.findByRole('heading', { name: '新規登録' });
    await user.type(field('セイ'), 'さとう');
    expect(
      await screen.findByText('全角カタカナで入力してください', { selector: '.Mui-error' }),
    ).toBeTruthy();
    await user.type(screen.getByLabelText(/^パスワード\s*\*?$/), 'abcdefgh1');
    await user.type(screen.getByLabelText(/^パスワード（確認）/), 'abcdefgh2');
    expect(await screen.findByText('パスワードが一致しません')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: '利用規約に同意する' }));
    await user.click(screen.getByRole('button', { name: '同意して登録する' }));
    expect(await screen.findAllByText('入力必須です')).not.toHaveLength(0);
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows a duplicate address on the e-mail field', async () => {
    signUpReply = {
      status: 409,
      body: {
        error: {
          code: 'CONFLICT',
          message: '入力内容を確認してください。',
          details: { fieldErrors: { email: ['このメールアドレスは既に登録されています'] } },
        },
      },
    };
    const { user, router } = renderRoutes(routes, '/signup');
    await screen.findByRole('heading', { name: '新規登録' });
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: '利用規約に同意する' }));
    await user.click(screen.getByRole('button', { name: '同意して登録する' }));
    expect(await screen.findByText('このメールアドレスは既に登録されています')).toBeTruthy();
    expect(field('メールアドレス').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/signup');
  });
});

describe('[SIGNUP] the waiting page', () => {
  it('confirms the address after the mailed link', async () => {
    renderRoutes(routes, '/signup/wait?confirmed=1');
    expect(await screen.findByRole('heading', { name: 'メールアドレスの認証が完了しました' })).toBeTruthy();
    expect(
      screen.getByText(
        'メールアドレスの認証が完了しました。運営事務局で審査のうえ、ご利用開始のご連絡をメールでお送りします。',
      ),
    ).toBeTruthy();
  });

  it('explains an invalid or expired link', async () => {
    renderRoutes(routes, '/signup/wait?error=invalid');
    expect(await screen.findByRole('heading', { name: 'リンクが無効です' })).toBeTruthy();
    expect(screen.getByText(/有効期限（72時間）/)).toBeTruthy();
  });
});
