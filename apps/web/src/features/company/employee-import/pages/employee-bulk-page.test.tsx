import { EMPLOYEE_CSV_HEADERS } from '@mirume/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { configureApiClient } from '@/lib/api-client';
import { toCsv } from '@/lib/csv';
import { fakeApi, fakeApiState } from '@/test/fake-api';
import { signInAs } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { type RecordedRequest, startTestServer, type TestServer } from '@/test/test-server';

let server: TestServer;
let signedIn = signInAs('admin');
/** Employee numbers the stand-in API already holds. */
const existing = new Set(['E900']);

function handler(request: RecordedRequest) {
  const url = new URL(request.url, 'http://api.test');
  if (request.method === 'POST' && url.pathname === '/api/v1/employees/create_employee_bulk/validate') {
    const { rows, mode } = JSON.parse(request.body) as { mode: string; rows: Record<string, string>[] };
    const bad = rows
      .map((row, i) => ({ row: i + 1, id: row.employee_id ?? '' }))
      .filter((r) => mode === 'add' && existing.has(r.id))
      .map((r) => ({ row: r.row, errors: { employee_id: ['この社員番号は既に登録されています'] } }));
    if (bad.length > 0) {
      return {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'ファイルの内容に誤りがあります。',
            details: { rows: bad },
          },
        },
      };
    }
    return { status: 200, body: { data: { total: rows.length, created: rows.length, updated: 0 } } };
  }
  return fakeApi(fakeApiState({ user: signedIn }))(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  signedIn = signInAs('admin');
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

const row = (id: string, kana: string, type = '正社員') => [
  id,
  '山田',
  '太郎',
  kana,
  'タロウ',
  '男性',
  '1990/4/1',
  '',
  type,
  '営業部',
  '',
  '',
  '',
];

function csvFile(rows: string[][], name = 'staff.csv') {
  return new File([`\uFEFF${toCsv([EMPLOYEE_CSV_HEADERS, ...rows])}`], name, { type: 'text/csv' });
}

describe('[BULK] the bulk registration page', () => {
  it('[BULK] a file with a bad row shows that row with its Japanese reasons, and the import stays disabled', async () => {
    const { user } = renderRoutes(routes, '/employees/new-bulk');
    const input = await screen.findByLabelText('CSVファイル');
    await user.upload(
      input,
      csvFile([row('E001', 'ヤマダ'), row('E002', 'やまだ', '社長'), row('E003', 'ヤマダ')]),
    );

    expect(await screen.findByText('staff.csv（UTF-8）: 3件')).toBeTruthy();
    expect(screen.getByText(/1件の行にエラーがあります/)).toBeTruthy();
    const table = screen.getByRole('table', { name: '取り込む内容のプレビュー' });
    const bad = within(table).getByText('3行目').closest('tr') as HTMLElement;
    expect(bad.getAttribute('aria-invalid')).toBe('true');
    expect(within(bad).getByText('セイ: 全角カタカナで入力してください')).toBeTruthy();
    expect(within(bad).getByText(/^雇用形態: 「社長」は使えません。/)).toBeTruthy();
    // Only the bad row is listed while errors exist.
    expect(within(table).queryByText('2行目')).toBeNull();
    expect((screen.getByRole('button', { name: '3件を取り込む' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('[BULK] an employee number already registered is marked from the server check; updating instead clears it', async () => {
    const { user } = renderRoutes(routes, '/employees/new-bulk');
    const input = await screen.findByLabelText('CSVファイル');
    await user.upload(input, csvFile([row('E001', 'ヤマダ'), row('E900', 'ヤマダ')]));

    const message = await screen.findByText('社員番号: この社員番号は既に登録されています');
    const bad = message.closest('tr') as HTMLElement;
    expect(within(bad).getByText('3行目')).toBeTruthy();
    expect(bad.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: '2件を取り込む' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('radio', { name: '社員番号が一致する社員を更新' }));
    expect(await screen.findByText(/エラーはありません。/)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '2件を取り込む' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });

  it('[BULK] a Shift_JIS file is detected and read', async () => {
    const { user } = renderRoutes(routes, '/employees/new-bulk');
    const input = await screen.findByLabelText('CSVファイル');
    // Header 社員番号,姓,名,セイ,メイ,雇用形態 and one row, encoded in Shift_JIS by hand.
    const sjis = (hex: string) => Uint8Array.from(hex.split(' ').map((h) => Number.parseInt(h, 16)));
    const header = sjis(
      '8e d0 88 f5 94 d4 8d 86 2c 90 a9 2c 96 bc 2c 83 5a 83 43 2c 83 81 83 43 2c 8c d9 97 70 8c 60 91 d4 0d 0a',
    );
    const data = sjis(
      '45 31 2c 8e 52 93 63 2c 91 be 98 59 2c 83 84 83 7d 83 5f 2c 83 5e 83 8d 83 45 2c 90 b3 8e d0 88 f5 0d 0a',
    );
    await user.upload(input, new File([header, data], 'sjis.csv', { type: 'text/csv' }));
    expect(await screen.findByText('sjis.csv（Shift_JIS）: 1件')).toBeTruthy();
    expect(await screen.findByText(/エラーはありません。/)).toBeTruthy();
  });

  it('[BULK] a file that is not CSV is refused before reading', async () => {
    renderRoutes(routes, '/employees/new-bulk');
    const input = await screen.findByLabelText('CSVファイル');
    // The file dialog offers .csv only; a drop or "all files" can still bring anything.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['x'], 'staff.xlsx'));
    expect(await screen.findByText('CSVファイル（拡張子 .csv）を選択してください。')).toBeTruthy();
  });

  it('[BULK] a worker is told who may import and pointed to the one-by-one registration', async () => {
    signedIn = signInAs('worker');
    renderRoutes(routes, '/employees/new-bulk');
    expect(
      await screen.findByText(/CSVでの一括登録は、総合管理者・社員管理者・選考管理者が行えます。/),
    ).toBeTruthy();
    expect(screen.queryByLabelText('CSVファイル')).toBeNull();
    expect(screen.getByRole('link', { name: '社員を登録' }).getAttribute('href')).toBe('/employees/new');
  });
});
