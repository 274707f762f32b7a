/**
 * The trend pages of the third-party instruments (/employees/:id/history-hci, -emergenetic,
 * -energizer): the newest three results side by side, a change marked only when it reaches the
 * scale's threshold, the chart, and the one-result and empty states.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { signInAs } from '@/test/fixtures';
import {
  assessmentsTestApi,
  emergeneticRecord,
  energizerRecord,
  hciRecord,
} from '@/test/records/assessment-results';
import { renderRoutes } from '@/test/render';

const api = assessmentsTestApi();

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row');
const rowNamed = (table: HTMLElement, label: string) =>
  rowsOf(table).find((row) => within(row).queryByRole('rowheader', { name: label })) as HTMLElement;

describe('[ASSESSMENTS] /employees/:id/history-hci', () => {
  it('[ASSESSMENTS] the newest three results side by side; only a change reaching the threshold is marked', async () => {
    api.held.hcis = [
      hciRecord(
        4,
        '2026-10-01',
        { stress_tolerance: 9, self_control: 7, total_score: 50 },
        { result: 'failed' },
      ),
      hciRecord(3, '2026-07-01', { stress_tolerance: 6, total_score: 64 }, { check_state: 'checked' }),
      hciRecord(2, '2026-04-01', { stress_tolerance: 5, total_score: 60 }),
      hciRecord(1, '2025-10-01', { stress_tolerance: 1 }),
    ];
    renderRoutes(routes, '/employees/5/history-hci');
    expect(
      await screen.findByRole('heading', { level: 1, name: '鈴木 一郎さんのHCI-ASの推移' }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'HCI-AS（全4回のうち直近3回）' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /直近2回の差が、その尺度の測定誤差の目安（各尺度3・総合得点14）以上であることを示します。/,
      ),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'HCI-ASの推移' });
    expect(rowsOf(table)[0]?.textContent).toBe('尺度2026年4月1日2026年7月1日2026年10月1日前回からの変化');
    expect(rowNamed(table, '判定').textContent).toBe('判定合格合格不合格');
    expect(rowNamed(table, '確認状況').textContent).toBe('確認状況未チェックチェック済み未チェック');
    // +3 reaches the sten scales' threshold of 3; +2 does not; −14 reaches the total's 14.
    expect(rowNamed(table, 'ストレス耐性').textContent).toBe('ストレス耐性569+3 有意な変化');
    expect(
      within(rowNamed(table, 'ストレス耐性')).getByLabelText(
        '前回から+3点。測定誤差の目安（±3点）以上の、有意な変化です。',
      ),
    ).toBeTruthy();
    expect(rowNamed(table, '自己統制').textContent).toBe('自己統制557+2');
    expect(
      within(rowNamed(table, '自己統制')).getByLabelText(
        '前回から+2点。測定誤差の目安（±3点）の範囲内です。',
      ),
    ).toBeTruthy();
    expect(rowNamed(table, '総合得点').textContent).toBe('総合得点606450−14 有意な変化');
    expect(rowNamed(table, '意欲').textContent).toBe('意欲666±0');
    expect(within(table).getAllByText(/有意な変化/)).toHaveLength(2);
    // The chart opens on a group holding a real change; the ring explains itself.
    expect(screen.getByRole('button', { name: '6つの尺度' }).getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByRole('img', { name: /^6つの尺度の推移: ストレス耐性 5→6→9、自己統制 5→5→7/ }),
    ).toBeTruthy();
    expect(screen.getByText('○ 印: 前回から有意な変化があった尺度（最新の結果）')).toBeTruthy();
  });

  it('[ASSESSMENTS] one result shows its values and says a change needs a second result', async () => {
    api.held.hcis = [hciRecord(3, '2026-07-01')];
    renderRoutes(routes, '/employees/5/history-hci');
    const table = await screen.findByRole('table', { name: 'HCI-ASの推移' });
    expect(rowNamed(table, 'ストレス耐性').textContent).toBe('ストレス耐性6-');
    expect(screen.getByText(/結果が1回分のため、変化はまだ表示できません/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'HCI-AS（直近1回）' })).toBeTruthy();
  });
});

describe('[ASSESSMENTS] /employees/:id/history-emergenetic', () => {
  it('[ASSESSMENTS] group means and their items, each judged against its own threshold', async () => {
    api.held.emergenetics = [
      emergeneticRecord(22, '2026-10-01', {
        sociability: 78,
        assertiveness: 78,
        activity: 78,
        empathy: 77,
        idea_generation: 20,
      }),
      emergeneticRecord(21, '2026-04-01'),
    ];
    renderRoutes(routes, '/employees/5/history-emergenetic');
    const table = await screen.findByRole('table', { name: 'EMERGENETICSの推移' });
    expect(rowsOf(table)[0]?.textContent).toBe('領域・項目（0〜100）2026年4月1日2026年10月1日前回からの変化');
    expect(within(table).getByRole('columnheader', { name: 'パーソナリティ' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '成長領域' })).toBeTruthy();
    // Every item +28 (its threshold): the items and the group mean (+28 ≥ 22) are marked.
    expect(rowNamed(table, '外向性（平均）').textContent).toBe('外向性（平均）5078+28 有意な変化');
    expect(rowNamed(table, '社交性').textContent).toBe('社交性5078+28 有意な変化');
    // One item +27: below the item's 28, and the mean moves +9: below the group's 22.
    expect(rowNamed(table, '共感性').textContent).toBe('共感性5077+27');
    expect(rowNamed(table, '協調性（平均）').textContent).toBe('協調性（平均）5059+9');
    // A fall of 30 in one item: the item is marked, its group mean (−10) is not.
    expect(rowNamed(table, '発想力').textContent).toBe('発想力5020−30 有意な変化');
    expect(rowNamed(table, '創造性（平均）').textContent).toBe('創造性（平均）5040−10');
    expect(screen.getByText(/各項目28・各領域の平均22/)).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: 'パーソナリティ（領域の平均）の推移: 外向性 50→78、協調性 50→59、思慮深さ 50→50、情緒安定性 50→50、知的好奇心 50→50',
      }),
    ).toBeTruthy();
  });
});

describe('[ASSESSMENTS] /employees/:id/history-energizer', () => {
  it('[ASSESSMENTS] the chart follows the chosen group', async () => {
    api.held.energizers = [
      energizerRecord(32, '2026-10-01', { avoidance: 7 }),
      energizerRecord(31, '2026-04-01'),
    ];
    const { user } = renderRoutes(routes, '/employees/5/history-energizer');
    const table = await screen.findByRole('table', { name: 'エナジャイザーの推移' });
    expect(rowNamed(table, '回避動機').textContent).toBe('回避動機37+4 有意な変化');
    expect(screen.getByRole('button', { name: '4つの動機' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'アクセルとブレーキ' }));
    expect(
      screen.getByRole('img', { name: 'アクセルとブレーキの推移: アクセル 7→7、ブレーキ 4→4' }),
    ).toBeTruthy();
  });

  it('[ASSESSMENTS] without results it says so and offers 結果を登録; a worker is not offered it', async () => {
    const { router } = renderRoutes(routes, '/employees/5/history-energizer');
    expect(await screen.findByText('推移を表示できるエナジャイザーの結果がまだありません')).toBeTruthy();
    expect(screen.getByRole('link', { name: '結果を登録' }).getAttribute('href')).toBe(
      '/employees/5/energizers/new',
    );
    expect(screen.getByRole('link', { name: '受検履歴' }).getAttribute('href')).toBe('/employees/5/history');
    const crumbs = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(crumbs).getByRole('link', { name: '社員詳細' }).getAttribute('href')).toBe('/employees/5');

    api.signedIn = signInAs('worker');
    await router.navigate('/employees/5/history-hci');
    expect(await screen.findByText('推移を表示できるHCI-ASの結果がまだありません')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '結果を登録' })).toBeNull();
  });
});
