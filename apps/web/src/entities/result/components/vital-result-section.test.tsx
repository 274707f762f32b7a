import type { TMirumevitalResult } from '@mirume/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { signInAs } from '@/test/fixtures';
import { employee } from '@/test/records/employees';
import { employeeResult, vitalResult } from '@/test/records/results';
import { renderPage } from '@/test/render';
import {
  apiError,
  type RecordedRequest,
  type Reply,
  startTestServer,
  type TestServer,
} from '@/test/test-server';
import { VitalResultSection } from './vital-result-section';

let server: TestServer;
/** The latest result per `<employee id>/<shindan_senkou|shindan_employee>`. */
let latest: Record<string, TMirumevitalResult> = {};
let byId: Record<number, TMirumevitalResult> = {};
let delay = 0;
const saved: string[] = [];
const originalClick = HTMLAnchorElement.prototype.click;

async function handler(request: RecordedRequest): Promise<Reply> {
  const url = new URL(request.url, 'http://api.test');
  const path = url.pathname.replace('/api/v1', '');
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  const latestMatch = /^\/employees\/(\d+)\/(shindan_senkou|shindan_employee)$/.exec(path);
  if (latestMatch)
    return { status: 200, body: { data: latest[`${latestMatch[1]}/${latestMatch[2]}`] ?? null } };
  const one = /^\/employees\/5\/mirumevital_results\/(\d+)$/.exec(path);
  if (one) {
    const result = byId[Number(one[1])];
    return result
      ? { status: 200, body: { data: result } }
      : apiError(404, 'NOT_FOUND', 'お探しのデータは見つかりませんでした。');
  }
  if (request.method === 'POST' && /^\/employees\/5\/switch_diagnosis_result_to_employee$/.test(path)) {
    const created = employeeResult({ id: 30, source_result_id: JSON.parse(request.body).result_id });
    latest['5/shindan_employee'] = created;
    return { status: 201, body: { data: created } };
  }
  if (/_pdf_download\/\d+\.pdf$|_csv_export\/\d+\.csv$/.test(path)) {
    return {
      status: 200,
      body: 'file',
      headers: {
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(path.endsWith('.pdf') ? '結果.pdf' : '結果.csv')}`,
      },
    };
  }
  if (path === '/employees/5/selection_decision') {
    return { status: 200, body: { data: { current: null, history: [] } } };
  }
  return apiError(404, 'NOT_FOUND', 'お探しのデータは見つかりませんでした。');
}

beforeAll(async () => {
  server = await startTestServer(handler);
  // jsdom has no object URLs; record the name the file would have been saved under.
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => {};
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    saved.push(this.download);
  };
});
beforeEach(() => {
  signInAs('admin');
  latest = {};
  byId = {};
  delay = 0;
  saved.length = 0;
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  HTMLAnchorElement.prototype.click = originalClick;
  await server.close();
});

const renderSection = (at = '/employees/5', person = employee(5, { employment_type: 'full_time' })) =>
  renderPage(<VitalResultSection employee={person} />, { path: '/employees/:id', at });

describe('[RESULTS] the employee page’s mirumevital results', () => {
  it('[RESULTS] shows a skeleton while loading, then the rank, the deciding rule, warnings, session and explained metrics', async () => {
    delay = 150;
    latest = { '5/shindan_senkou': vitalResult() };
    renderSection();
    expect(screen.getByLabelText('診断結果を読み込み中')).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'ミルメバイタル 選考用診断' });
    expect(screen.queryByLabelText('診断結果を読み込み中')).toBeNull();
    expect(within(section).getByText('NG')).toBeTruthy();
    expect(within(section).getByText('集中力のT得点 34 が基準 40 未満のため NG')).toBeTruthy();
    expect(within(section).getByText('ページ離脱あり')).toBeTruthy();
    expect(within(section).getByText('2026年11月21日(土) 14:05')).toBeTruthy();
    expect(within(section).getByText('パソコン')).toBeTruthy();
    expect(within(section).getByText('Google Chrome')).toBeTruthy();
    expect(within(section).getByText('普通')).toBeTruthy();
    const row = within(within(section).getByRole('table', { name: '選考用診断の指標' })).getByRole('row', {
      name: /集中力/,
    });
    expect(row.textContent).toContain('反応のむらと見落としの少なさ');
    // The metric the rank rule used is the one marked; the others are not.
    expect(row.textContent).toContain('判定に使われた指標');
    expect(within(section).getAllByText('判定に使われた指標')).toHaveLength(1);
    expect(within(row).getByText('34')).toBeTruthy();
    expect(within(row).getByText('0.82')).toBeTruthy();
    // The number columns keep their headings and values on one line (a phone wraps the metric's
    // name instead of 素点 / T得点 one character a line).
    const table = within(section).getByRole('table', { name: '選考用診断の指標' });
    for (const heading of ['素点', 'T得点']) {
      expect(getComputedStyle(within(table).getByRole('columnheader', { name: heading })).whiteSpace).toBe(
        'nowrap',
      );
    }
    expect(getComputedStyle(within(row).getByText('34')).whiteSpace).toBe('nowrap');
    // An applicant result has no aptitudes; the voided notice is absent for a valid session.
    expect(within(section).queryByRole('img', { name: /職種適性/ })).toBeNull();
    expect(within(section).queryByText(/この結果は無効です/)).toBeNull();
  });

  it('[RESULTS] a staff result shows the 14-aptitude chart; a voided session says the result is invalid', async () => {
    latest = {
      '5/shindan_employee': employeeResult({
        validity: { ...vitalResult().validity, flags: ['自動操作の疑い'], valid: false, webdriver: true },
      }),
    };
    renderSection();
    const section = await screen.findByRole('region', { name: 'ミルメバイタル 社員診断' });
    expect(
      within(section).getByRole('img', {
        name: /職種適性のT得点: 事務 47（標準的な範囲）、エンジニア 61（平均より高め）/,
      }),
    ).toBeTruthy();
    expect(within(section).getByText('自動操作の疑い')).toBeTruthy();
    expect(
      within(section).getByText(/受検中に不自然な操作が記録されたため、この結果は無効です/),
    ).toBeTruthy();
    expect(within(section).getByRole('row', { name: /回避動機.*44/ }).textContent).toContain(
      '低いほど挑戦に前向き',
    );
    // A staff result lists its own metrics first, then the reaction and questionnaire ones.
    const headers = within(section)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.indexOf('社員診断の指標')).toBeGreaterThan(-1);
    expect(headers.indexOf('社員診断の指標')).toBeLessThan(headers.indexOf('反応検査とアンケートの指標'));
  });

  it('[RESULTS] without results it says so and offers to issue a link to this person', async () => {
    renderSection();
    expect(await screen.findByText('まだ診断結果がありません')).toBeTruthy();
    expect(screen.getByRole('link', { name: '診断リンクを発行' }).getAttribute('href')).toBe(
      '/diagnosis/link_issue?employee_id=5',
    );
  });

  it('[RESULTS] downloads the PDF and the Shift_JIS CSV of this result from their paths', async () => {
    latest = { '5/shindan_senkou': vitalResult({ id: 7 }) };
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'PDFをダウンロード' }));
    await waitFor(() => expect(saved).toEqual(['結果.pdf']));
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV（Shift_JIS・Excel向け）' }));
    await waitFor(() => expect(saved).toEqual(['結果.pdf', '結果.csv']));
    const files = server.requests.filter((r) => /pdf_download|csv_export/.test(r.url)).map((r) => r.url);
    expect(files).toEqual([
      '/api/v1/employees/5/mirumevital_senkou_pdf_download/7.pdf',
      '/api/v1/employees/5/mirumevital_senkou_csv_export/7.csv?encoding=sjis',
    ]);
  });

  it('[RESULTS] re-scoring as a staff result asks first, keeps the original and shows the new result', async () => {
    latest = { '5/shindan_senkou': vitalResult({ id: 7 }) };
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: '社員診断として再判定' }));
    const dialog = await screen.findByRole('dialog', { name: '社員診断として再判定' });
    expect(dialog.textContent).toContain('元の選考用診断の結果は変更されず、そのまま残ります');
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '再判定する' }));
    expect(await screen.findByText('社員診断として再判定しました。')).toBeTruthy();
    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.url, JSON.parse(r.body)])).toEqual([
      ['/api/v1/employees/5/switch_diagnosis_result_to_employee', { result_id: 7 }],
    ]);
    const created = await screen.findByRole('region', { name: 'ミルメバイタル 社員診断' });
    expect(within(created).getByText('再判定した結果')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'ミルメバイタル 選考用診断' })).toBeTruthy();
  });

  it('[RESULTS] a selection admin may not re-score as a staff result, and the button is not offered', async () => {
    signInAs('senkou_admin');
    latest = { '5/shindan_senkou': vitalResult() };
    renderSection();
    await screen.findByRole('region', { name: 'ミルメバイタル 選考用診断' });
    expect(screen.getByRole('button', { name: 'PDFをダウンロード' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '社員診断として再判定' })).toBeNull();
  });

  it('[RESULTS] ?result= shows that past result in place of the latest, with a way back to it', async () => {
    latest = { '5/shindan_senkou': vitalResult({ id: 9 }) };
    byId = { 3: vitalResult({ id: 3, rank: 'A_RANK', taken_at: '2026-10-01T01:00:00Z' }) };
    renderSection('/employees/5?result=3');
    const section = await screen.findByRole('region', { name: 'ミルメバイタル 選考用診断' });
    expect(within(section).getByText('Aランク')).toBeTruthy();
    expect(
      within(section).getByText(/2026年10月1日\(木\) 10:00 に受検した過去の結果を表示しています/),
    ).toBeTruthy();
    expect(within(section).getByRole('link', { name: '最新の結果を表示' }).getAttribute('href')).toBe(
      '/employees/5',
    );
  });

  it('[RESULTS] ?result= naming no result of this person says so and shows the latest', async () => {
    latest = { '5/shindan_senkou': vitalResult({ id: 9 }) };
    renderSection('/employees/5?result=404');
    expect(await screen.findByText(/指定された診断結果を表示できませんでした/)).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'ミルメバイタル 選考用診断' })).toBeTruthy();
  });

  it('[RESULTS] an applicant sees the selection decision below the results', async () => {
    latest = { '5/shindan_senkou': vitalResult() };
    renderSection('/employees/5', employee(5, { employment_type: 'senkou' }));
    expect(await screen.findByRole('region', { name: '選考結果' })).toBeTruthy();
    expect(await screen.findByText('まだ選考結果は記録されていません')).toBeTruthy();
  });
});
