import type { TDevMail } from '@mirume/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { renderRoutes } from '@/test/render';
import { type Reply, startTestServer, type TestServer } from '@/test/test-server';

const MAILS: TDevMail[] = [
  {
    id: 2,
    to: 'hanako@example.jp',
    subject: '【ミルメ】パスワード再設定のご案内',
    template: 'company_password_reset',
    status: 'pending',
    attempts: 0,
    created_at: '2026-11-21T01:15:30Z',
    sent_at: null,
    text: '山田 花子 様\n\n▼ パスワードを設定する\nhttp://localhost:3000/password/new?token=abc123\n\n<script>alert(1)</script>',
    html: '<p>HTML 本文 <a href="http://localhost:3000/password/new?token=abc123">設定する</a></p><script>alert(1)</script>',
    last_error: null,
    next_attempt_at: '2026-11-21T01:15:30Z',
  },
  {
    id: 1,
    to: 'taro@example.jp',
    subject: '【ミルメ】メールアドレスのご確認',
    template: 'company_confirmation',
    status: 'failed',
    attempts: 20,
    created_at: '2026-11-20T00:00:00Z',
    sent_at: null,
    text: 'テスト株式会社 ご担当者 様\n\nhttps://mirume.example.jp/api/v1/company_admins/confirmation?confirmation_token=xyz',
    html: null,
    last_error: 'ECONNREFUSED connect ECONNREFUSED 127.0.0.1:2525',
    next_attempt_at: '2026-11-21T00:00:00Z',
  },
];

let server: TestServer;
let mails: TDevMail[] = MAILS;
let listStatus = 200;

function handler(request: { method: string; url: string }): Reply {
  const url = new URL(request.url, 'http://api.test');
  if (url.pathname === '/api/v1/maintenance_mode') return { status: 200, body: { maintenance_flag: false } };
  if (url.pathname === '/api/v1/dev/mails') {
    if (listStatus !== 200) {
      return {
        status: listStatus,
        body: { error: { code: 'NOT_FOUND', message: 'ページが見つかりません。' } },
      };
    }
    const items = mails.map(
      ({ text: _t, html: _h, last_error: _e, next_attempt_at: _n, ...summary }) => summary,
    );
    return { status: 200, body: { data: { items } } };
  }
  const detail = /^\/api\/v1\/dev\/mails\/(\d+)$/.exec(url.pathname);
  const mail = detail ? mails.find((m) => m.id === Number(detail[1])) : undefined;
  if (mail) return { status: 200, body: { data: mail } };
  return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'ページが見つかりません。' } } };
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  mails = MAILS;
  listStatus = 200;
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

describe('[DEV MAILBOX] development mailbox page', () => {
  it('shows the banner and the mails newest first, and opens the newest with its link clickable', async () => {
    renderRoutes(routes, '/dev/mailbox');
    expect(await screen.findByText('開発用メールボックス（本番環境では無効です）')).toBeTruthy();
    const list = await screen.findByRole('navigation', { name: 'メール一覧' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringContaining('【ミルメ】パスワード再設定のご案内'),
      expect.stringContaining('【ミルメ】メールアドレスのご確認'),
    ]);
    expect(within(buttons[1] as HTMLElement).getByText('送信失敗')).toBeTruthy();

    const viewer = await screen.findByRole('article', { name: '【ミルメ】パスワード再設定のご案内' });
    expect(within(viewer).getByText('hanako@example.jp')).toBeTruthy();
    expect(within(viewer).getByText('2026/11/21 10:15:30')).toBeTruthy();
    const link = within(viewer).getByRole('link', {
      name: 'http://localhost:3000/password/new?token=abc123',
    });
    expect(link.getAttribute('href')).toBe('http://localhost:3000/password/new?token=abc123');
    // The mail's text is shown as text, never run as markup.
    expect(within(viewer).getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows the HTML body only inside a sandboxed frame', async () => {
    const { user } = renderRoutes(routes, '/dev/mailbox');
    const viewer = await screen.findByRole('article', { name: '【ミルメ】パスワード再設定のご案内' });
    await user.click(within(viewer).getByRole('tab', { name: 'HTML' }));
    const frame = within(viewer).getByTitle('HTML メールの表示') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('HTML 本文');
    expect(within(viewer).queryByText('HTML 本文')).toBeNull();
  });

  it('opens another mail from the list, with its last sending error', async () => {
    const { user, router } = renderRoutes(routes, '/dev/mailbox');
    const list = await screen.findByRole('navigation', { name: 'メール一覧' });
    await user.click(within(list).getByRole('button', { name: /メールアドレスのご確認/ }));
    const viewer = await screen.findByRole('article', { name: '【ミルメ】メールアドレスのご確認' });
    expect(router.state.location.search).toBe('?id=1');
    expect(within(viewer).getByText(/直近の送信エラー: ECONNREFUSED/)).toBeTruthy();
    expect(within(viewer).getByText('20 回')).toBeTruthy();
    expect(within(viewer).getByRole('tab', { name: 'HTML' }).hasAttribute('disabled')).toBe(true);
    expect(
      within(viewer).getByRole('link', {
        name: 'https://mirume.example.jp/api/v1/company_admins/confirmation?confirmation_token=xyz',
      }),
    ).toBeTruthy();
  });

  it('says so when there are no mails, and when the mailbox is disabled (production)', async () => {
    mails = [];
    const first = renderRoutes(routes, '/dev/mailbox');
    expect(await screen.findByText('メールはまだありません。')).toBeTruthy();
    first.unmount();

    listStatus = 404;
    renderRoutes(routes, '/dev/mailbox');
    await waitFor(() =>
      expect(screen.getByText('開発用メールボックスはこの環境では利用できません。')).toBeTruthy(),
    );
  });
});
