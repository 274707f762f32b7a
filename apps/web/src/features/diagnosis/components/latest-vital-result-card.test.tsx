import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { signInAs } from '@/test/fixtures';
import { renderPage } from '@/test/render';
import { type RecordedRequest, type Reply, startTestServer, type TestServer } from '@/test/test-server';
import { issuedLink, vitalResult } from '../test-data';
import { IssuanceHistoryCard } from './issuance-history-card';
import { LatestVitalResultCard } from './latest-vital-result-card';

let server: TestServer;
let results: Record<string, unknown> = {};

function handler(request: RecordedRequest): Reply {
  const url = new URL(request.url, 'http://api.test');
  const match = /^\/api\/v1\/employees\/(\d+)\/(shindan_senkou|shindan_employee|issuance_history)$/.exec(
    url.pathname,
  );
  if (match?.[2] === 'issuance_history') {
    return {
      status: 200,
      body: {
        data: {
          items: [
            issuedLink(1, { status: 'completed', sent_count: 2, source: 'ticket', diagnosis_type: 'senkou' }),
          ],
        },
      },
    };
  }
  if (match) return { status: 200, body: { data: results[`${match[1]}/${match[2]}`] ?? null } };
  return { status: 404, body: { error: { code: 'NOT_FOUND', message: '見つかりません' } } };
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  signInAs('admin');
  results = {};
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

describe('[DIAGNOSIS] the employee page’s result and issuance cards', () => {
  it('[DIAGNOSIS] shows the rank, the deciding rule, the device and the warnings, and the metrics with T-scores', async () => {
    results = { '5/shindan_senkou': vitalResult() };
    renderPage(<LatestVitalResultCard employeeId={5} canIssue />);
    const section = await screen.findByRole('region', { name: '選考用診断' });
    expect(within(section).getByText('NG')).toBeTruthy();
    expect(within(section).getByText('判定理由：集中力のT得点 34 が基準 40 未満のため NG')).toBeTruthy();
    expect(within(section).getByText('受検日時 2026年11月21日(土) 14:05')).toBeTruthy();
    expect(within(section).getByText('端末 パソコン')).toBeTruthy();
    expect(within(section).getByText('OS Windows')).toBeTruthy();
    expect(within(section).getByText('ブラウザ Google Chrome')).toBeTruthy();
    expect(within(section).getByText('ページ離脱あり')).toBeTruthy();
    const table = within(section).getByRole('table', { name: '選考用診断の指標' });
    const row = within(table).getByRole('row', { name: /集中力/ });
    expect(within(row).getByText('34')).toBeTruthy();
    expect(within(row).getByText('0.82')).toBeTruthy();
    expect(screen.queryByText('まだ診断結果がありません')).toBeNull();
  });

  it('[DIAGNOSIS] an employee result lists the job aptitudes and the 検討 rank', async () => {
    results = {
      '5/shindan_employee': vitalResult({
        diagnosis_type: 'employee',
        rank: 'CONSIDERING',
        metrics: { accelerator: { raw: 3.2, t: 58 } },
        aptitudes: { engineer: { raw: 0.7, t: 61 } },
        validity: { ...vitalResult().validity, flags: [], valid: false },
      }),
    };
    renderPage(<LatestVitalResultCard employeeId={5} canIssue />);
    const section = await screen.findByRole('region', { name: '社員診断' });
    expect(within(section).getByText('検討')).toBeTruthy();
    expect(within(section).getByRole('row', { name: /アクセル 3\.2 58/ })).toBeTruthy();
    expect(within(section).getByRole('row', { name: /エンジニア 61/ })).toBeTruthy();
    expect(
      within(section).getByText('受検中に不自然な操作が記録されています。結果は参考としてご覧ください。'),
    ).toBeTruthy();
  });

  it('[DIAGNOSIS] without results it says so and offers to issue a link to this person', async () => {
    renderPage(<LatestVitalResultCard employeeId={5} canIssue />);
    expect(await screen.findByText('まだ診断結果がありません')).toBeTruthy();
    expect(screen.getByRole('link', { name: '診断リンクを発行' }).getAttribute('href')).toBe(
      '/diagnosis/link_issue?employee_id=5',
    );
  });

  it('[DIAGNOSIS] the issuance history lists each link with its type, status, count and source', async () => {
    renderPage(<IssuanceHistoryCard employeeId={5} />);
    const table = await screen.findByRole('table', { name: '診断の発行履歴' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('選考用診断');
    expect(row.textContent).toContain('受検済み');
    expect(row.textContent).toContain('2回');
    expect(row.textContent).toContain('チケット');
    expect(row.textContent).toContain('2026年12月5日');
  });
});
