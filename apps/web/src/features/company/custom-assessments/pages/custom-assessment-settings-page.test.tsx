import type { TCustomAssessment } from '@mirume/shared';
import { screen, waitFor, within } from '@testing-library/react';
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
  result_count: 12,
  ...over,
});
let stored: TCustomAssessment[] = [];

function handler(request: RecordedRequest) {
  const url = new URL(request.url, 'http://api.test');
  if (url.pathname === '/api/v1/marcopolo_custom_assessment_settings' && request.method === 'GET')
    return { status: 200, body: { data: stored } };
  if (url.pathname === '/api/v1/marcopolo_custom_assessment_settings/handle') {
    const body = JSON.parse(request.body) as { assessments: TCustomAssessment[]; delete_results: boolean };
    // As the server answers: numbers parsed, blank → null.
    const num = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
    stored = body.assessments.map((a, i) => ({
      ...assessment({}),
      ...a,
      min_value: num(a.min_value),
      max_value: num(a.max_value),
      decimals: Number(a.decimals ?? 0),
      unit: a.unit || null,
      id: a.id ?? 100 + i,
      position: i,
      result_count: stored.find((s) => s.id === a.id)?.result_count ?? 0,
    }));
    return { status: 200, body: { data: stored } };
  }
  if (url.pathname === '/api/v1/marcopolo/validate') {
    return {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'ファイルの内容に誤りがあります。',
          details: { rows: [{ row: 2, errors: { 面接評価: ['1〜5の範囲で入力してください'] } }] },
        },
      },
    };
  }
  return fakeApi(fakeApiState({ user: signedIn }))(request);
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  signedIn = signInAs('admin');
  stored = [
    assessment({}),
    assessment({
      id: 2,
      name: '社内適性ランク',
      kind: 'rank',
      choices: ['S', 'A', 'B'],
      unit: null,
      min_value: null,
      max_value: null,
      decimals: 0,
      position: 1,
      result_count: 0,
    }),
  ];
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

const patches = () =>
  server.requests
    .filter((r) => r.method === 'PATCH')
    .map(
      (r) => JSON.parse(r.body) as { assessments: { id?: number; name: string }[]; delete_results: boolean },
    );

describe('[MARCOPOLO] the settings page', () => {
  it('[MARCOPOLO] lists the assessments with their rule and result count; moving one saves the whole list in the new order', async () => {
    const { user } = renderRoutes(routes, '/marcopolo_custom_assessment_settings');
    const table = await screen.findByRole('table', { name: 'カスタムアセスメント一覧' });
    const first = within(table).getByText('面接評価').closest('tr') as HTMLElement;
    expect(within(first).getByText('1〜5（点）、小数点以下1桁まで')).toBeTruthy();
    expect(within(first).getByText('12件')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '社内適性ランクを上へ' }));
    expect(await screen.findByText('並び順を保存しました。')).toBeTruthy();
    expect(patches()[0]?.assessments.map((a) => a.name)).toEqual(['社内適性ランク', '面接評価']);
  });

  it('[MARCOPOLO] deleting one with results asks first, naming the count, then sends delete_results', async () => {
    const { user } = renderRoutes(routes, '/marcopolo_custom_assessment_settings');
    await user.click(await screen.findByRole('button', { name: '面接評価を削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'カスタムアセスメントの削除' });
    expect(within(dialog).getByText(/結果が12件登録されています/)).toBeTruthy();
    expect(patches()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '結果もあわせて削除する' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]).toEqual({ assessments: [expect.objectContaining({ id: 2 })], delete_results: true });
  });

  it('[MARCOPOLO] adding checks the form in Japanese before sending', async () => {
    const { user } = renderRoutes(routes, '/marcopolo_custom_assessment_settings');
    await user.click(await screen.findByRole('button', { name: '追加する' }));
    const dialog = await screen.findByRole('dialog', { name: 'カスタムアセスメントの追加' });
    await user.type(within(dialog).getByLabelText('最小値'), '10');
    await user.type(within(dialog).getByLabelText('最大値'), '1');
    await user.click(within(dialog).getByRole('button', { name: '追加する' }));
    expect(await within(dialog).findByText('入力必須です')).toBeTruthy();
    expect(within(dialog).getByText('最小値は最大値以下にしてください')).toBeTruthy();
    expect(patches()).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/名称/), '筆記試験');
    await user.clear(within(dialog).getByLabelText('最小値'));
    await user.type(within(dialog).getByLabelText('最小値'), '0');
    await user.clear(within(dialog).getByLabelText('最大値'));
    await user.type(within(dialog).getByLabelText('最大値'), '100');
    await user.click(within(dialog).getByRole('button', { name: '追加する' }));
    expect(await screen.findByText('追加しました。')).toBeTruthy();
    expect(patches()[0]?.assessments.at(-1)).toMatchObject({
      name: '筆記試験',
      kind: 'number',
      min_value: '0',
      max_value: '100',
    });
  });

  it('[MARCOPOLO] a results file: every bad row the server names is listed, and the import stays disabled', async () => {
    const { user } = renderRoutes(routes, '/marcopolo_custom_assessment_settings');
    const input = await screen.findByLabelText('結果のCSVファイル');
    const file = new File(
      [
        `\uFEFF${toCsv([
          ['社員番号', '実施日', '面接評価'],
          ['E1001', '2026/04/01', '4.5'],
          ['E1002', '2026/04/01', '9'],
        ])}`,
      ],
      'results.csv',
      { type: 'text/csv' },
    );
    await user.upload(input, file);
    expect(await screen.findByText('results.csv（UTF-8）: 2件')).toBeTruthy();
    const errors = await screen.findByRole('table', { name: 'エラーのある行' });
    const bad = within(errors).getByText('3行目').closest('tr') as HTMLElement;
    expect(within(bad).getByText('E1002')).toBeTruthy();
    expect(within(bad).getByText('面接評価: 1〜5の範囲で入力してください')).toBeTruthy();
    expect((screen.getByRole('button', { name: '2件を取り込む' }) as HTMLButtonElement).disabled).toBe(true);
    const sent = server.requests.find((r) => r.url.includes('/marcopolo/validate'));
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      mode: 'add',
      file_name: 'results.csv',
      header: ['社員番号', '実施日', '面接評価'],
    });
  });
});
