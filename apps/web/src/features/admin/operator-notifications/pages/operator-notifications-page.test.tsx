import type { TOperatorNotification } from '@mirume/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAsSystemAdmin } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, startTestServer, type TestServer } from '@/test/test-server';

let items: TOperatorNotification[] = [];
let server: TestServer;

function fresh(): TOperatorNotification[] {
  return [
    {
      id: 2,
      kind: 'company_pending',
      company_id: 5,
      title: '「株式会社サンプル商事」が承認待ちになりました',
      body: '内容を確認して承認してください。',
      link: '/admin/companies/5',
      created_at: '2026-11-24T00:00:00Z',
      read_at: null,
    },
    {
      id: 1,
      kind: 'mail_failed',
      company_id: null,
      title: 'メール「診断のご案内」を送信できませんでした',
      body: null,
      link: null,
      created_at: '2026-11-23T00:00:00Z',
      read_at: '2026-11-23T01:00:00Z',
    },
  ];
}

function handler(request: RecordedRequest) {
  const url = new URL(request.url, 'http://api.test');
  const route = `${request.method} ${url.pathname}`;
  const unread = () => items.filter((n) => !n.read_at).length;
  if (route === 'GET /api/v1/admin/notifications') {
    const shown = url.searchParams.get('unread') === 'true' ? items.filter((n) => !n.read_at) : items;
    return {
      status: 200,
      body: { data: { items: shown, total: shown.length, unread: unread(), page: 1, per: 20 } },
    };
  }
  if (route === 'PATCH /api/v1/admin/notifications') {
    const body = JSON.parse(request.body);
    for (const n of items) {
      if (body.all || body.ids?.includes(n.id))
        n.read_at = body.read === false ? null : '2026-11-24T02:00:00Z';
    }
    return { status: 200, body: { data: { unread: unread() } } };
  }
  return fakeApi(fakeApiState())(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  items = fresh();
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
  signInAsSystemAdmin();
});
afterAll(async () => {
  await server.close();
});

describe('[ADMIN] operator notifications', () => {
  it('the bell shows the unread count and opens a notification, marking it read', async () => {
    const { user, router } = renderRoutes(routes, '/admin/notifications');
    const bell = await screen.findByRole('button', { name: '運営への通知（未読1件）' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: '運営への通知' });
    await user.click(within(panel).getByText('「株式会社サンプル商事」が承認待ちになりました'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/companies/5'));
    const patch = server.requests.find((r) => r.method === 'PATCH');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ ids: [2] });
    expect(await screen.findByRole('button', { name: '運営への通知' })).toBeTruthy();
  });

  it('lists, filters unread and marks everything read with the snackbar', async () => {
    const { user } = renderRoutes(routes, '/admin/notifications');
    const list = await screen.findByRole('list', { name: '通知' });
    expect(await within(list).findByText('メール「診断のご案内」を送信できませんでした')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '未読（1）' }));
    await waitFor(() =>
      expect(within(list).queryByText('メール「診断のご案内」を送信できませんでした')).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'すべて既読にする' }));
    expect(await screen.findByText('更新しました。')).toBeTruthy();
    expect(await screen.findByText('未読の通知はありません。')).toBeTruthy();
    expect(JSON.parse(server.requests.find((r) => r.method === 'PATCH')?.body ?? '{}')).toEqual({
      all: true,
    });
  });
});
