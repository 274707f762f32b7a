import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAs } from '@/test/fixtures';
import { statusNotification } from '@/test/records/notifications';
import { renderRoutes } from '@/test/render';
import {
  apiError,
  type RecordedRequest,
  type Reply,
  startTestServer,
  type TestServer,
} from '@/test/test-server';

let server: TestServer;
let signedIn = signInAs('admin');
const NOTIFICATIONS = [
  statusNotification(1, { last_name: '佐藤', first_name: '一郎-0f8fad5b-d9cb-469f-a165-70867728950e' }),
  statusNotification(2, {
    status: 'failure',
    reason: '受検期限を過ぎました',
    employee_id: null,
    last_name: '田中',
    first_name: '美咲',
    diagnosis_type: 'senkou',
    read: true,
  }),
];

function handler(request: RecordedRequest): Reply {
  const url = new URL(request.url, 'http://api.test');
  const one = /^\/api\/v1\/shindan_status_notifications\/(\d+)$/.exec(url.pathname);
  if (request.method === 'GET' && one) {
    const item = NOTIFICATIONS.find((n) => n.id === Number(one[1]));
    return item
      ? { status: 200, body: { data: item } }
      : apiError(404, 'NOT_FOUND', 'お探しのデータは見つかりませんでした。');
  }
  if (request.method === 'PATCH' && url.pathname.endsWith('/mark_shindan_status_notification_as_read')) {
    return { status: 200, body: { data: { ...NOTIFICATIONS[0], read: true } } };
  }
  if (request.method === 'GET' && url.pathname === '/api/v1/shindan_status_notifications') {
    return { status: 200, body: { data: { items: [], total: 0, unread: 0, page: 1, per: 50 } } };
  }
  return fakeApi(fakeApiState({ user: signedIn }))(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

const marks = () => server.requests.filter((r) => r.method === 'PATCH').map((r) => r.url);

describe('[NOTIFICATIONS] /shindan-status-notifications/:id', () => {
  it('[NOTIFICATIONS] shows the sentence, the person and the type, links to the person, and marks it read', async () => {
    signedIn = signInAs('admin');
    renderRoutes(routes, '/shindan-status-notifications/1');
    expect(
      await screen.findByText('佐藤 一郎さんの診断が2026年11月21日(土) 14:05に完了しました。'),
    ).toBeTruthy();
    expect(screen.getByText('社員診断')).toBeTruthy();
    expect(screen.getByRole('link', { name: '診断結果を見る' }).getAttribute('href')).toBe('/employees/11');
    await waitFor(() =>
      expect(marks()).toEqual([
        '/api/v1/shindan_status_notifications/1/mark_shindan_status_notification_as_read',
      ]),
    );
  });

  it('[NOTIFICATIONS] a failure shows its reason; one already read is not marked again', async () => {
    signedIn = signInAs('admin');
    renderRoutes(routes, '/shindan-status-notifications/2');
    expect(await screen.findByText('田中 美咲さんの診断を完了できませんでした。')).toBeTruthy();
    expect(screen.getByText('受検期限を過ぎました')).toBeTruthy();
    expect(screen.getByText('選考用診断')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /社員詳細を見る|診断結果を見る/ })).toBeNull();
    expect(marks()).toEqual([]);
  });

  it('[NOTIFICATIONS] an unknown id is the not-found page', async () => {
    signedIn = signInAs('admin');
    renderRoutes(routes, '/shindan-status-notifications/99');
    expect(await screen.findByText('お探しのページが見つかりませんでした。')).toBeTruthy();
  });
});
