/**
 * The company's person pages in the operator area (decision 0028): /admin/employees/:id asks whose
 * person it is, then every call goes to the operator's mirror under that company with the
 * operator's cookies, links stay in the operator area, and the operator has the general admin's
 * rights even when a company worker is signed in on the same browser.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAs, signInAsSystemAdmin } from '@/test/fixtures';
import { employee } from '@/test/records/employees';
import { renderRoutes } from '@/test/render';
import { apiError, type RecordedRequest, startTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;
let stored = employee(5);
const COMPANY = '/api/v1/admin/companies/7';

function handler(request: RecordedRequest) {
  const url = new URL(request.url, 'http://api.test');
  const notFound = apiError(404, 'NOT_FOUND', 'お探しのページが見つかりませんでした。');
  const p = url.pathname;
  if (p === '/api/v1/admin/employees/5') {
    return { status: 200, body: { data: { id: 5, company_id: 7, company_name: '株式会社ななつ' } } };
  }
  if (p === '/api/v1/admin/employees/6') return notFound;
  if (p === '/api/v1/admin/companies/9/scope') return notFound;
  if (p === `${COMPANY}/employees/5`) {
    if (request.method === 'PUT') stored = { ...stored, ...JSON.parse(request.body) };
    return { status: 200, body: { data: stored } };
  }
  if (p === `${COMPANY}/employees/5/edit`)
    return { status: 200, body: { data: { ...stored, can_manage: true } } };
  if (/^\/api\/v1\/admin\/companies\/7\/employees\/5\/shindan_(senkou|employee)$/.test(p)) {
    return { status: 200, body: { data: null } };
  }
  if (p === `${COMPANY}/employees/5/issuance_history`) return { status: 200, body: { data: { items: [] } } };
  if (p === `${COMPANY}/organization_charts`) {
    return { status: 200, body: { data: { items: [], total_employees: 1, unassigned: 1 } } };
  }
  return fakeApi(fakeApiState())(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  window.localStorage.clear();
  stored = employee(5, { last_name: '鈴木', first_name: '一郎', employment_type: 'full_time' });
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

describe('[OPERATOR-COMPANY] a person seen by an operator', () => {
  it('opens in the person’s company, names it, calls only the operator mirrors and keeps links in /admin', async () => {
    signInAsSystemAdmin();
    // A company worker signed in on the same browser must change nothing here.
    signInAs('worker');
    renderRoutes(routes, '/admin/employees/5');
    expect(await screen.findByRole('heading', { name: '鈴木 一郎（E5）' })).toBeTruthy();
    expect((await screen.findByRole('status', { name: '作業中の企業' })).textContent).toContain(
      '株式会社ななつ',
    );
    // The general admin's rights: edit and delete are offered although the company user is a worker.
    const edit = screen.getByRole('link', { name: '編集する' });
    expect(edit.getAttribute('href')).toBe('/admin/employees/5/edit');
    expect(screen.getByRole('button', { name: '削除する' })).toBeTruthy();
    const apiCalls = server.requests.map((r) => r.url).filter((u) => !u.startsWith('/api/v1/system_admins'));
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(apiCalls.filter((u) => !u.startsWith('/api/v1/admin/'))).toEqual([]);
    expect(server.requests.some((r) => r.headers['access-token'])).toBe(false);
  });

  it('saves an edit through the company’s mirror with the CSRF header and returns to the operator’s page', async () => {
    signInAsSystemAdmin();
    const { user, router } = renderRoutes(routes, '/admin/employees/5/edit');
    const department = (await screen.findByRole('textbox', { name: '部署' })) as HTMLInputElement;
    await user.clear(department);
    await user.type(department, '運営支援室');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('編集しました。')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/employees/5'));
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe(`${COMPANY}/employees/5`);
    expect(put?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({ department: '運営支援室' });
  });

  it('a missing person shows the not-found page', async () => {
    signInAsSystemAdmin();
    renderRoutes(routes, '/admin/employees/6');
    expect(await screen.findByText(/見つかりません/)).toBeTruthy();
  });

  it('a company that does not exist or is discarded shows the not-found page', async () => {
    signInAsSystemAdmin();
    renderRoutes(routes, '/admin/companies/9/diagnosis-list');
    expect(await screen.findByText(/見つかりません/)).toBeTruthy();
    expect(server.requests.some((r) => r.url.startsWith('/api/v1/admin/companies/9/diagnosis_list'))).toBe(
      false,
    );
  });
});
