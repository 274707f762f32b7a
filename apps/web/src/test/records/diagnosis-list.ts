import type { TDiagnosisListItem } from '@mirume/shared';
import { listItem } from './employees';

type LatestResult = NonNullable<TDiagnosisListItem['latest_result']>;

/** A row of GET /companies/:id/diagnosis_list as the API answers it. */
export function diagnosisItem(id: number, overrides: Partial<TDiagnosisListItem> = {}): TDiagnosisListItem {
  return { ...listItem(id), latest_result: null, selection: null, ...overrides };
}

export function latestResult(id: number, overrides: Partial<LatestResult> = {}): LatestResult {
  return {
    id,
    diagnosis_type: 'senkou',
    taken_at: '2026-11-20T15:30:00Z',
    rank: 'A_RANK',
    t_scores: { concentration: 56.4, performance: 61, simple_react: 48 },
    ...overrides,
  };
}

export function listAnswer(items: TDiagnosisListItem[], page = 1, per = 20, total = items.length) {
  return { data: { items, total, page, per } };
}
