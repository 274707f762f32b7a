import type { TAnnouncement } from '@mirume/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAs } from '@/test/fixtures';
import { statusNotification } from '@/test/records/notifications';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, type Reply, startTestServer, type TestServer } from '@/test/test-server';

const announcement = (
  id: number,
  title: string,
  category: TAnnouncement['category'] = 'notice',
): TAnnouncement => ({
  id,
  category,
  title,
  description: '本文',
  read: false,
  created_at: '2026-11-20T01:00:00Z',
});

let server: TestServer;
let latest: TAnnouncement[] = [];
let statusesUnread = 1;
let extraUnread = 0;
let markStatus = 200;
let releaseMark: (() => void) | null = null;

async function handler(request: RecordedRequest): Promise<Reply> {
  const url = new URL(request.url, 'http://api.test');
  if (request.method === 'GET' && url.pathname === '/api/v1/notifications') {
    const incident = latest.find((a) => a.category === 'incident') ?? null;
    return {
      status: 200,
      body: {
        data: {
          mirume_notifications: latest.length + extraUnread,
          shindan_status_notifications: statusesUnread,
          total: latest.length + extraUnread + statusesUnread,
          incident,
        },
      },
    };
  }
  if (
    request.method === 'GET' &&
    url.pathname === '/api/v1/mirume_notifications/latest_mirume_notifications'
  ) {
    return { status: 200, body: { data: { data: latest } } };
  }
  if (request.method === 'GET' && url.pathname === '/api/v1/shindan_status_notifications') {
    const items = [statusNotification(1)].slice(0, statusesUnread);
    return {
      status: 200,
      body: { data: { items, total: items.length, unread: items.length, page: 1, per: 50 } },
    };
  }
  const mark = /^\/api\/v1\/mirume_notifications\/(\d+)\/mark_notification_as_read$/.exec(url.pathname);
  if (request.method === 'POST' && mark) {
    await new Promise<void>((resolve) => {
      releaseMark = resolve;
    });
    if (markStatus !== 200) {
      return {
        status: markStatus,
        body: { error: { code: 'INTERNAL', message: 'サーバーでエラーが発生しました。' } },
      };
    }
    const id = Number(mark[1]);
    const item = latest.find((a) => a.id === id);
    latest = latest.filter((a) => a.id !== id);
    return { status: 200, body: { data: { ...item, read: true } } };
  }
  if (request.method === 'GET' && url.pathname === '/api/v1/issues_links_dashboard') {
    return {
      status: 200,
      body: {
        data: {
          from: '2026-11-01',
          to: '2026-11-21',
          issued: 0,
          undiagnosed: 0,
          in_progress: 0,
          diagnosed: 0,
          expired: 0,
          by_type: {},
        },
      },
    };
  }
  return fakeApi(fakeApiState({ user: signInAs('worker') }))(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  server.requests.length = 0;
  latest = [announcement(7, '年末年始の営業について'), announcement(8, '障害のお知らせ', 'incident')];
  statusesUnread = 1;
  extraUnread = 0;
  markStatus = 200;
  releaseMark = null;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

describe('[HEADER] announcements in the bell', () => {
  it('the badge counts unread announcements and statuses; 既読にする removes one before the answer', async () => {
    signInAs('worker');
    const { user } = renderRoutes(routes, '/');
    await waitFor(() => expect(screen.getByText('未読 3 件')).toBeTruthy());
    // The incident is a banner on the dashboard until read.
    expect(await screen.findByRole('region', { name: '障害情報' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '通知' }));
    const panel = await screen.findByRole('dialog', { name: '通知' });
    expect(
      within(panel)
        .getByRole('link', { name: /年末年始の営業について/ })
        .getAttribute('href'),
    ).toBe('/mirume-notifications/7');
    await user.click(within(panel).getByRole('button', { name: '「障害のお知らせ」を既読にする' }));
    expect(within(panel).queryByRole('link', { name: /障害のお知らせ/ })).toBeNull();
    expect(screen.getByText('未読 2 件')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '障害情報' })).toBeNull();
    await waitFor(() => expect(releaseMark).not.toBeNull());
    releaseMark?.();
    await waitFor(() =>
      expect(
        server.requests.some(
          (r) => r.method === 'POST' && r.url === '/api/v1/mirume_notifications/8/mark_notification_as_read',
        ),
      ).toBe(true),
    );
    expect(within(panel).getByRole('link', { name: /年末年始の営業について/ })).toBeTruthy();
  });

  it('a failed call puts the entry back and says so', async () => {
    markStatus = 500;
    signInAs('worker');
    const { user } = renderRoutes(routes, '/');
    await waitFor(() => expect(screen.getByText('未読 3 件')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: '通知' }));
    const panel = await screen.findByRole('dialog', { name: '通知' });
    await user.click(within(panel).getByRole('button', { name: '「年末年始の営業について」を既読にする' }));
    expect(within(panel).queryByRole('link', { name: /年末年始の営業について/ })).toBeNull();
    await waitFor(() => expect(releaseMark).not.toBeNull());
    releaseMark?.();
    expect(await screen.findByText(/既読にできませんでした。/)).toBeTruthy();
    await waitFor(() =>
      expect(within(panel).getByRole('link', { name: /年末年始の営業について/ })).toBeTruthy(),
    );
    expect(screen.getByText('未読 3 件')).toBeTruthy();
  });

  it("the badge is capped at '10+'", async () => {
    extraUnread = 10;
    signInAs('worker');
    renderRoutes(routes, '/');
    await waitFor(() => expect(screen.getByText('未読 10+ 件')).toBeTruthy());
  });
});
