import { COMPANY_SESSION_KEYS, STORAGE_KEYS } from '@mirume/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { type FakeApiState, fakeApi, fakeApiState } from '@/test/fake-api';
import { companyUser, signInAs, signInAsSystemAdmin } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { startTestServer, type TestServer } from '@/test/test-server';
import { routes } from './router';

let server: TestServer;
let state: FakeApiState = fakeApiState();

// One server for the file: a check still in flight when a test ends gets its answer instead of
// hitting a closed port during the next test.
beforeAll(async () => {
  server = await startTestServer((request) => fakeApi(state)(request));
});

beforeEach(() => {
  state = fakeApiState();
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});

afterAll(async () => {
  await server.close();
});

function renderApp(path: string) {
  const utils = renderRoutes(routes, path);
  configureApiClient({ navigate: (to) => void utils.router.navigate(to, { replace: true }) });
  return utils;
}

const location = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('[ROUTES] error page', () => {
  it('shows 404 for an unknown path and for /error/404', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('/error/404 is the same page', async () => {
    renderApp('/error/404');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'トップページへ戻る' }).getAttribute('href')).toBe('/');
  });
});

describe('[ROUTES] company guards', () => {
  it('sends a signed-out visitor to /login and keeps the page to return to', async () => {
    const { router } = renderApp('/diagnosis/history');
    expect(await screen.findByLabelText('メールアドレス')).toBeTruthy();
    expect(location(router)).toBe('/login?redirect=%2Fdiagnosis%2Fhistory');
  });

  it('sends a signed-in user away from /login, /signup and /password/reset to the dashboard', async () => {
    signInAs('worker');
    for (const path of ['/login', '/signup', '/password/reset']) {
      const { router, unmount } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'ダッシュボード' })).toBeTruthy();
      expect(location(router)).toBe('/');
      unmount();
    }
  });

  it.each([
    '/company/edit',
    '/company-admins/new',
    '/company-admins/3/edit',
    '/marcopolo_custom_assessment_settings',
  ])('gives a worker the 404 page on the admin-only route %s', async (path) => {
    signInAs('worker');
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    // Inside the company layout: the header stays usable.
    expect(screen.getByRole('button', { name: 'アカウントメニュー' })).toBeTruthy();
    // Spec §8's refusal, and nothing that names the refused page.
    expect(screen.getByText('404 Not Found')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'パンくずリスト' })).toBeNull();
  });

  it('tells a missing page apart from a refusal, without breadcrumbs either', async () => {
    signInAs('admin');
    renderApp('/no-such-page');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.queryByText('404 Not Found')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'パンくずリスト' })).toBeNull();
  });

  it('opens the entry page of a third-party assessment result under the person (spec §2)', async () => {
    signInAs('admin');
    renderApp('/employees/1/hcis/new');
    const nav = await screen.findByRole('navigation', { name: 'パンくずリスト' });
    expect(within(nav).getByRole('link', { name: '社員詳細' }).getAttribute('href')).toBe('/employees/1');
    expect(within(nav).getByText('HCI-AS結果の登録').getAttribute('aria-current')).toBe('page');
  });
});

describe('[ROUTES] company layout', () => {
  it('shows breadcrumbs from the dashboard when signed in, not on the dashboard', async () => {
    signInAs('admin');
    const { router } = renderApp('/employees/12/edit');
    const nav = await screen.findByRole('navigation', { name: 'パンくずリスト' });
    expect(within(nav).getByRole('link', { name: 'ダッシュボード' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: '社員詳細' }).getAttribute('href')).toBe('/employees/12');
    expect(within(nav).getByText('社員情報の編集').getAttribute('aria-current')).toBe('page');

    await router.navigate('/');
    expect(await screen.findByText('ようこそ、山田 花子さん。')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'パンくずリスト' })).toBeNull();
  });

  it('hides breadcrumbs and the menus from signed-out visitors of /terms', async () => {
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: '利用規約' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    expect(screen.queryByRole('navigation', { name: 'パンくずリスト' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'アカウントメニュー' })).toBeNull();
    const footer = screen.getByRole('contentinfo');
    const privacy = within(footer).getByRole('link', { name: 'プライバシーポリシー' });
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(privacy.getAttribute('rel')).toContain('noopener');
    expect(within(footer).getByRole('link', { name: 'お問い合わせ' }).getAttribute('href')).toBe(
      '/inquiry/new',
    );
  });

  it('refreshes auth.user on load and shows the trial badge for a trial company', async () => {
    signInAs('admin', { company_status: 'approved' });
    state.user = companyUser({ company_status: 'trial' });
    renderApp('/');
    expect(await screen.findByText('トライアル中')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.companyUser) ?? '{}').company_status).toBe(
      'trial',
    );
  });

  it('signs out when the stored token is no longer valid', async () => {
    signInAs('admin');
    state.user = null;
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(STORAGE_KEYS.companyToken)).toBeNull();
  });

  it('goes to /maintenance when the check says maintenance is on', async () => {
    signInAs('admin');
    state.maintenance = true;
    const { router, user } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'ただいまメンテナンス中です' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/maintenance');

    await user.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText(/現在もメンテナンス中です/)).toBeTruthy();
    state.maintenance = false;
    await user.click(screen.getByRole('button', { name: '再読み込み' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('only logs a failed maintenance check', async () => {
    signInAs('admin');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const gone = await startTestServer(() => ({ status: 200 }));
    await gone.close();
    configureApiClient({ baseUrl: gone.origin });
    const { router } = renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: '利用規約' })).toBeTruthy();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Maintenance check failed', expect.anything()));
    expect(router.state.location.pathname).toBe('/terms');
    logged.mockRestore();
  });
});

describe('[ROUTES] logout', () => {
  it('clears the session and goes to /login even when sign_out fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signInAs('admin');
    for (const key of COMPANY_SESSION_KEYS) window.sessionStorage.setItem(key, 'x');
    state.signOutStatus = 500;
    const { router, user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'アカウントメニュー' }));
    await user.click(await screen.findByRole('menuitem', { name: 'ログアウト' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      server.requests.some((r) => r.method === 'DELETE' && r.url === '/api/v1/company_admins/sign_out'),
    ).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.companyToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.companyUser)).toBeNull();
    for (const key of COMPANY_SESSION_KEYS) expect(window.sessionStorage.getItem(key)).toBeNull();
    expect(await screen.findByRole('button', { name: 'ログイン' })).toBeTruthy();
    warn.mockRestore();
  });
});

describe('[ROUTES] operator area', () => {
  it('sends a visitor without auth_sys.user to /admin/login', async () => {
    const { router } = renderApp('/admin/invoices');
    expect(await screen.findByRole('heading', { name: '運営管理画面ログイン' })).toBeTruthy();
    expect(location(router)).toBe('/admin/login?redirect=%2Fadmin%2Finvoices');
    expect(screen.getByText('ADMIN')).toBeTruthy();
  });

  it('shows the operator header and breadcrumbs from the operator dashboard', async () => {
    signInAsSystemAdmin();
    renderApp('/admin/signup');
    const nav = await screen.findByRole('navigation', { name: 'パンくずリスト' });
    expect(within(nav).getByRole('link', { name: 'ダッシュボード' }).getAttribute('href')).toBe('/admin');
    expect(within(nav).getByRole('link', { name: 'システム管理者' }).getAttribute('href')).toBe(
      '/admin/system-admins',
    );
    const header = screen.getByRole('banner');
    for (const [label, href] of [
      ['お知らせ', '/admin/mirume-notifications'],
      ['お問い合わせ', '/admin/inquiries'],
      ['システム管理者', '/admin/system-admins'],
      ['請求書', '/admin/invoices'],
      ['基準', '/admin/criteria'],
      ['契約期限通知', '/admin/billing-years'],
    ]) {
      expect(within(header).getByRole('link', { name: label }).getAttribute('href')).toBe(href);
    }
    expect(within(header).getByText('ADMIN')).toBeTruthy();
  });

  it('shows no breadcrumbs on the 404 page of a missing operator page', async () => {
    signInAsSystemAdmin();
    renderApp('/admin/employees/4/no-such-page');
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'パンくずリスト' })).toBeNull();
  });

  it('operator logout clears auth_sys.user and all session storage', async () => {
    signInAsSystemAdmin();
    window.sessionStorage.setItem('anything', '1');
    const { router, user } = renderApp('/admin/invoices');
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(window.localStorage.getItem(STORAGE_KEYS.systemAdminUser)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });
});
