import type { TAdminCompanyFirstAdmin } from '@mirume/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { type FakeApiState, fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAsSystemAdmin } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, type Reply, startTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;
let state: FakeApiState = fakeApiState();

function admin(id: number, email: string, overrides: Partial<TAdminCompanyFirstAdmin> = {}) {
  return { id, name: '担当 太郎', email, confirmed: true, has_password: true, ...overrides };
}

const noContract = { name_kana: null, date_start_contract: null, date_end_contract: null };

function withCompanies(): FakeApiState {
  return fakeApiState({
    companies: {
      items: [
        {
          id: 1,
          name: '株式会社サンプル商事',
          status: 'approved',
          ...noContract,
          date_start_contract: '2026-04-01',
          admins_count: 3,
          created_at: '2026-04-01T01:00:00Z',
          first_admin: admin(11, 'sample@example.co.jp'),
        },
        {
          id: 2,
          name: 'ミナト運輸株式会社',
          status: 'trial',
          ...noContract,
          admins_count: 1,
          created_at: '2026-10-31T16:30:00Z',
          first_admin: admin(12, 'minato@example.co.jp'),
        },
        {
          id: 3,
          name: '有限会社みどり製作所',
          status: 'trial',
          ...noContract,
          admins_count: 0,
          created_at: '2026-11-20T00:00:00Z',
          first_admin: null,
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
  server = await startTestServer((request) => onboardingApi(request) ?? fakeApi(state)(request));
});
beforeEach(() => {
  state = withCompanies();
  actionReply = { status: 200 };
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
  signInAsSystemAdmin();
});
afterAll(async () => {
  await server.close();
});

/** The company list of the table (the onboarding queue asks per status with per=20). */
const companyRequests = () =>
  server.requests.filter((r) => r.url.startsWith('/api/v1/admin/companies?') && !r.url.includes('per=20'));

let actionReply: Reply = { status: 200 };
/** The onboarding actions; everything else is the shared fake API. */
function onboardingApi(request: RecordedRequest): Reply | undefined {
  const match = request.url.match(/^\/api\/v1\/admin\/companies\/(\d+)\/company_admins\/(\d+)\/(\w+)$/);
  if (!match || request.method !== 'POST') return undefined;
  if (actionReply.status !== 200) return actionReply;
  const company = state.companies.items.find((c) => c.id === Number(match[1]));
  if (company && match[3] === 'approve') company.status = 'trial';
  if (company && match[3] === 'contract') company.status = 'approved';
  return {
    status: 200,
    body: {
      data: {
        company_id: Number(match[1]),
        company_status: company?.status ?? 'trial',
        mail: match[3] === 'reissue' ? 'company_confirmation' : 'company_approved',
        message: '完了しました。',
      },
    },
  };
}

describe('[ADMIN] the companies list', () => {
  it('lists companies with status, admin count, contract start and registration date', async () => {
    renderRoutes(routes, '/admin/companies');
    const table = await screen.findByRole('table', { name: '企業一覧' });
    const row = (await within(table).findByRole('link', { name: '株式会社サンプル商事' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('本契約')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getAllByText('2026年4月1日')).toHaveLength(2);
    // 2026-10-31T16:30Z is already 1 November in Tokyo.
    expect(within(table).getByText('2026年11月1日')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'ミナト運輸株式会社' }).getAttribute('href')).toBe(
      '/admin/companies/2',
    );
    expect(screen.getByText('3件中 1〜3件')).toBeTruthy();
  });

  it('filters by status with the counts on the tabs', async () => {
    const { user, router } = renderRoutes(routes, '/admin/companies');
    const table = await screen.findByRole('table', { name: '企業一覧' });
    await within(table).findByRole('link', { name: '株式会社サンプル商事' });
    expect(screen.getByRole('tab', { name: 'すべて（3）', selected: true })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'トライアル（2）' }));

    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: '株式会社サンプル商事' })).toBeNull(),
    );
    expect(within(table).getByRole('link', { name: 'ミナト運輸株式会社' })).toBeTruthy();
    expect(router.state.location.search).toBe('?status=trial');
    expect(companyRequests().at(-1)?.url).toBe(
      '/api/v1/admin/companies?page=1&per=50&status=trial&sort=created_at&order=desc',
    );
  });

  it('searches by company name and shows the empty state', async () => {
    const { user } = renderRoutes(routes, '/admin/companies');
    const table = await screen.findByRole('table', { name: '企業一覧' });
    await within(table).findByRole('link', { name: '株式会社サンプル商事' });
    await user.type(
      screen.getByRole('searchbox', { name: '企業名・フリガナ・管理者メールで検索' }),
      '該当なし',
    );
    expect(await screen.findByText('条件に一致する企業はありません。')).toBeTruthy();
    expect(companyRequests().at(-1)?.url).toBe(
      `/api/v1/admin/companies?page=1&per=50&q=${encodeURIComponent('該当なし')}&sort=created_at&order=desc`,
    );
  });

  it('sorts by a column header', async () => {
    const { user, router } = renderRoutes(routes, '/admin/companies');
    const table = await screen.findByRole('table', { name: '企業一覧' });
    await within(table).findByRole('link', { name: '株式会社サンプル商事' });
    await user.click(screen.getByRole('button', { name: '契約終了日' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=date_end_contract&order=asc'));
    await waitFor(() =>
      expect(companyRequests().at(-1)?.url).toBe(
        '/api/v1/admin/companies?page=1&per=50&sort=date_end_contract&order=asc',
      ),
    );
  });
});

describe('[ADMIN DASHBOARD] figures', () => {
  it("shows companies by status, the month's examinees and the monthly figures as a chart or a table", async () => {
    const { user } = renderRoutes(routes, '/admin');
    const figures = await screen.findByRole('region', { name: '企業と受検の状況' });
    expect(
      within(figures)
        .getByRole('link', { name: /本契約\s*1\s*社/ })
        .getAttribute('href'),
    ).toBe('/admin/companies?status=approved');
    expect(within(figures).getByText('今月の受検者')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '表' }));
    const table = await screen.findByRole('table', { name: '月別の診断発行数と受検完了数' });
    const december = within(table).getByText('2026年12月').closest('tr') as HTMLElement;
    expect(within(december).getByText('22')).toBeTruthy();
    expect(within(december).getByText('11')).toBeTruthy();
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

    expect(await screen.findByText('更新しました。')).toBeTruthy();
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

describe('[ADMIN DASHBOARD] onboarding queue', () => {
  function withApplicants(): FakeApiState {
    const base = withCompanies();
    base.companies.items.push(
      {
        id: 20,
        name: '株式会社しんせい',
        status: 'email_authenticated',
        ...noContract,
        admins_count: 1,
        created_at: '2026-11-21T00:00:00Z',
        first_admin: admin(30, 'apply@shinsei.example'),
      },
      {
        id: 21,
        name: '株式会社まちあい',
        status: 'temp_registration',
        ...noContract,
        admins_count: 1,
        created_at: '2026-11-21T00:00:00Z',
        first_admin: admin(31, 'wait@machiai.example', { confirmed: false }),
      },
    );
    base.companies.counts_by_status = { temp_registration: 1, email_authenticated: 1, trial: 2, approved: 1 };
    return base;
  }

  it('lists what awaits each step and approves a company after confirmation, with the snackbar', async () => {
    state = withApplicants();
    const { user } = renderRoutes(routes, '/admin');
    const awaiting = await screen.findByRole('list', { name: '承認待ち' });
    expect(within(awaiting).getByText(/apply@shinsei\.example/)).toBeTruthy();
    expect(
      within(await screen.findByRole('list', { name: 'メール認証待ち' })).getByText('株式会社まちあい'),
    ).toBeTruthy();

    await user.click(within(awaiting).getByRole('button', { name: '承認する（株式会社しんせい）' }));
    const dialog = await screen.findByRole('dialog', { name: 'トライアルでの利用を承認しますか？' });
    expect(within(dialog).getByText('送信先：apply@shinsei.example')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '承認する' }));

    expect(await screen.findByText('更新しました。')).toBeTruthy();
    const post = server.requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe('/api/v1/admin/companies/20/company_admins/30/approve');
    expect(post?.headers['x-requested-with']).toBe('XMLHttpRequest');
    await waitFor(() => expect(screen.queryByRole('list', { name: '承認待ち' })).toBeNull());
    expect(screen.getByText('承認待ちの企業はありません。')).toBeTruthy();
  });

  it('reissues the confirmation mail of a company awaiting confirmation', async () => {
    state = withApplicants();
    const { user } = renderRoutes(routes, '/admin');
    const waiting = await screen.findByRole('list', { name: 'メール認証待ち' });
    await user.click(within(waiting).getByRole('button', { name: '認証メールを再送（株式会社まちあい）' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '再送する' }));
    expect(await screen.findByText('メールを送信しました')).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'POST')?.url).toBe(
      '/api/v1/admin/companies/21/company_admins/31/reissue',
    );
  });

  it("shows the server's reason when a step no longer applies", async () => {
    state = withApplicants();
    actionReply = {
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'この企業はすでにトライアル中です。' } },
    };
    const { user } = renderRoutes(routes, '/admin');
    const awaiting = await screen.findByRole('list', { name: '承認待ち' });
    await user.click(within(awaiting).getByRole('button', { name: '承認する（株式会社しんせい）' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '承認する' }));
    expect((await screen.findByRole('alert')).textContent).toContain('この企業はすでにトライアル中です。');
  });

  it('links to registering a company and to the companies list', async () => {
    renderRoutes(routes, '/admin');
    expect((await screen.findByRole('link', { name: '企業を登録' })).getAttribute('href')).toBe(
      '/admin/company-register',
    );
    expect(screen.getByRole('link', { name: '企業一覧' }).getAttribute('href')).toBe('/admin/companies');
  });
});
