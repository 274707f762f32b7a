import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAs } from '@/test/fixtures';
import { diagnosisItem, latestResult, listAnswer } from '@/test/records/diagnosis-list';
import { EMPTY_CHART } from '@/test/records/employees';
import { renderRoutes } from '@/test/render';
import {
  apiError,
  type RecordedRequest,
  type Reply,
  startTestServer,
  type TestServer,
} from '@/test/test-server';
import { DIAGNOSIS_COLUMNS_KEY } from '../lib/columns';

let server: TestServer;
let signedIn = signInAs('admin');
/** Polls of the report job answered so far; the job is done on the second. */
let polls = 0;
let pdfStartReply: Reply | null = null;
let listReply: Reply | null = null;
const saved: { name: string; size: number }[] = [];

const PAGE_ONE = [
  diagnosisItem(1, {
    last_name: '鈴木',
    first_name: '一郎',
    kana_last_name: 'スズキ',
    employment_type: 'senkou',
    diagnosis_status: 'diagnosed',
    latest_result: latestResult(11),
    selection: 'employ',
  }),
  diagnosisItem(2, {
    last_name: '佐藤',
    first_name: '花子',
    diagnosis_status: 'diagnosed',
    latest_result: latestResult(12, {
      diagnosis_type: 'employee',
      rank: 'CONSIDERING',
      t_scores: { management_personnel_leadership: 58.2 },
    }),
    latest_management_personnel_leadership: 58.2,
  }),
  diagnosisItem(3, { last_name: '高橋', first_name: '三郎' }),
];
const PAGE_TWO = [
  diagnosisItem(4, {
    last_name: '田中',
    first_name: '四郎',
    employment_type: 'senkou',
    latest_result: latestResult(14, { rank: 'NG' }),
  }),
];

async function handler(request: RecordedRequest): Promise<Reply> {
  const url = new URL(request.url, 'http://api.test');
  const route = `${request.method} ${url.pathname}`;
  switch (route) {
    case 'GET /api/v1/companies/3/diagnosis_list': {
      if (listReply) return listReply;
      const page = Number(url.searchParams.get('page') ?? 1);
      return { status: 200, body: listAnswer(page === 2 ? PAGE_TWO : PAGE_ONE, page, 20, 24) };
    }
    case 'GET /api/v1/organization_charts':
      return { status: 200, body: EMPTY_CHART };
    case 'POST /api/v1/mirumevital_senkou_pdf_download_all': {
      if (pdfStartReply) return pdfStartReply;
      const { ids } = JSON.parse(request.body) as { ids: number[] };
      return { status: 202, body: { data: { job_id: 'job-1', total: ids.length } } };
    }
    case 'GET /api/v1/report_jobs/job-1': {
      polls += 1;
      const status = polls >= 2 ? 'done' : 'running';
      return {
        status: 200,
        body: {
          data: { job_id: 'job-1', diagnosis_type: 'senkou', status, done: polls, total: 2, error: null },
        },
      };
    }
    case 'GET /api/v1/report_jobs/job-1/file':
      return {
        status: 200,
        body: '%PDF-1.7',
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="mirumevital-senkou-2.pdf"',
        },
      };
    case 'GET /api/v1/mirumevital_senkou_csv_export_bulk':
    case 'GET /api/v1/mirumevital_employee_csv_export_bulk':
    case 'GET /api/v1/companies/3/mirumevital_csv_export_bulk_with_diff':
      return {
        status: 200,
        body: '社員番号,氏名',
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="results.csv"' },
      };
    default:
      return fakeApi(fakeApiState({ user: signedIn }))(request);
  }
}

const originalClick = HTMLAnchorElement.prototype.click;

beforeAll(async () => {
  server = await startTestServer(handler);
  // jsdom has no object URLs; record what would have been saved instead.
  URL.createObjectURL = (blob: Blob) => {
    saved.push({ name: 'blob', size: blob.size });
    return 'blob:test';
  };
  URL.revokeObjectURL = () => {};
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    const last = saved.at(-1);
    if (last) last.name = this.download;
  };
});
beforeEach(() => {
  window.sessionStorage.clear();
  server.requests.length = 0;
  saved.length = 0;
  polls = 0;
  pdfStartReply = null;
  listReply = null;
  signedIn = signInAs('admin');
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  HTMLAnchorElement.prototype.click = originalClick;
  await server.close();
});

const calls = (path: string) =>
  server.requests
    .filter((r) => r.method === 'GET' && new URL(r.url, 'http://api.test').pathname === path)
    .map((r) => new URL(r.url, 'http://api.test').searchParams);
const listCalls = () => calls('/api/v1/companies/3/diagnosis_list');

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('[RESULTS] the diagnosis list at /diagnosis/history', () => {
  it('[RESULTS] shows each person’s latest result, rank, selection decision and T-scores', async () => {
    window.sessionStorage.setItem(
      DIAGNOSIS_COLUMNS_KEY,
      JSON.stringify({ selection: true, all_metrics: true }),
    );
    renderRoutes(routes, '/diagnosis/history');
    const table = await screen.findByRole('table', { name: '社員一覧' });
    const suzuki = within(table).getByRole('row', { name: /鈴木 一郎/ });
    expect(within(suzuki).getByRole('link', { name: '鈴木 一郎' }).getAttribute('href')).toBe('/employees/1');
    expect(within(suzuki).getByText('選考用診断')).toBeTruthy();
    // Taken at 15:30 UTC on the 20th is the 21st in Tokyo.
    expect(within(suzuki).getByText('2026/11/21')).toBeTruthy();
    expect(within(suzuki).getByText('Aランク')).toBeTruthy();
    expect(within(suzuki).getByText('採用')).toBeTruthy();
    const sato = within(table).getByRole('row', { name: /佐藤 花子/ });
    expect(within(sato).getByText('検討')).toBeTruthy();
    expect(within(sato).getByText('58.2')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'リーダーシップ' })).toBeTruthy();
    // Without a result a row cannot be picked for the bulk actions.
    expect(
      (within(table).getByRole('checkbox', { name: '高橋 三郎（結果なし）' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.getByText('24件', { exact: true })).toBeTruthy();
    expect(screen.getByRole('link', { name: '社員を登録' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CSVで一括登録' })).toBeTruthy();
    expect(listCalls()[0]?.get('sort')).toBe('created_at');
    expect(listCalls()[0]?.get('per')).toBe('20');
  });

  it('[RESULTS] a worker may register one by one but is not offered the CSV import', async () => {
    signedIn = signInAs('worker');
    renderRoutes(routes, '/diagnosis/history');
    await screen.findByRole('table', { name: '社員一覧' });
    expect(screen.getByRole('link', { name: '社員を登録' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'CSVで一括登録' })).toBeNull();
  });

  it('[RESULTS] a condition the API refuses is named in Japanese', async () => {
    listReply = apiError(400, 'VALIDATION_ERROR', '入力内容に誤りがあります。', {
      rank: ['無効な選択肢です'],
    });
    renderRoutes(routes, '/diagnosis/history');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('入力内容に誤りがあります。');
    expect(alert.textContent).toContain('ランク: 無効な選択肢です');
  });

  it('[RESULTS] filters become the query string, are kept in sessionStorage and come back', async () => {
    const first = renderRoutes(routes, '/diagnosis/history');
    await screen.findByRole('table', { name: '社員一覧' });
    fireEvent.change(screen.getByLabelText('氏名・フリガナ・社員番号で検索'), {
      target: { value: 'スズキ' },
    });
    await first.user.click(screen.getByRole('button', { name: '選考中' }));
    await first.user.click(screen.getByRole('button', { name: '正社員' }));
    await pick('診断の種類', '選考用診断');
    await pick('ランク', 'Bランク');
    await pick('選考結果', '検討中');
    fireEvent.change(screen.getByLabelText('受検日（から）'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('受検日（まで）'), { target: { value: '2026-10-31' } });
    fireEvent.change(screen.getByLabelText('部署'), { target: { value: '営業部' } });

    await waitFor(() => expect(listCalls().at(-1)?.get('department')).toBe('営業部'));
    const last = listCalls().at(-1);
    expect(Object.fromEntries(last ?? [])).toMatchObject({
      q: 'スズキ',
      employment_type: 'senkou,full_time',
      diagnosis_type: 'senkou',
      rank: 'B_RANK',
      selection: 'unsettled',
      taken_from: '2026-10-01',
      taken_to: '2026-10-31',
      page: '1',
    });
    expect(JSON.parse(window.sessionStorage.getItem('employeeCondition') ?? '{}')).toMatchObject({
      diagnosis_type: 'senkou',
      rank: 'B_RANK',
      taken_from: '2026-10-01',
    });
    expect(JSON.parse(window.sessionStorage.getItem('searchAllEmployees') ?? 'null')).toBe('スズキ');

    // 社員診断 has no Bランク: changing the type drops the rank.
    await pick('診断の種類', '社員診断');
    await waitFor(() => expect(listCalls().at(-1)?.get('diagnosis_type')).toBe('employee'));
    expect(listCalls().at(-1)?.get('rank')).toBeNull();
    first.unmount();

    server.requests.length = 0;
    const second = renderRoutes(routes, '/diagnosis/history');
    await screen.findByRole('table', { name: '社員一覧' });
    const restored = listCalls()[0];
    expect(restored?.get('q')).toBe('スズキ');
    expect(restored?.get('diagnosis_type')).toBe('employee');
    expect(restored?.get('taken_to')).toBe('2026-10-31');
    await second.user.click(screen.getByRole('button', { name: '条件をクリア' }));
    await waitFor(() => {
      expect(listCalls().at(-1)?.get('diagnosis_type')).toBeNull();
      expect(listCalls().at(-1)?.get('q')).toBeNull();
    });
  }, 120_000);

  it('[RESULTS] fits 1,280 px by default; more columns are picked from 表示する列 and kept', async () => {
    const { user, unmount } = renderRoutes(routes, '/diagnosis/history');
    const table = await screen.findByRole('table', { name: '社員一覧' });
    // Read from the DOM: while the menu is open the rest of the page is hidden from the a11y tree.
    const headers = () => [...table.querySelectorAll('th')].map((h) => h.textContent);
    expect(headers()).not.toContain('選考結果');
    expect(headers()).not.toContain('部署');
    expect(headers()).toContain('診断状況');
    // Pick box, 社員番号, 氏名, 最新の診断, 受検日, ランク, two T-scores and 診断状況.
    expect(headers()).toHaveLength(9);

    await user.click(screen.getByRole('button', { name: '表示する列' }));
    const menu = await screen.findByRole('menu', { name: '表示する列' });
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: '選考結果' }));
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: '部署' }));
    expect(within(menu).getByRole('menuitemcheckbox', { name: '部署' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(headers()).toContain('選考結果');
    expect(headers()).toContain('部署');
    expect(within(table).getAllByText('採用', { ignore: 'li' }).length).toBeGreaterThan(0);
    unmount();

    // Kept for the session, like the list's conditions.
    renderRoutes(routes, '/diagnosis/history');
    const again = await screen.findByRole('table', { name: '社員一覧' });
    expect([...again.querySelectorAll('th')].map((h) => h.textContent)).toContain('部署');
  });

  it('[RESULTS] sorts by any metric of the chosen type from the select and the column headers', async () => {
    window.sessionStorage.setItem(DIAGNOSIS_COLUMNS_KEY, JSON.stringify({ all_metrics: true }));
    const { user } = renderRoutes(routes, '/diagnosis/history');
    const table = await screen.findByRole('table', { name: '社員一覧' });
    await pick('診断の種類', '選考用診断');
    // 選考用診断 lists the applicant metrics, not the employee ones.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '並び替え' }));
    expect(screen.queryByRole('option', { name: 'リーダーシップ' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: '集中力' }));
    await waitFor(() => expect(listCalls().at(-1)?.get('sort')).toBe('metric:concentration'));
    expect(listCalls().at(-1)?.get('order')).toBe('desc');
    const header = within(table).getByRole('columnheader', { name: '集中力' });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(within(within(table).getByRole('row', { name: /鈴木 一郎/ })).getByText('56.4')).toBeTruthy();

    await user.click(within(header).getByRole('button', { name: '集中力' }));
    await waitFor(() => expect(listCalls().at(-1)?.get('order')).toBe('asc'));
    await user.click(within(table).getByRole('button', { name: 'パフォーマンス' }));
    await waitFor(() => expect(listCalls().at(-1)?.get('sort')).toBe('metric:performance'));
    expect(listCalls().at(-1)?.get('order')).toBe('desc');
    await user.click(within(table).getByRole('button', { name: '受検日' }));
    await waitFor(() => expect(listCalls().at(-1)?.get('sort')).toBe('taken_at'));
    // Every metric column is rendered several times over; a busy machine needs more than the default.
  });

  it('[RESULTS] picks survive paging; the PDF job’s progress is shown and the file is saved', async () => {
    const { user } = renderRoutes(routes, '/diagnosis/history');
    const table = await screen.findByRole('table', { name: '社員一覧' });
    await user.click(within(table).getByRole('checkbox', { name: '鈴木 一郎の結果を選択' }));
    await user.click(screen.getByRole('button', { name: '次のページ' }));
    await user.click(await screen.findByRole('checkbox', { name: '田中 四郎の結果を選択' }));
    expect(screen.getByText('24件（2件の結果を選択中）')).toBeTruthy();

    // Both picks are 選考用診断, so the button starts at once.
    await user.click(screen.getByRole('button', { name: 'PDFを一括ダウンロード' }));
    const dialog = await screen.findByRole('dialog', { name: 'PDFの一括ダウンロード' });
    expect(
      await within(dialog).findByText('PDFを作成しています（1 / 2件）', {}, { timeout: 3000 }),
    ).toBeTruthy();
    const bar = within(dialog).getByRole('progressbar', { name: 'PDFの作成状況' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(await screen.findByText('PDFを一括ダウンロードしました。', {}, { timeout: 4000 })).toBeTruthy();
    const started = server.requests.find((r) => r.url === '/api/v1/mirumevital_senkou_pdf_download_all');
    expect(JSON.parse(started?.body ?? '{}')).toEqual({ ids: [11, 14] });
    expect(saved).toEqual([{ name: 'mirumevital-senkou-2.pdf', size: '"%PDF-1.7"'.length }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('[RESULTS] a busy PDF service (429) is explained in Japanese', async () => {
    pdfStartReply = apiError(
      429,
      'RATE_LIMITED',
      'ほかのPDFの作成が進行中です。完了してから、もう一度お試しください。',
    );
    const { user } = renderRoutes(routes, '/diagnosis/history');
    const table = await screen.findByRole('table', { name: '社員一覧' });
    await user.click(within(table).getByRole('checkbox', { name: '鈴木 一郎の結果を選択' }));
    await user.click(screen.getByRole('button', { name: 'PDFを一括ダウンロード' }));
    const dialog = await screen.findByRole('dialog', { name: 'PDFの一括ダウンロード' });
    expect(
      await within(dialog).findByText('ほかのPDFの作成が進行中です。完了してから、もう一度お試しください。'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([]);
  });

  it('[RESULTS] with results of both types picked, the PDF button asks which type', async () => {
    const { user } = renderRoutes(routes, '/diagnosis/history');
    const table = await screen.findByRole('table', { name: '社員一覧' });
    await user.click(within(table).getByRole('checkbox', { name: 'このページの結果をすべて選択' }));
    await user.click(screen.getByRole('button', { name: 'PDFを一括ダウンロード' }));
    expect(await screen.findByRole('menuitem', { name: '選考用診断の結果（1件）' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: '社員診断の結果（1件）' })).toBeTruthy();
  });

  it('[RESULTS] the CSV export calls the picked, filtered and latest-vs-previous downloads', async () => {
    const { user } = renderRoutes(routes, '/diagnosis/history');
    const table = await screen.findByRole('table', { name: '社員一覧' });
    fireEvent.change(screen.getByLabelText('氏名・フリガナ・社員番号で検索'), {
      target: { value: 'サトウ' },
    });
    await pick('ランク', 'NG');
    fireEvent.change(screen.getByLabelText('受検日（から）'), { target: { value: '2026-11-01' } });
    await user.click(within(table).getByRole('checkbox', { name: '佐藤 花子の結果を選択' }));

    // Picked results: the dialog starts on them and on their type.
    await user.click(screen.getByRole('button', { name: 'CSVエクスポート' }));
    let dialog = await screen.findByRole('dialog', { name: 'CSVエクスポート' });
    expect(
      (within(dialog).getByRole('radio', { name: '選択した結果（1件）' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((within(dialog).getByRole('radio', { name: '社員診断（1件）' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      (within(dialog).getByRole('radio', { name: '選考用診断（0件）' }) as HTMLInputElement).disabled,
    ).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'Shift_JIS' }));
    await user.click(within(dialog).getByRole('button', { name: 'ダウンロード' }));
    expect(await screen.findByText('CSVをダウンロードしました。')).toBeTruthy();
    expect(Object.fromEntries(calls('/api/v1/mirumevital_employee_csv_export_bulk')[0] ?? [])).toEqual({
      encoding: 'sjis',
      ids: '12',
    });
    expect(saved.at(-1)?.name).toBe('results.csv');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Everything matching the filters the export understands; the encoding chosen before is kept.
    await user.click(screen.getByRole('button', { name: 'CSVエクスポート' }));
    dialog = await screen.findByRole('dialog', { name: 'CSVエクスポート' });
    await user.click(within(dialog).getByRole('radio', { name: '絞り込み条件に一致するすべての結果' }));
    await user.click(within(dialog).getByRole('radio', { name: '選考用診断' }));
    expect(within(dialog).getByText(/検索「サトウ」、ランク「NG」、受検日 2026-11-01〜/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'ダウンロード' }));
    await waitFor(() => expect(calls('/api/v1/mirumevital_senkou_csv_export_bulk')).toHaveLength(1));
    expect(Object.fromEntries(calls('/api/v1/mirumevital_senkou_csv_export_bulk')[0] ?? [])).toEqual({
      encoding: 'sjis',
      q: 'サトウ',
      rank: 'NG',
      from: '2026-11-01',
    });

    // Latest against previous, per type.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'CSVエクスポート' }));
    dialog = await screen.findByRole('dialog', { name: 'CSVエクスポート' });
    await user.click(within(dialog).getByRole('radio', { name: /前回との比較付きCSV/ }));
    await user.click(within(dialog).getByRole('radio', { name: '社員診断' }));
    await user.click(within(dialog).getByRole('radio', { name: 'UTF-8（Excel向け・BOM付き）' }));
    await user.click(within(dialog).getByRole('button', { name: 'ダウンロード' }));
    await waitFor(() =>
      expect(calls('/api/v1/companies/3/mirumevital_csv_export_bulk_with_diff')).toHaveLength(1),
    );
    expect(
      Object.fromEntries(calls('/api/v1/companies/3/mirumevital_csv_export_bulk_with_diff')[0] ?? []),
    ).toEqual({ diagnosis_type: 'employee', encoding: 'utf8' });
  }, 120_000);
});
