/**
 * The assessment sections, the history and the trend pages in the operator area (decision 0028):
 * the same screens, calling the company's mirrors under /api/v1/admin/companies/{id} with the
 * operator's credentials, their links staying under /admin/employees/{id}. Each test opens its own
 * person: the operator's per-company query cache outlives a test.
 */
import type { THciRecord } from '@mirume/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAs, signInAsSystemAdmin } from '@/test/fixtures';
import { emergeneticRecord, hciRecord } from '@/test/records/assessment-results';
import { employee } from '@/test/records/employees';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, type Reply, startTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;
let hcis: THciRecord[] = [];
const COMPANY = '/api/v1/admin/companies/7';

function handler(request: RecordedRequest): Reply {
  const p = new URL(request.url, 'http://api.test').pathname;
  const owner = /^\/api\/v1\/admin\/employees\/(\d+)$/.exec(p);
  if (owner) {
    const id = Number(owner[1]);
    return { status: 200, body: { data: { id, company_id: 7, company_name: '株式会社ななつ' } } };
  }
  const mine = /^\/api\/v1\/admin\/companies\/7\/employees\/(\d+)(.*)$/.exec(p);
  if (!mine) return fakeApi(fakeApiState())(request);
  const id = Number(mine[1]);
  const rest = mine[2] ?? '';
  if (rest === '') {
    return { status: 200, body: { data: employee(id, { last_name: '鈴木', first_name: '一郎' }) } };
  }
  if (/^\/shindan_(senkou|employee)$/.test(rest) || rest === '/musashino_energizer') {
    return { status: 200, body: { data: null } };
  }
  if (rest === '/issuance_history' || rest === '/mirumevital_results') {
    return { status: 200, body: { data: { items: [] } } };
  }
  if (rest === '/marcopolo' || rest === '/energizers') return { status: 200, body: { data: [] } };
  if (rest === '/hcis') return { status: 200, body: { data: hcis.map((r) => ({ ...r, employee_id: id })) } };
  if (rest === '/emergenetics') {
    return {
      status: 200,
      body: {
        data: [
          emergeneticRecord(22, '2026-10-01', {}, 60, { employee_id: id }),
          emergeneticRecord(21, '2026-04-01', {}, 50, { employee_id: id }),
        ],
      },
    };
  }
  if (rest === '/hcis/12' && request.method === 'DELETE') {
    hcis = [];
    return { status: 204 };
  }
  return fakeApi(fakeApiState())(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  window.localStorage.clear();
  hcis = [hciRecord(12, '2026-10-01')];
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

const apiCalls = () =>
  server.requests.map((r) => r.url).filter((u) => !u.startsWith('/api/v1/system_admins'));

describe('[ASSESSMENTS] in the operator area', () => {
  it('the person’s sections call the company’s mirrors, link within /admin, and delete with the CSRF header', async () => {
    signInAsSystemAdmin();
    // A company worker signed in on the same browser changes nothing: the operator manages.
    signInAs('worker');
    const { user } = renderRoutes(routes, '/admin/employees/5');
    const region = await screen.findByRole('region', { name: 'HCI-ASの結果' });
    expect(await within(region).findByText('2026年10月1日')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'HCI-ASの結果を登録' }).getAttribute('href')).toBe(
      '/admin/employees/5/hcis/new',
    );
    expect(within(region).getByRole('link', { name: 'HCI-ASの結果を編集' }).getAttribute('href')).toBe(
      '/admin/employees/5/hcis/12/edit',
    );
    expect(within(region).getByRole('link', { name: 'HCI-ASの推移を見る' }).getAttribute('href')).toBe(
      '/admin/employees/5/history-hci',
    );
    const energizer = screen.getByRole('region', { name: 'エナジャイザーの結果' });
    expect(
      within(energizer).getByRole('link', { name: 'エナジャイザーの結果を登録' }).getAttribute('href'),
    ).toBe('/admin/employees/5/energizers/new');

    await user.click(within(region).getByRole('button', { name: 'HCI-ASの結果を削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'HCI-ASの結果の削除' });
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('削除しました。')).toBeTruthy();
    const deletion = server.requests.find((r) => r.method === 'DELETE');
    expect(deletion?.url).toBe(`${COMPANY}/employees/5/hcis/12`);
    expect(deletion?.headers['x-requested-with']).toBe('XMLHttpRequest');
    await waitFor(() => expect(within(region).getByText(/まだHCI-ASの結果がありません。/)).toBeTruthy());

    for (const plural of ['hcis', 'emergenetics', 'energizers', 'musashino_energizer']) {
      expect(apiCalls()).toContain(`${COMPANY}/employees/5/${plural}`);
    }
    expect(apiCalls().filter((u) => !u.startsWith('/api/v1/admin/'))).toEqual([]);
    expect(server.requests.some((r) => r.headers['access-token'])).toBe(false);
  });

  it('the trend page reads the mirror and keeps its links and breadcrumbs in /admin', async () => {
    signInAsSystemAdmin();
    renderRoutes(routes, '/admin/employees/6/history-emergenetic');
    const table = await screen.findByRole('table', { name: 'EMERGENETICSの推移' });
    expect(within(table).getAllByRole('row')[0]?.textContent).toBe(
      '領域・項目（0〜100）2026年4月1日2026年10月1日前回からの変化',
    );
    expect(screen.getByRole('link', { name: '受検履歴' }).getAttribute('href')).toBe(
      '/admin/employees/6/history',
    );
    const crumbs = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(crumbs).getByRole('link', { name: '社員詳細' }).getAttribute('href')).toBe(
      '/admin/employees/6',
    );
    expect((await screen.findByRole('status', { name: '作業中の企業' })).textContent).toContain(
      '株式会社ななつ',
    );
    expect(apiCalls()).toContain(`${COMPANY}/employees/6/emergenetics`);
    expect(apiCalls().filter((u) => !u.startsWith('/api/v1/admin/'))).toEqual([]);
  });

  it('the history lists the results with links in /admin', async () => {
    signInAsSystemAdmin();
    renderRoutes(routes, '/admin/employees/8/history');
    const table = await screen.findByRole('table', {
      name: 'HCI-AS・EMERGENETICS・エナジャイザーの結果の一覧',
    });
    expect(
      within(table).getByRole('link', { name: '2026年10月1日のHCI-AS：編集' }).getAttribute('href'),
    ).toBe('/admin/employees/8/hcis/12/edit');
    expect(
      within(table)
        .getByRole('link', { name: '2026年4月1日のEMERGENETICS：推移を見る' })
        .getAttribute('href'),
    ).toBe('/admin/employees/8/history-emergenetic');
  });
});
