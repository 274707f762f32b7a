/**
 * The HCI-AS, EMERGENETICS and energizer sections of a person's page (/employees/:id), against a
 * real HTTP server standing in for the API: empty states with 結果を登録, the newest result with
 * its key values, the derived energizer beside the entered one, deleting after a confirmation that
 * names the date, the HCI check switch, the files, and what a worker may not do.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { signInAs } from '@/test/fixtures';
import {
  assessmentsTestApi,
  emergeneticRecord,
  energizerRecord,
  hciRecord,
  musashinoEnergizer,
} from '@/test/records/assessment-results';
import { renderRoutes } from '@/test/render';

const saved: string[] = [];
const originalClick = HTMLAnchorElement.prototype.click;

const api = assessmentsTestApi((request, path, held) => {
  const one = /^\/employees\/5\/hcis\/(\d+)$/.exec(path);
  if (one && request.method === 'DELETE') {
    held.hcis = held.hcis.filter((r) => r.id !== Number(one[1]));
    return { status: 204 };
  }
  const check = /^\/employees\/5\/hcis\/(\d+)\/check_state$/.exec(path);
  if (check && request.method === 'PATCH') {
    const { check_state } = JSON.parse(request.body);
    held.hcis = held.hcis.map((r) => (r.id === Number(check[1]) ? { ...r, check_state } : r));
    return { status: 200, body: { data: held.hcis.find((r) => r.id === Number(check[1])) } };
  }
  if (/\/(pdf_download\.pdf|sheet)$/.test(path)) {
    const name = path.endsWith('.pdf') ? 'HCI-AS結果.pdf' : '結果シート.png';
    return {
      status: 200,
      body: 'file',
      headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}` },
    };
  }
  return null;
});

beforeAll(() => {
  // jsdom has no object URLs; record the name the file would have been saved under.
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => {};
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    saved.push(this.download);
  };
});
beforeEach(() => {
  saved.length = 0;
});
afterAll(() => {
  HTMLAnchorElement.prototype.click = originalClick;
});

const section = (name: string) => screen.findByRole('region', { name });

describe('[ASSESSMENTS] the sections on a person’s page', () => {
  it('[ASSESSMENTS] without results each instrument says so and offers 結果を登録 to its entry page', async () => {
    renderRoutes(routes, '/employees/5');
    for (const [name, label, href] of [
      ['HCI-ASの結果', 'HCI-AS', '/employees/5/hcis/new'],
      ['EMERGENETICSの結果', 'EMERGENETICS', '/employees/5/emergenetics/new'],
      ['エナジャイザーの結果', 'エナジャイザー', '/employees/5/energizers/new'],
    ] as const) {
      const region = await section(name);
      expect(await within(region).findByText(new RegExp(`まだ${label}の結果がありません。`))).toBeTruthy();
      expect(
        within(region)
          .getByRole('link', { name: `${label}の結果を登録` })
          .getAttribute('href'),
      ).toBe(href);
      expect(within(region).queryByRole('button', { name: `${label}の結果を削除` })).toBeNull();
    }
  });

  it('[ASSESSMENTS] the newest HCI-AS result: date, provider, 判定, 確認状況, 総合得点 and the six scales', async () => {
    api.held.hcis = [
      hciRecord(12, '2026-10-01', { stress_tolerance: 8, total_score: 72 }, { provider: '株式会社HCI' }),
      hciRecord(11, '2026-04-01', {}, { result: 'failed' }),
    ];
    renderRoutes(routes, '/employees/5');
    const region = await section('HCI-ASの結果');
    expect(await within(region).findByText('2026年10月1日')).toBeTruthy();
    expect(within(region).getByText('株式会社HCI')).toBeTruthy();
    expect(within(region).getByText('2件（最新の結果を表示）')).toBeTruthy();
    expect(within(region).getByText('合格')).toBeTruthy();
    expect(within(region).queryByText('不合格')).toBeNull();
    expect(within(region).getByText('72 / 100')).toBeTruthy();
    expect(within(region).getByLabelText('HCI-ASの6つの尺度（標準得点 1〜10）').textContent).toBe(
      'ストレス耐性8 / 10自己統制5 / 10対人関係7 / 10誠実性8 / 10意欲6 / 10適応性5 / 10',
    );
    expect(within(region).getByRole('switch', { name: '確認状況' })).toHaveProperty('checked', false);
    expect(within(region).getByRole('link', { name: 'HCI-ASの結果を編集' }).getAttribute('href')).toBe(
      '/employees/5/hcis/12/edit',
    );
    expect(within(region).getByRole('link', { name: 'HCI-ASの推移を見る' }).getAttribute('href')).toBe(
      '/employees/5/history-hci',
    );
    // No sheet was attached: nothing to download but the report.
    expect(within(region).queryByRole('button', { name: 'HCI-ASの結果シートをダウンロード' })).toBeNull();
  });

  it('[ASSESSMENTS] the check switch saves 確認状況 at once and says 更新しました。', async () => {
    api.held.hcis = [hciRecord(12, '2026-10-01')];
    const { user } = renderRoutes(routes, '/employees/5');
    const region = await section('HCI-ASの結果');
    await user.click(await within(region).findByRole('switch', { name: '確認状況' }));
    expect(await screen.findByText('更新しました。')).toBeTruthy();
    const patch = api.server.requests.find((r) => r.method === 'PATCH');
    expect(patch?.url).toBe('/api/v1/employees/5/hcis/12/check_state');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ check_state: 'checked' });
    await waitFor(() =>
      expect(within(region).getByRole('switch', { name: '確認状況' })).toHaveProperty('checked', true),
    );
  });

  it('[ASSESSMENTS] deleting asks first naming the date, then the previous result is shown', async () => {
    api.held.hcis = [hciRecord(12, '2026-10-01'), hciRecord(11, '2026-04-01', {}, { result: 'failed' })];
    const { user } = renderRoutes(routes, '/employees/5');
    const region = await section('HCI-ASの結果');
    await user.click(await within(region).findByRole('button', { name: 'HCI-ASの結果を削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'HCI-ASの結果の削除' });
    expect(dialog.textContent).toContain('2026年10月1日に受検したHCI-ASの結果を削除します。');
    // Cancelling deletes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.server.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(within(region).getByRole('button', { name: 'HCI-ASの結果を削除' }));
    const again = await screen.findByRole('dialog', { name: 'HCI-ASの結果の削除' });
    await user.click(within(again).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('削除しました。')).toBeTruthy();
    expect(api.server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/v1/employees/5/hcis/12',
    ]);
    expect(await within(region).findByText('2026年4月1日')).toBeTruthy();
    expect(within(region).getByText('不合格')).toBeTruthy();
  });

  it('[ASSESSMENTS] downloads the PDF report and the original sheet of the shown result', async () => {
    api.held.hcis = [
      hciRecord(
        12,
        '2026-10-01',
        {},
        {
          sheet: { file_id: 3, file_name: 'hci.png', content_type: 'image/png', size_bytes: 2048 },
          entry_method: 'ocr',
        },
      ),
    ];
    const { user } = renderRoutes(routes, '/employees/5');
    const region = await section('HCI-ASの結果');
    expect(await within(region).findByText('シート読み取り')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'HCI-ASのPDFをダウンロード' }));
    await waitFor(() => expect(saved).toEqual(['HCI-AS結果.pdf']));
    await user.click(within(region).getByRole('button', { name: 'HCI-ASの結果シートをダウンロード' }));
    await waitFor(() => expect(saved).toEqual(['HCI-AS結果.pdf', '結果シート.png']));
    expect(api.server.requests.filter((r) => /pdf_download|sheet$/.test(r.url)).map((r) => r.url)).toEqual([
      '/api/v1/employees/5/hcis/12/pdf_download.pdf',
      '/api/v1/employees/5/hcis/12/sheet',
    ]);
  });

  it('[ASSESSMENTS] EMERGENETICS shows the ten group scores as two bar charts', async () => {
    api.held.emergenetics = [
      emergeneticRecord(21, '2026-09-01', { sociability: 80, assertiveness: 70, activity: 90 }),
    ];
    renderRoutes(routes, '/employees/5');
    const region = await section('EMERGENETICSの結果');
    expect(
      await within(region).findByRole('img', {
        name: 'パーソナリティの領域得点: 外向性 80、協調性 50、思慮深さ 50、情緒安定性 50、知的好奇心 50',
      }),
    ).toBeTruthy();
    expect(
      within(region).getByRole('img', {
        name: '成長領域の領域得点: 創造性 50、異文化適応 50、ストレス適応 50、自己実現 50、社会的成功 50',
      }),
    ).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'EMERGENETICSのPDFをダウンロード' })).toBeTruthy();
  });

  it('[ASSESSMENTS] the energizer shows the entered scales beside the mirumevital-derived ones, labelled as derived', async () => {
    api.held.energizers = [energizerRecord(31, '2026-10-20')];
    api.held.musashino = musashinoEnergizer();
    renderRoutes(routes, '/employees/5');
    const region = await section('エナジャイザーの結果');
    const table = await within(region).findByRole('table', { name: 'エナジャイザーの尺度' });
    // The entered result and the derived one come from two requests; the table shows the first
    // to arrive, so wait for the derived column before reading the rows.
    await within(table).findByText(/ミルメバイタルからの換算/);
    const [head, accelerator] = within(table).getAllByRole('row');
    expect(head?.textContent).toBe(
      '尺度（標準得点 1〜10）受検結果2026年10月20日ミルメバイタルからの換算（参考）2026年9月15日・社員診断',
    );
    expect(accelerator?.textContent).toBe('アクセル7 / 106 / 10');
    expect(within(region).getByText(/エナジャイザーを受検した結果ではありません。/)).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'エナジャイザーのPDFをダウンロード' })).toBeTruthy();
  });

  it('[ASSESSMENTS] without an entered energizer the derived view still shows, under the empty state', async () => {
    api.held.musashino = musashinoEnergizer();
    renderRoutes(routes, '/employees/5');
    const region = await section('エナジャイザーの結果');
    expect(await within(region).findByText(/まだエナジャイザーの結果がありません。/)).toBeTruthy();
    const table = await within(region).findByRole('table', { name: 'エナジャイザーの尺度' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('アクセル6 / 10');
  });

  it('[ASSESSMENTS] a worker sees the results and files but neither registers, edits, checks nor deletes', async () => {
    api.signedIn = signInAs('worker');
    api.held.hcis = [hciRecord(12, '2026-10-01', {}, { check_state: 'checked' })];
    renderRoutes(routes, '/employees/5');
    const region = await section('HCI-ASの結果');
    expect(await within(region).findByText('2026年10月1日')).toBeTruthy();
    expect(within(region).getByLabelText('確認状況: チェック済み')).toBeTruthy();
    expect(within(region).queryByRole('switch')).toBeNull();
    expect(within(region).queryByRole('link', { name: 'HCI-ASの結果を登録' })).toBeNull();
    expect(within(region).queryByRole('link', { name: 'HCI-ASの結果を編集' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'HCI-ASの結果を削除' })).toBeNull();
    expect(within(region).getByRole('button', { name: 'HCI-ASのPDFをダウンロード' })).toBeTruthy();
  });
});
