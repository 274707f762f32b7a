import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { companyUser, signInAs, signInAsSystemAdmin } from '@/test/fixtures';
import { criteriaLatest } from '@/test/records/criteria';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, startTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;
let signedIn = companyUser();

function handler(request: RecordedRequest) {
  const url = new URL(request.url, 'http://api.test');
  if (
    url.pathname === '/api/v1/musashino_criteria/latest' ||
    url.pathname === '/api/v1/admin/companies/5/criteria'
  ) {
    return { status: 200, body: criteriaLatest() };
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

describe('[CRITERIA] the criteria pages', () => {
  it('[CRITERIA] shows the set in force per type in plain Japanese, with change and reflect for an admin', async () => {
    signedIn = signInAs('admin');
    renderRoutes(routes, '/criteria');
    const senkou = await screen.findByRole('region', { name: '選考用診断' });
    expect(within(senkou).getByText('第2版')).toBeTruthy();
    expect(within(senkou).getByText('集中力が35未満、またはトラブルリスクが35未満の場合は')).toBeTruthy();
    expect(within(senkou).getByText('山田 花子・2026年11月20日(金) 10:00 作成')).toBeTruthy();
    expect(within(senkou).getByRole('link', { name: '基準を変更' }).getAttribute('href')).toBe(
      '/criteria/new?type=senkou',
    );
    expect(within(senkou).getByRole('button', { name: '過去の結果に反映' })).toBeTruthy();
    expect(within(senkou).getByText('ほかの版で判定された結果が3件あります。')).toBeTruthy();
    const employee = screen.getByRole('region', { name: '社員診断' });
    expect(within(employee).getByText('サービス標準・2026年11月20日(金) 10:00 作成')).toBeTruthy();
  });

  it('[CRITERIA] a selection admin changes the selection criteria only; a worker changes nothing', async () => {
    signedIn = signInAs('senkou_admin');
    const first = renderRoutes(routes, '/criteria');
    const senkou = await screen.findByRole('region', { name: '選考用診断' });
    expect(within(senkou).getByRole('link', { name: '基準を変更' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: '社員診断' })).queryByRole('link', { name: '基準を変更' }),
    ).toBeNull();
    first.unmount();
    signedIn = signInAs('worker');
    renderRoutes(routes, '/criteria');
    await screen.findByRole('region', { name: '選考用診断' });
    expect(screen.queryByRole('link', { name: '基準を変更' })).toBeNull();
    expect(screen.queryByRole('button', { name: '過去の結果に反映' })).toBeNull();
  });

  it("[CRITERIA] an operator reads a company's criteria through the operator's endpoint", async () => {
    signInAsSystemAdmin();
    renderRoutes(routes, '/admin/companies/5/criteria');
    expect(await screen.findByRole('heading', { level: 1, name: '企業の基準' })).toBeTruthy();
    await screen.findByRole('region', { name: '選考用診断' });
    expect(server.requests.some((r) => r.url === '/api/v1/admin/companies/5/criteria')).toBe(true);
    expect(server.requests.some((r) => r.url.startsWith('/api/v1/musashino_criteria'))).toBe(false);
  });
});
