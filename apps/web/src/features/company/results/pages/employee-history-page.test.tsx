import type { TResultSummary } from '@mirume/shared';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAs } from '@/test/fixtures';
import { issuedLink } from '@/test/records/diagnosis';
import { employee } from '@/test/records/employees';
import { resultSummary } from '@/test/records/results';
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
let results: TResultSummary[] = [];

function handler(request: RecordedRequest): Reply {
  const path = new URL(request.url, 'http://api.test').pathname;
  switch (path) {
    case '/api/v1/employees/5':
      return { status: 200, body: { data: employee(5, { last_name: '鈴木', first_name: '一郎' }) } };
    case '/api/v1/employees/5/mirumevital_results':
      return { status: 200, body: { data: { items: results } } };
    case '/api/v1/employees/5/issuance_history':
      return {
        status: 200,
        body: {
          data: { items: [issuedLink(1, { employee_id: 5, status: 'completed', diagnosis_type: 'senkou' })] },
        },
      };
    case '/api/v1/employees/77':
      return apiError(404, 'NOT_FOUND', 'お探しのページが見つかりませんでした。');
    default:
      return fakeApi(fakeApiState({ user: signedIn }))(request);
  }
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  signedIn = signInAs('admin');
  results = [];
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

describe('[RESULTS] /employees/:id/history', () => {
  it('[RESULTS] lists every diagnosis with type, date, validity, rank and re-scoring, each linking to its result', async () => {
    results = [
      resultSummary(4, {
        diagnosis_type: 'employee',
        taken_at: '2026-11-20T01:00:00Z',
        rank: 'OK',
        rank_text: 'OK',
        source_result_id: 3,
      }),
      resultSummary(3, { taken_at: '2026-11-19T01:00:00Z' }),
      resultSummary(2, {
        taken_at: '2026-10-01T01:00:00Z',
        status: 'failed',
        rank: 'NG',
        rank_text: 'NG',
        validity_flags: ['自動操作の疑い'],
      }),
    ];
    renderRoutes(routes, '/employees/5/history');
    expect(await screen.findByRole('heading', { level: 1, name: '鈴木 一郎さんの受検履歴' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: '診断結果の一覧' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2026年11月20日(金) 10:00社員診断再判定有効OK結果を見る',
      '2026年11月19日(木) 10:00選考用診断有効Aランク結果を見る',
      '2026年10月1日(木) 10:00選考用診断無効NG自動操作の疑い結果を見る',
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: '2026年11月19日(木) 10:00の選考用診断の結果を見る' })
        .getAttribute('href'),
    ).toBe('/employees/5?result=3');
    // The issued links, the trend and the breadcrumb back to the person.
    const links = screen.getByRole('table', { name: '診断の発行履歴' });
    expect(within(links).getAllByRole('row')[1]?.textContent).toContain('受検済み');
    expect(screen.getByRole('link', { name: '推移を見る' }).getAttribute('href')).toBe(
      '/employees/5/history-mirumevital',
    );
    const crumbs = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(crumbs).getByRole('link', { name: '社員詳細' }).getAttribute('href')).toBe('/employees/5');
  });

  it('[RESULTS] a person without results says so; an unknown person is the 404 page', async () => {
    const { router } = renderRoutes(routes, '/employees/5/history');
    expect(await screen.findByText('まだ診断結果がありません')).toBeTruthy();
    await router.navigate('/employees/77/history');
    expect(await screen.findByText('お探しのページが見つかりませんでした。')).toBeTruthy();
  });
});
