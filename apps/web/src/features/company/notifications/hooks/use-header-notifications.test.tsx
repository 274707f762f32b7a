import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAs } from '@/test/fixtures';
import { statusNotification } from '@/test/records/notifications';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, type Reply, startTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;
let signedIn = signInAs('admin');
let unread = [statusNotification(1), statusNotification(2, { last_name: '鈴木', first_name: '花子' })];
/** Holds the mark-read answer back, to see the entry leave before the server answers. */
let releaseMark: (() => void) | null = null;

const DASHBOARD = {
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
};

async function handler(request: RecordedRequest): Promise<Reply> {
  const url = new URL(request.url, 'http://api.test');
  if (request.method === 'GET' && url.pathname === '/api/v1/shindan_status_notifications') {
    const items = url.searchParams.get('onlyUnread') === 'true' ? unread : [];
    return {
      status: 200,
      body: { data: { items, total: items.length, unread: items.length, page: 1, per: 50 } },
    };
  }
  const mark =
    /^\/api\/v1\/shindan_status_notifications\/(\d+)\/mark_shindan_status_notification_as_read$/.exec(
      url.pathname,
    );
  if (request.method === 'PATCH' && mark) {
    await new Promise<void>((resolve) => {
      releaseMark = resolve;
    });
    const id = Number(mark[1]);
    const item = unread.find((n) => n.id === id);
    unread = unread.filter((n) => n.id !== id);
    return { status: 200, body: { data: { ...item, read: true } } };
  }
  if (request.method === 'GET' && url.pathname === '/api/v1/issues_links_dashboard') {
    return { status: 200, body: DASHBOARD };
  }
  return fakeApi(fakeApiState({ user: signedIn }))(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  server.requests.length = 0;
  unread = [statusNotification(1), statusNotification(2, { last_name: '鈴木', first_name: '花子' })];
  releaseMark = null;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

async function openStatusTab(user: ReturnType<typeof renderRoutes>['user']) {
  await waitFor(() => expect(screen.getByText('未読 2 件')).toBeTruthy());
  await user.click(screen.getByRole('button', { name: '通知' }));
  const panel = await screen.findByRole('dialog', { name: '通知' });
  await user.click(within(panel).getByRole('tab', { name: '診断状況' }));
  return panel;
}

describe('[HEADER] the bell’s diagnosis status tab', () => {
  it('[HEADER] after login the unread statuses load into the bell; 既読にする removes one at once', async () => {
    signedIn = signInAs('admin');
    const { user } = renderRoutes(routes, '/');
    const panel = await openStatusTab(user);
    const calls = server.requests.filter((r) => r.url.startsWith('/api/v1/shindan_status_notifications'));
    expect(calls[0]?.url).toBe('/api/v1/shindan_status_notifications?onlyUnread=true');
    expect(within(panel).getByRole('link', { name: /鈴木 花子さんの診断が/ })).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: '佐藤 一郎さんのお知らせを既読にする' }));
    // Gone before the server has answered.
    expect(within(panel).queryByRole('link', { name: /佐藤 一郎さんの診断が/ })).toBeNull();
    expect(screen.getByText('未読 1 件')).toBeTruthy();
    await waitFor(() => expect(releaseMark).not.toBeNull());
    releaseMark?.();
    await waitFor(() =>
      expect(
        server.requests.some(
          (r) =>
            r.method === 'PATCH' &&
            r.url === '/api/v1/shindan_status_notifications/1/mark_shindan_status_notification_as_read',
        ),
      ).toBe(true),
    );
    expect(within(panel).getByRole('link', { name: /鈴木 花子さんの診断が/ })).toBeTruthy();
  });

  it('[HEADER] opening an entry takes it off the list and shows its page', async () => {
    signedIn = signInAs('admin');
    const { user, router } = renderRoutes(routes, '/');
    const panel = await openStatusTab(user);
    await user.click(within(panel).getByRole('link', { name: /鈴木 花子さんの診断が/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shindan-status-notifications/2'));
    expect(screen.getByText('未読 1 件')).toBeTruthy();
    releaseMark?.();
  });
});
