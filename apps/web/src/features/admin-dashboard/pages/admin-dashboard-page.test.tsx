import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { type FakeApiState, fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAsSystemAdmin } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { startTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;
let state: FakeApiState = fakeApiState();

function withCompanies(): FakeApiState {
  return fakeApiState({
    companies: {
      items: [
        {
          id: 1,
          name: '株式会社サンプル商事',
          status: 'approved',
          admins_count: 3,
          created_at: '2026-04-01T01:00:00Z',
        },
        {
          id: 2,
          name: 'ミナト運輸株式会社',
          status: 'trial',
          admins_count: 1,
          created_at: '2026-10-31T16:30:00Z',
        },
        {
          id: 3,
          name: '有限会社みどり製作所',
          status: 'trial',
          admins_count: 0,
          created_at: '2026-11-20T00:00:00Z',
        },
      ],
      total: 3,
      page: 1,
      per: 50,
      counts_by_status: { temp_registration: 0, email_authenticated: 0, trial: 2, approved: 1 },
    },
  });
}

beforeAll(async () => {
  server = await startTestServer((request) => fakeApi(state)(request));
});
beforeEach(() => {
  state = withCompanies();
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
  signInAsSystemAdmin();
});
afterAll(async () => {
  await server.close();
});

const companyRequests = () => server.requests.filter((r) => r.url.startsWith('/api/v1/admin/companies'));

describe('[ADMIN DASHBOARD] companies', () => {
  it('lists companies with status, admin count and registration date', async () => {
    renderRoutes(routes, '/admin');
    const table = await screen.findByRole('table', { name: '企業一覧' });
    const row = (await within(table).findByRole('link', { name: '株式会社サンプル商事' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('本契約')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('2026年4月1日')).toBeTruthy();
    // 2026-10-31T16:30Z is already 1 November in Tokyo.
    expect(within(table).getByText('2026年11月1日')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'ミナト運輸株式会社' }).getAttribute('href')).toBe(
      '/admin/companies/2',
    );
    expect(screen.getByText('1～3 / 3')).toBeTruthy();
  });

  it('filters by status with the counts on the tabs', async () => {
    const { user, router } = renderRoutes(routes, '/admin');
    await screen.findByRole('link', { name: '株式会社サンプル商事' });
    expect(screen.getByRole('tab', { name: 'すべて（3）', selected: true })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'トライアル（2）' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: '株式会社サンプル商事' })).toBeNull());
    expect(screen.getByRole('link', { name: 'ミナト運輸株式会社' })).toBeTruthy();
    expect(router.state.location.search).toBe('?status=trial');
    expect(companyRequests().at(-1)?.url).toBe('/api/v1/admin/companies?page=1&per=50&status=trial');
  });

  it('searches by company name and shows the empty state', async () => {
    const { user } = renderRoutes(routes, '/admin');
    await screen.findByRole('link', { name: '株式会社サンプル商事' });
    await user.type(screen.getByRole('searchbox', { name: '企業名で検索' }), '該当なし');
    expect(await screen.findByText('条件に一致する企業はありません。')).toBeTruthy();
    expect(companyRequests().at(-1)?.url).toBe(
      `/api/v1/admin/companies?page=1&per=50&q=${encodeURIComponent('該当なし')}`,
    );
  });
});

describe('[ADMIN DASHBOARD] maintenance switch', () => {
  it('asks before turning maintenance on, then confirms with the snackbar', async () => {
    const { user } = renderRoutes(routes, '/admin');
    const card = (await screen.findByRole('heading', { name: 'メンテナンスモード' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(card).findByText('通常稼働中')).toBeTruthy();

    const toggle = within(card).getByRole('switch', { name: 'メンテナンスモード' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'メンテナンスモードを開始しますか？' });
    await user.click(within(dialog).getByRole('button', { name: '開始する' }));

    expect((await screen.findByRole('status')).textContent).toContain('更新しました。');
    expect(await within(card).findByText('メンテナンス中')).toBeTruthy();
    const patch = server.requests.find((r) => r.method === 'PATCH');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ maintenance_flag: true });
    expect(patch?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('changes nothing when the operator cancels', async () => {
    const { user } = renderRoutes(routes, '/admin');
    const toggle = await screen.findByRole('switch', { name: 'メンテナンスモード' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.some((r) => r.method === 'PATCH')).toBe(false);
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });
});
