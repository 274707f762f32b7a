import { SELECTION_ONLY_APPLICANTS_MESSAGE, type TSelectionDecision } from '@mirume/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { signInAs } from '@/test/fixtures';
import { decision } from '@/test/records/results';
import { renderPage } from '@/test/render';
import {
  apiError,
  type RecordedRequest,
  type Reply,
  startTestServer,
  type TestServer,
} from '@/test/test-server';
import { SelectionDecisionCard } from './selection-decision-card';

let server: TestServer;
let history: TSelectionDecision[] = [];
let putReply: Reply | null = null;

function handler(request: RecordedRequest): Reply {
  if (!request.url.endsWith('/api/v1/employees/5/selection_decision')) {
    return apiError(404, 'NOT_FOUND', 'お探しのデータは見つかりませんでした。');
  }
  if (request.method === 'PUT') {
    if (putReply) return putReply;
    const body = JSON.parse(request.body);
    const recorded = decision(history.length + 1, {
      decision: body.decision,
      note: body.note,
      result_id: body.result_id,
      decided_by_name: '山田 太郎',
      decided_at: '2026-11-22T01:30:00Z',
    });
    history = [recorded, ...history];
  }
  return { status: 200, body: { data: { current: history[0] ?? null, history } } };
}

beforeAll(async () => {
  server = await startTestServer(handler);
});
beforeEach(() => {
  signInAs('admin');
  history = [];
  putReply = null;
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.origin });
});
afterAll(async () => {
  await server.close();
});

const puts = () => server.requests.filter((r) => r.method === 'PUT').map((r) => JSON.parse(r.body));

describe('[RESULTS] the applicant’s selection decision', () => {
  it('[RESULTS] recording 不採用 with a note sends it with the result, says 保存しました and shows who and when', async () => {
    history = [decision(1, { decision: 'unsettled', note: '二次面接で確認' })];
    const { user } = renderPage(<SelectionDecisionCard employeeId={5} resultId={7} canRecord />);
    const card = await screen.findByRole('region', { name: '選考結果' });
    await within(card).findByText('2026年11月21日(土) 15:00 に佐藤 花子さんが記録しました');
    expect(within(card).getAllByText('検討中').length).toBeGreaterThan(0);
    expect(within(card).getByRole('button', { name: '検討中' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(card).getByRole('button', { name: '不採用' }));
    const note = within(card).getByRole('textbox', { name: 'メモ（任意）' });
    await user.clear(note);
    await user.type(note, '配属先の希望が合わない');
    await user.click(within(card).getByRole('button', { name: '保存する' }));

    expect(await screen.findByText('保存しました。')).toBeTruthy();
    expect(puts()).toEqual([{ decision: 'unemploy', note: '配属先の希望が合わない', result_id: 7 }]);
    await within(card).findByText('2026年11月22日(日) 10:30 に山田 太郎さんが記録しました');
    const table = within(card).getByRole('table', { name: '選考結果の履歴' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2026年11月22日(日) 10:30不採用山田 太郎配属先の希望が合わない',
      '2026年11月21日(土) 15:00検討中佐藤 花子二次面接で確認',
    ]);
  });

  it('[RESULTS] saving without a choice asks for one and sends nothing; an API refusal is shown', async () => {
    const { user } = renderPage(<SelectionDecisionCard employeeId={5} resultId={null} canRecord />);
    expect(await screen.findByText('まだ選考結果は記録されていません')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect((await screen.findByRole('alert')).textContent).toBe('選考結果を選択してください');
    expect(puts()).toEqual([]);

    putReply = apiError(422, 'VALIDATION', SELECTION_ONLY_APPLICANTS_MESSAGE);
    await user.click(screen.getByRole('button', { name: '採用' }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText(SELECTION_ONLY_APPLICANTS_MESSAGE)).toBeTruthy();
    expect(puts()).toEqual([{ decision: 'employ', note: null, result_id: null }]);
  });

  it('[RESULTS] someone who may not record sees the decision read-only', async () => {
    history = [decision(1, { decision: 'employ' })];
    renderPage(<SelectionDecisionCard employeeId={5} resultId={7} canRecord={false} />);
    const card = await screen.findByRole('region', { name: '選考結果' });
    await waitFor(() => expect(within(card).getAllByText('採用').length).toBeGreaterThan(0));
    expect(within(card).queryByRole('button', { name: '保存する' })).toBeNull();
    expect(within(card).queryByRole('textbox')).toBeNull();
  });
});
