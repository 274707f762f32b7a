/**
 * Custom assessments (marcopolo) kept by an operator inside one company (decisions 0028 and 0031):
 * the company's settings page under /admin/companies/:companyId/…, reached from the company page,
 * and the custom results on a person's page under /admin/employees/:id. Every call goes to the
 * operator's mirror of the company call, writes carry the CSRF header, and the operator has the
 * general admin's rights even when a company worker is signed in on the same browser.
 */
import type { TAdminCompanyDetail, TCustomAssessment, TCustomResult } from '@mirume/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAs, signInAsSystemAdmin } from '@/test/fixtures';
import { employee } from '@/test/records/employees';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, startTestServer, type TestServer } from '@/test/test-server';

const MIRROR = '/api/v1/admin/companies/7';

const COMPANY: TAdminCompanyDetail = {
  id: 7,
  name: '株式会社ななつ',
  name_kana: 'ナナツ',
  status: 'approved',
  postcode: '1050011',
  address: '東京都港区芝公園1-1-1',
  tel: '0312345678',
  url: null,
  daihyo_name: '七 太郎',
  date_start_contract: '2026-04-01',
  date_end_contract: null,
  created_at: '2026-03-01T00:00:00Z',
  discarded_at: null,
  admins: [],
  history: [],
  usage: { employees: 3, diagnoses_issued: 0, diagnoses_completed: 0, last_sign_in_at: null },
};

const assessment = (over: Partial<TCustomAssessment>): TCustomAssessment => ({
  id: 1,
  name: '面接評価',
  kind: 'number',
  unit: '点',
  min_value: 1,
  max_value: 5,
  decimals: 1,
  choices: [],
  position: 0,
  enabled: true,
  list_column: true,
  result_count: 4,
  ...over,
});
let stored: TCustomAssessment[] = [];

const RESULT: TCustomResult = {
  id: 31,
  assessment_id: 1,
  assessment_name: '面接評価',
  kind: 'number',
  unit: '点',
  value: '4.5',
  assessed_on: '2026-04-10',
  source: '4月面接.csv',
  created_at: '2026-04-11T00:00:00Z',
};
let results: TCustomResult[] = [];

let server: TestServer;

function handler(request: RecordedRequest) {
  const url = new URL(request.url, 'http://api.test');
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /api/v1/admin/companies/7') return { status: 200, body: { data: COMPANY } };
  if (route === 'GET /api/v1/admin/companies/7/operator_actions')
    return { status: 200, body: { data: { items: [], total: 0, page: 1, per: 10 } } };
  if (route === `GET ${MIRROR}/scope`)
    return { status: 200, body: { data: { id: 7, name: COMPANY.name, status: 'approved' } } };
  if (route === `GET ${MIRROR}/marcopolo_custom_assessment_settings`)
    return { status: 200, body: { data: stored } };
  if (route === `PATCH ${MIRROR}/marcopolo_custom_assessment_settings/handle`) {
    const body = JSON.parse(request.body) as { assessments: TCustomAssessment[] };
    stored = body.assessments.map((a, i) => ({
      ...(stored.find((s) => s.id === a.id) ?? assessment({})),
      position: i,
    }));
    return { status: 200, body: { data: stored } };
  }
  if (route === 'GET /api/v1/admin/employees/5')
    return { status: 200, body: { data: { id: 5, company_id: 7, company_name: COMPANY.name } } };
  if (route === `GET ${MIRROR}/employees/5`)
    return {
      status: 200,
      body: { data: employee(5, { last_name: '鈴木', first_name: '一郎', employment_type: 'full_time' }) },
    };
  if (route === `GET ${MIRROR}/employees/5/marcopolo`) return { status: 200, body: { data: results } };
  if (route === `DELETE ${MIRROR}/employees/5/marcopolos/31`) {
    results = [];
    return { status: 200, body: { data: { id: 31 } } };
  }
  if (/^GET \/api\/v1\/admin\/companies\/7\/employees\/5\/shindan_(senkou|employee)$/.test(route))
    return { status: 200, body: { data: null } };
  if (route === `GET ${MIRROR}/employees/5/issuance_history`)
    return { status: 200, body: { data: { items: [] } } };
  return fakeApi(fakeApiState())(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  window.localStorage.clear();
  stored = [
    assessment({}),
    assessment({
      id: 2,
      name: '社内適性ランク',
      kind: 'rank',
      choices: ['S', 'A'],
      unit: null,
      position: 1,
      result_count: 0,
    }),
  ];
  results = [RESULT];
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

const companyCalls = () =>
  server.requests
    .map((r) => r.url)
    .filter((u) => u.includes('marcopolo'))
    .filter((u) => !u.startsWith(`${MIRROR}/`));

describe('[MARCOPOLO-OPERATOR] an operator keeps a company’s custom assessments', () => {
  it('[MARCOPOLO-OPERATOR] opens the settings from the company page and saves a new order through the company’s mirror', async () => {
    signInAsSystemAdmin();
    const { user, router } = renderRoutes(routes, '/admin/companies/7');
    const nav = await screen.findByRole('navigation', { name: 'この企業のデータ' });
    const link = within(nav).getByRole('link', { name: 'カスタムアセスメント設定' });
    expect(link.getAttribute('href')).toBe('/admin/companies/7/marcopolo_custom_assessment_settings');
    await user.click(link);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/companies/7/marcopolo_custom_assessment_settings'),
    );
    expect((await screen.findByRole('status', { name: '作業中の企業' })).textContent).toContain(
      '株式会社ななつ',
    );
    const table = await screen.findByRole('table', { name: 'カスタムアセスメント一覧' });
    expect(within(table).getByText('4件')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '社内適性ランクを上へ' }));
    expect(await screen.findByText('並び順を保存しました。')).toBeTruthy();
    const patch = server.requests.find((r) => r.method === 'PATCH');
    expect(patch?.url).toBe(`${MIRROR}/marcopolo_custom_assessment_settings/handle`);
    expect(patch?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(
      (JSON.parse(patch?.body ?? '{}') as { assessments: { name: string }[] }).assessments.map((a) => a.name),
    ).toEqual(['社内適性ランク', '面接評価']);
    expect(companyCalls()).toEqual([]);
  });

  it('[MARCOPOLO-OPERATOR] a person’s custom results: listed from the mirror, deleted after confirming, even with a worker signed in', async () => {
    signInAsSystemAdmin();
    signInAs('worker');
    const { user } = renderRoutes(routes, '/admin/employees/5');
    const section = await screen.findByRole('region', { name: 'カスタムアセスメント' });
    expect(await within(section).findByText('4.5 点')).toBeTruthy();
    expect(within(section).getByText('4月面接.csv')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: '2026年4月10日の面接評価を削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'カスタムアセスメント結果の削除' });
    await user.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await within(section).findByText('カスタムアセスメントの結果はまだありません。')).toBeTruthy();
    const del = server.requests.find((r) => r.method === 'DELETE');
    expect(del?.url).toBe(`${MIRROR}/employees/5/marcopolos/31`);
    expect(del?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(companyCalls()).toEqual([]);
  });
});
