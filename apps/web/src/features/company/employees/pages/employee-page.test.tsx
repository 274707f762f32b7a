import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAs } from '@/test/fixtures';
import { employee, listItem } from '@/test/records/employees';
import { renderRoutes } from '@/test/render';
import { apiError, type RecordedRequest, startTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;
let signedIn = signInAs('admin');
let stored = employee(5);
let deleted = false;

function handler(request: RecordedRequest) {
  const url = new URL(request.url, 'http://api.test');
  const notFound = apiError(404, 'NOT_FOUND', 'お探しのページが見つかりませんでした。');
  if (url.pathname === '/api/v1/employees/5') {
    if (deleted) return notFound;
    if (request.method === 'GET') return { status: 200, body: { data: stored } };
    if (request.method === 'PUT') {
      stored = { ...stored, ...JSON.parse(request.body) };
      return { status: 200, body: { data: stored } };
    }
    if (request.method === 'DELETE') {
      deleted = true;
      return { status: 200, body: { data: { id: 5 } } };
    }
  }
  if (request.method === 'GET' && url.pathname === '/api/v1/employees/5/edit') {
    return { status: 200, body: { data: { ...stored, can_manage: true } } };
  }
  if (request.method === 'GET' && /^\/api\/v1\/employees\/5\/shindan_(senkou|employee)$/.test(url.pathname)) {
    return { status: 200, body: { data: null } };
  }
  if (request.method === 'GET' && url.pathname === '/api/v1/employees/5/issuance_history') {
    return { status: 200, body: { data: { items: [] } } };
  }
  if (request.method === 'GET' && url.pathname === '/api/v1/employees/77') return notFound;
  if (request.method === 'GET' && url.pathname === '/api/v1/employees') {
    return { status: 200, body: { data: { items: [listItem(6)], total: 1, page: 1, per: 20 } } };
  }
  if (request.method === 'GET' && url.pathname === '/api/v1/organization_charts') {
    const unit = (id: number, name: string, children: unknown[] = []) => ({
      id,
      parent_id: null,
      name,
      position: 0,
      head_count: 1,
      total_count: 1,
      children,
    });
    return {
      status: 200,
      body: { data: { items: [unit(1, '営業部', [unit(2, '第一課')])], total_employees: 1, unassigned: 0 } },
    };
  }
  return fakeApi(fakeApiState({ user: signedIn }))(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  stored = employee(5, {
    last_name: '鈴木',
    first_name: '一郎',
    employment_type: 'part_time',
    organization_chart_id: 2,
    organization_chart_name: '第一課',
  });
  deleted = false;
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

describe('[EMPLOYEE] a person’s page', () => {
  it('[EMPLOYEE] the profile shows every field, the unit path and says plainly that no results exist yet', async () => {
    signedIn = signInAs('admin');
    renderRoutes(routes, '/employees/5');
    expect(await screen.findByRole('heading', { name: '鈴木 一郎（E5）' })).toBeTruthy();
    const profile = screen.getByRole('region', { name: '社員情報' });
    expect(within(profile).getByText('パート・アルバイト')).toBeTruthy();
    expect(within(profile).getByText('1990年5月1日（36歳）')).toBeTruthy();
    expect(await within(profile).findByText('営業部 / 第一課')).toBeTruthy();
    expect(await screen.findByText('まだ診断結果がありません')).toBeTruthy();
  });

  it('[EMPLOYEE] deleting asks first, saying the record and its results go, then returns to the list', async () => {
    signedIn = signInAs('admin');
    const { user, router } = renderRoutes(routes, '/employees/5');
    await user.click(await screen.findByRole('button', { name: '削除する' }));
    const dialog = await screen.findByRole('dialog', { name: '社員の削除' });
    expect(within(dialog).getByText(/鈴木 一郎（社員番号 E5）さんの社員情報を削除します。/)).toBeTruthy();
    expect(within(dialog).getByText(/診断結果がある場合は、それも併せて削除されます/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('削除しました。')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/diagnosis/history'));
    expect(server.requests.some((r) => r.method === 'DELETE' && r.url === '/api/v1/employees/5')).toBe(true);
  });

  it('[EMPLOYEE] a worker sees the profile without edit or delete', async () => {
    signedIn = signInAs('worker');
    renderRoutes(routes, '/employees/5');
    await screen.findByRole('heading', { name: '鈴木 一郎（E5）' });
    expect(screen.queryByRole('link', { name: '編集する' })).toBeNull();
    expect(screen.queryByRole('button', { name: '削除する' })).toBeNull();
  });

  it('[EMPLOYEE] an id of another company (or none) shows the not-found page', async () => {
    signedIn = signInAs('admin');
    renderRoutes(routes, '/employees/77');
    expect(await screen.findByText(/見つかりません/)).toBeTruthy();
  });

  it('[EMPLOYEE] the edit form starts from the stored record and saving shows 編集しました。', async () => {
    signedIn = signInAs('employee_admin');
    const { user, router } = renderRoutes(routes, '/employees/5/edit');
    const department = (await screen.findByRole('textbox', { name: '部署' })) as HTMLInputElement;
    expect(department.value).toBe('営業部');
    await user.clear(department);
    await user.type(department, '総務部');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('編集しました。')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/employees/5'));
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({ department: '総務部', organization_chart_id: 2 });
  });
});
