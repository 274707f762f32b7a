import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAs } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, startTestServer, type TestServer } from '@/test/test-server';
import { EMPLOYEE_CONDITION_KEY, SEARCH_ALL_EMPLOYEES_KEY } from '../lib/employee-condition';
import { EMPTY_CHART, listItem } from './test-data';

let server: TestServer;
let signedIn = signInAs('admin');

function handler(request: RecordedRequest) {
  const url = new URL(request.url, 'http://api.test');
  if (request.method === 'GET' && url.pathname === '/api/v1/employees') {
    const items = [
      listItem(1, {
        kana_last_name: 'スズキ',
        last_name: '鈴木',
        first_name: '一郎',
        kana_first_name: 'イチロウ',
      }),
      listItem(2, { employment_type: 'senkou', last_name: '佐藤', first_name: '花子' }),
    ].filter((item) => {
      const q = url.searchParams.get('q');
      const types = url.searchParams.get('employment_type')?.split(',');
      return (!q || item.kana_last_name.includes(q)) && (!types || types.includes(item.employment_type));
    });
    return { status: 200, body: { data: { items, total: items.length, page: 1, per: 20 } } };
  }
  if (request.method === 'GET' && url.pathname === '/api/v1/organization_charts') {
    return { status: 200, body: EMPTY_CHART };
  }
  return fakeApi(fakeApiState({ user: signedIn }))(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  window.sessionStorage.clear();
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

const listCalls = () =>
  server.requests
    .filter((r) => r.method === 'GET' && r.url.startsWith('/api/v1/employees'))
    .map((r) => r.url);

describe('[EMPLOYEES] the list at /diagnosis/history', () => {
  it('[EMPLOYEES] the admin sees the people with the §3 columns, results shown as 「-」 until they exist', async () => {
    signedIn = signInAs('admin');
    renderRoutes(routes, '/diagnosis/history');
    const table = await screen.findByRole('table', { name: '社員一覧' });
    expect(within(table).getByRole('link', { name: '鈴木 一郎' }).getAttribute('href')).toBe('/employees/1');
    expect(within(table).getByRole('columnheader', { name: 'リーダーシップ' })).toBeTruthy();
    expect(within(table).getAllByText('選考中')).toHaveLength(1);
    // 9 latest-result columns × 2 rows, plus the empty position cells.
    expect(within(table).getAllByText('-').length).toBeGreaterThanOrEqual(18);
    expect(screen.getByRole('link', { name: '社員を登録' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CSVで一括登録' })).toBeTruthy();
  });

  it('[EMPLOYEES] a worker may register one by one but is not offered the CSV import', async () => {
    signedIn = signInAs('worker');
    renderRoutes(routes, '/diagnosis/history');
    await screen.findByRole('table', { name: '社員一覧' });
    expect(screen.getByRole('link', { name: '社員を登録' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'CSVで一括登録' })).toBeNull();
  });

  it('[EMPLOYEES] search text and filters are kept in sessionStorage and come back after leaving the page', async () => {
    signedIn = signInAs('admin');
    const first = renderRoutes(routes, '/diagnosis/history');
    await screen.findByRole('table', { name: '社員一覧' });
    await first.user.type(screen.getByLabelText('氏名・フリガナ・社員番号で検索'), 'スズキ');
    await first.user.click(screen.getByRole('button', { name: '正社員' }));
    await waitFor(() =>
      expect(listCalls().some((u) => u.includes('q=') && u.includes('employment_type=full_time'))).toBe(true),
    );
    const last = new URL(listCalls().at(-1) ?? '', 'http://api.test');
    expect(last.searchParams.get('q')).toBe('スズキ');
    expect(JSON.parse(window.sessionStorage.getItem(SEARCH_ALL_EMPLOYEES_KEY) ?? 'null')).toBe('スズキ');
    expect(JSON.parse(window.sessionStorage.getItem(EMPLOYEE_CONDITION_KEY) ?? '{}')).toMatchObject({
      employment_type: ['full_time'],
      page: 1,
    });
    expect(await screen.findByText('1件')).toBeTruthy();
    first.unmount();

    // Back on the list later in the same session: the same conditions, already applied.
    server.requests.length = 0;
    const second = renderRoutes(routes, '/diagnosis/history');
    expect(((await screen.findByLabelText('氏名・フリガナ・社員番号で検索')) as HTMLInputElement).value).toBe(
      'スズキ',
    );
    expect(screen.getByRole('button', { name: '正社員' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0));
    const restored = new URL(listCalls()[0] ?? '', 'http://api.test');
    expect(restored.searchParams.get('q')).toBe('スズキ');
    expect(restored.searchParams.get('employment_type')).toBe('full_time');

    await second.user.click(screen.getByRole('button', { name: '条件をクリア' }));
    expect(JSON.parse(window.sessionStorage.getItem(SEARCH_ALL_EMPLOYEES_KEY) ?? 'null')).toBe('');
    expect(JSON.parse(window.sessionStorage.getItem(EMPLOYEE_CONDITION_KEY) ?? '{}')).toMatchObject({
      employment_type: [],
    });
  });
});
