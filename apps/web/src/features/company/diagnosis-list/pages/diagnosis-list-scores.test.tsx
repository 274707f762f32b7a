/**
 * 診断履歴 by the §3 T-score fields (アクセル, ブレーキ, 達成動機, 親和動機, パワー動機, 回避動機):
 * their columns and the 並び替え select sort by the list field the column shows (the newest
 * employee result's T-score, `sort=latest_accelerator` …), and one field's range filters the list
 * (`score_field`, `score_min`, `score_max`), kept for the session and cleared with the rest.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAs } from '@/test/fixtures';
import { diagnosisItem, latestResult, listAnswer } from '@/test/records/diagnosis-list';
import { EMPTY_CHART } from '@/test/records/employees';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, type Reply, startTestServer, type TestServer } from '@/test/test-server';
import { DIAGNOSIS_COLUMNS_KEY } from '../lib/columns';

let server: TestServer;

const ITEMS = [
  diagnosisItem(1, {
    last_name: '鈴木',
    first_name: '一郎',
    diagnosis_status: 'diagnosed',
    // The newest result is an applicant result; the list fields are the employee result's.
    latest_result: latestResult(11),
    latest_accelerator: 62.5,
    latest_brake: 41,
    achievement: 55.5,
  }),
  diagnosisItem(2, {
    last_name: '佐藤',
    first_name: '花子',
    diagnosis_status: 'diagnosed',
    latest_result: latestResult(12, { diagnosis_type: 'employee', rank: 'CONSIDERING' }),
    latest_accelerator: 48.1,
    latest_brake: 57.3,
    achievement: 44,
  }),
  diagnosisItem(3, { last_name: '高橋', first_name: '三郎' }),
];

async function handler(request: RecordedRequest): Promise<Reply> {
  const url = new URL(request.url, 'http://api.test');
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /api/v1/companies/3/diagnosis_list') return { status: 200, body: listAnswer(ITEMS) };
  if (route === 'GET /api/v1/organization_charts') return { status: 200, body: EMPTY_CHART };
  return fakeApi(fakeApiState({ user: signInAs('admin') }))(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  window.sessionStorage.clear();
  server.requests.length = 0;
  signInAs('admin');
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

const listCalls = () =>
  server.requests
    .filter((r) => new URL(r.url, 'http://api.test').pathname === '/api/v1/companies/3/diagnosis_list')
    .map((r) => new URL(r.url, 'http://api.test').searchParams);

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('[LIST-SCORES] 診断履歴 by the T-score list fields', () => {
  it('[LIST-SCORES] a T-score column sorts by the value it shows, and comes first while sorted', {
    timeout: 120_000,
  }, async () => {
    window.sessionStorage.setItem(DIAGNOSIS_COLUMNS_KEY, JSON.stringify({ all_metrics: true }));
    const { user } = renderRoutes(routes, '/diagnosis/history');
    const table = await screen.findByRole('table', { name: '社員一覧' });
    await user.click(within(table).getByRole('button', { name: 'アクセル' }));
    await waitFor(() => expect(listCalls().at(-1)?.get('sort')).toBe('latest_accelerator'));
    expect(listCalls().at(-1)?.get('order')).toBe('desc');
    const header = within(table).getByRole('columnheader', { name: 'アクセル' });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    // Picks box, 社員番号, 氏名, 最新の診断, 受検日, ランク, then the sorted T-score.
    expect(table.querySelectorAll('th')[6]?.textContent).toBe('アクセル');
    // The applicant's row shows the employee result's value it was sorted by.
    expect(within(within(table).getByRole('row', { name: /鈴木 一郎/ })).getByText('62.5')).toBeTruthy();

    await user.click(within(header).getByRole('button', { name: 'アクセル' }));
    await waitFor(() => expect(listCalls().at(-1)?.get('order')).toBe('asc'));
    await user.click(within(table).getByRole('button', { name: '回避動機' }));
    await waitFor(() => expect(listCalls().at(-1)?.get('sort')).toBe('avoidance'));
  });

  it('[LIST-SCORES] the 並び替え select offers the employee metrics as list-field sorts', {
    timeout: 120_000,
  }, async () => {
    renderRoutes(routes, '/diagnosis/history');
    await screen.findByRole('table', { name: '社員一覧' });
    await pick('並び替え', 'ブレーキ');
    await waitFor(() => expect(listCalls().at(-1)?.get('sort')).toBe('latest_brake'));
    await pick('並び替え', '親和動機');
    await waitFor(() => expect(listCalls().at(-1)?.get('sort')).toBe('affinity'));
    await pick('並び替え', 'パワー動機');
    await waitFor(() => expect(listCalls().at(-1)?.get('sort')).toBe('power'));
  });

  it('[LIST-SCORES] one field’s range filters the list, is kept for the session and cleared with the rest', {
    timeout: 120_000,
  }, async () => {
    const { user } = renderRoutes(routes, '/diagnosis/history');
    await screen.findByRole('table', { name: '社員一覧' });
    expect(screen.queryByLabelText('達成動機（以上）')).toBeNull();
    await pick('Tスコアで絞り込む', '達成動機');
    fireEvent.change(screen.getByLabelText('達成動機（以上）'), { target: { value: '45' } });
    fireEvent.change(screen.getByLabelText('達成動機（以下）'), { target: { value: '６０.５' } });
    await waitFor(() => expect(listCalls().at(-1)?.get('score_max')).toBe('60.5'));
    expect(Object.fromEntries(listCalls().at(-1) ?? [])).toMatchObject({
      score_field: 'achievement',
      score_min: '45',
      score_max: '60.5',
      page: '1',
    });
    expect(JSON.parse(window.sessionStorage.getItem('employeeCondition') ?? '{}')).toMatchObject({
      score_field: 'achievement',
      score_min: '45',
    });
    // Another field starts without bounds.
    await pick('Tスコアで絞り込む', '回避動機');
    await waitFor(() => expect(listCalls().at(-1)?.get('score_field')).toBe('avoidance'));
    expect(listCalls().at(-1)?.get('score_min')).toBeNull();
    fireEvent.change(screen.getByLabelText('回避動機（以下）'), { target: { value: '50' } });
    await waitFor(() => expect(listCalls().at(-1)?.get('score_max')).toBe('50'));

    await user.click(screen.getByRole('button', { name: '条件をクリア' }));
    await waitFor(() => expect(listCalls().at(-1)?.get('score_field')).toBeNull());
    expect(listCalls().at(-1)?.get('score_max')).toBeNull();
  });
});
