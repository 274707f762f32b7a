import type { TTrendSeries } from '@mirume/shared';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAs } from '@/test/fixtures';
import { employee } from '@/test/records/employees';
import { employeeResult, senkouTrend } from '@/test/records/results';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, type Reply, startTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;
let signedIn = signInAs('admin');
const empty: TTrendSeries = { results: [], changes: {} };
let trend: { senkou: TTrendSeries; employee: TTrendSeries } = { senkou: empty, employee: empty };

function handler(request: RecordedRequest): Reply {
  const path = new URL(request.url, 'http://api.test').pathname;
  switch (path) {
    case '/api/v1/employees/5':
      return {
        status: 200,
        body: { data: employee(5, { last_name: '鈴木', first_name: '一郎', employment_type: 'senkou' }) },
      };
    case '/api/v1/employees/5/mirumevital_trend':
      return { status: 200, body: { data: trend } };
    default:
      return fakeApi(fakeApiState({ user: signedIn }))(request);
  }
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  signedIn = signInAs('admin');
  trend = { senkou: empty, employee: empty };
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

describe('[RESULTS] /employees/:id/history-mirumevital', () => {
  it('[RESULTS] the last three results side by side, a real change marked with its threshold, small ones as noise', async () => {
    trend = { senkou: senkouTrend(), employee: empty };
    renderRoutes(routes, '/employees/5/history-mirumevital');
    expect(
      await screen.findByRole('heading', { level: 1, name: '鈴木 一郎さんのミルメバイタルの推移' }),
    ).toBeTruthy();
    expect(screen.getByText(/「有意な変化」は、直近2回の差が、その指標の測定誤差の目安/)).toBeTruthy();
    const table = await screen.findByRole('table', { name: '選考用診断の推移' });
    const [head, rank, ...rows] = within(table).getAllByRole('row');
    expect(head?.textContent).toBe('指標（T得点）2026年9月1日2026年10月1日2026年11月1日前回からの変化');
    expect(rank?.textContent).toBe('判定NGBランクAランク');
    const byLabel = (label: string) => rows.find((row) => within(row).queryByText(label)) as HTMLElement;
    expect(byLabel('集中力').textContent).toBe('集中力344157+16 有意な変化');
    expect(
      within(byLabel('集中力')).getByLabelText(
        '前回から+16点。測定誤差の目安（±13.8点）以上の、有意な変化です。',
      ),
    ).toBeTruthy();
    expect(byLabel('単純反応').textContent).toBe('単純反応505249−3');
    expect(
      within(byLabel('単純反応')).getByLabelText('前回から−3点。測定誤差の目安（±10.4点）の範囲内です。'),
    ).toBeTruthy();
    // No staff results: only the applicant section.
    expect(screen.queryByRole('table', { name: '社員診断の推移' })).toBeNull();
  });

  it('[RESULTS] the line chart opens on the group with the real change and follows the chosen group', async () => {
    trend = { senkou: senkouTrend(), employee: empty };
    const { user } = renderRoutes(routes, '/employees/5/history-mirumevital');
    expect(await screen.findByRole('img', { name: '集中と持続の推移: 集中力 34→41→57' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '集中と持続' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: '速さと正確さ' }));
    expect(screen.getByRole('img', { name: '速さと正確さの推移: 単純反応 50→52→49' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '意欲と伸びしろ' }));
    expect(screen.getByRole('img', { name: '意欲と伸びしろの推移: ポテンシャル 50→50→50' })).toBeTruthy();
  });

  it('[RESULTS] one staff result shows its scores and says a change needs a second result', async () => {
    trend = { senkou: empty, employee: { results: [employeeResult()], changes: {} } };
    renderRoutes(routes, '/employees/5/history-mirumevital');
    const table = await screen.findByRole('table', { name: '社員診断の推移' });
    expect(within(table).getByRole('row', { name: /エンジニア/ }).textContent).toBe('エンジニア61-');
    expect(screen.getByText(/結果が1回分のため、変化はまだ表示できません/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '職種適性（企画・技術・管理）' })).toBeTruthy();
  });

  it('[RESULTS] without results it says there is nothing to show yet', async () => {
    renderRoutes(routes, '/employees/5/history-mirumevital');
    expect(await screen.findByText('推移を表示できる診断結果がまだありません')).toBeTruthy();
  });
});
