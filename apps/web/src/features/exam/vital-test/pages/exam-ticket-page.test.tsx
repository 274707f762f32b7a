import { TICKET_CODE_FORMAT_MESSAGE } from '@mirume/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { renderRoutes } from '@/test/render';
import { apiError, type Reply, startTestServer, type TestServer } from '@/test/test-server';

const TOKEN = 'k'.repeat(43);
let server: TestServer;
let redeemReply: Reply;

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.method === 'POST' && request.url === '/api/v1/exam/tickets/redeem') return redeemReply;
    return apiError(404, 'NOT_FOUND', 'お探しのデータは見つかりませんでした。');
  });
});
beforeEach(() => {
  server.requests.length = 0;
  redeemReply = { status: 200, body: { data: { token: TOKEN } } };
  configureApiClient({ baseUrl: server.origin });
});
afterAll(() => server.close());

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillName(user: ReturnType<typeof renderRoutes>['user']) {
  await user.type(field(/^姓/), '佐藤');
  await user.type(field(/^名/), '花子');
  await user.type(field(/^セイ/), 'サトウ');
  await user.type(field(/^メイ/), 'ハナコ');
  await user.type(field(/^メールアドレス/), 'hanako@example.jp');
}

describe('[EXAM] redeeming a ticket', () => {
  it('takes the code from the QR link, normalises it and opens the test', async () => {
    const { user, router } = renderRoutes(routes, '/exam/ticket?code=ab2cd-3ef4g');
    expect(await screen.findByRole('heading', { name: 'チケットで受検する' })).toBeTruthy();
    expect((field(/^チケットコード/) as HTMLInputElement).value).toBe('ab2cd-3ef4g');
    await fillName(user);
    await user.click(screen.getByRole('button', { name: '受検を始める' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/exam/${TOKEN}`));
    const post = server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      code: 'AB2CD3EF4G',
      last_name: '佐藤',
      first_name: '花子',
      kana_last_name: 'サトウ',
      kana_first_name: 'ハナコ',
      email: 'hanako@example.jp',
    });
  });

  it('checks the fields before sending anything', async () => {
    const { user } = renderRoutes(routes, '/exam/ticket');
    await screen.findByRole('heading', { name: 'チケットで受検する' });
    await user.type(field(/^チケットコード/), 'AB1CD-3EF4G');
    await user.type(field(/^セイ/), 'さとう');
    await user.click(screen.getByRole('button', { name: '受検を始める' }));
    expect(await screen.findByText(TICKET_CODE_FORMAT_MESSAGE)).toBeTruthy();
    expect(screen.getByText('全角カタカナで入力してください')).toBeTruthy();
    expect(screen.getAllByText('入力必須です').length).toBeGreaterThan(0);
    expect(server.requests).toEqual([]);
  });

  it.each([
    [404, 'NOT_FOUND', 'チケットコードが見つかりません。入力内容をご確認ください。'],
    [409, 'CONFLICT', 'このチケットはすでに使用されています。'],
    [410, 'GONE', 'このチケットは有効期限が切れています。発行元の企業にお問い合わせください。'],
  ])('explains a %i refusal on the code field', async (status, code, message) => {
    redeemReply = apiError(status, code, 'エラー');
    const { user, router } = renderRoutes(routes, '/exam/ticket?code=AB2CD3EF4G');
    await screen.findByRole('heading', { name: 'チケットで受検する' });
    await fillName(user);
    await user.click(screen.getByRole('button', { name: '受検を始める' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field(/^チケットコード/).getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/exam/ticket');
  });
});
