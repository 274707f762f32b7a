/** 受検履歴 (/employees/:id/history) lists every HCI-AS, EMERGENETICS and energizer result by date. */
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

describe('[ASSESSMENTS] the history page', () => {
  it('[ASSESSMENTS] every result of the three instruments in one list, newest first, with a summary and links', async () => {
    api.held.hcis = [
      hciRecord(12, '2026-10-01', { total_score: 72 }, { check_state: 'checked' }),
      hciRecord(11, '2026-04-01', {}, { result: 'failed' }),
    ];
    api.held.emergenetics = [
      emergeneticRecord(21, '2026-07-01', {
        sociability: 80,
        assertiveness: 80,
        activity: 80,
        idea_generation: 71,
        originality: 71,
        elaboration: 71,
      }),
    ];
    api.held.energizers = [energizerRecord(31, '2026-10-01')];
    renderRoutes(routes, '/employees/5/history');
    const table = await screen.findByRole('table', {
      name: 'HCI-AS・EMERGENETICS・エナジャイザーの結果の一覧',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2026年10月1日HCI-AS判定 合格・総合得点 72・チェック済み推移を見る編集',
      '2026年10月1日エナジャイザーアクセル 7・ブレーキ 4推移を見る編集',
      '2026年7月1日EMERGENETICS高い領域: 外向性 80・創造性 71推移を見る編集',
      '2026年4月1日HCI-AS判定 不合格・総合得点 64・未チェック推移を見る編集',
    ]);
    expect(
      within(rows[2] as HTMLElement)
        .getByRole('link', { name: '2026年7月1日のEMERGENETICS：推移を見る' })
        .getAttribute('href'),
    ).toBe('/employees/5/history-emergenetic');
    expect(
      within(rows[3] as HTMLElement)
        .getByRole('link', { name: '2026年4月1日のHCI-AS：編集' })
        .getAttribute('href'),
    ).toBe('/employees/5/hcis/11/edit');
    const region = screen.getByRole('region', { name: 'HCI-AS・EMERGENETICS・エナジャイザーの結果' });
    expect(within(region).getByRole('link', { name: 'エナジャイザーの推移' }).getAttribute('href')).toBe(
      '/employees/5/history-energizer',
    );
  });

  it('[ASSESSMENTS] without results it says so', async () => {
    renderRoutes(routes, '/employees/5/history');
    expect(
      await screen.findByText('まだHCI-AS・EMERGENETICS・エナジャイザーの結果がありません'),
    ).toBeTruthy();
  });

  it('[ASSESSMENTS] a worker gets the trend links but no edit links', async () => {
    api.signedIn = signInAs('worker');
    api.held.energizers = [energizerRecord(31, '2026-10-01')];
    renderRoutes(routes, '/employees/5/history');
    const table = await screen.findByRole('table', {
      name: 'HCI-AS・EMERGENETICS・エナジャイザーの結果の一覧',
    });
    expect(
      within(table).getByRole('link', { name: '2026年10月1日のエナジャイザー：推移を見る' }),
    ).toBeTruthy();
    expect(within(table).queryByRole('link', { name: /編集/ })).toBeNull();
  });
});
