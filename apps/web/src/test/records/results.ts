/** Answers of the result-page calls as the API gives them, for the page tests. */
import type { TMirumevitalResult, TResultSummary, TSelectionDecision, TTrendSeries } from '@mirume/shared';
import { vitalResult } from './diagnosis';

export { vitalResult };

/** A staff result with its own metrics, the reaction metrics and a few aptitudes. */
export function employeeResult(overrides: Partial<TMirumevitalResult> = {}): TMirumevitalResult {
  return vitalResult({
    id: 2,
    diagnosis_type: 'employee',
    rank: 'OK',
    rank_rule: {
      rank: 'OK',
      text: 'いずれの基準にも該当しないため OK',
      rule_index: null,
      metric: null,
      op: null,
      threshold: null,
      value: null,
    },
    metrics: {
      accelerator: { raw: 3.2, t: 58 },
      avoidance: { raw: 2.1, t: 44 },
      concentration: { raw: 0.91, t: 52 },
    },
    aptitudes: { engineer: { raw: 0.7, t: 61 }, jimu: { raw: 0.2, t: 47 } },
    validity: { ...vitalResult().validity, flags: [], valid: true },
    ...overrides,
  });
}

export function resultSummary(id: number, overrides: Partial<TResultSummary> = {}): TResultSummary {
  return {
    id,
    diagnosis_type: 'senkou',
    taken_at: '2026-11-21T05:05:00Z',
    status: 'completed',
    rank: 'A_RANK',
    rank_text: 'Aランク',
    source_result_id: null,
    validity_flags: [],
    ...overrides,
  };
}

export function decision(id: number, overrides: Partial<TSelectionDecision> = {}): TSelectionDecision {
  return {
    id,
    decision: 'unsettled',
    note: null,
    result_id: 1,
    decided_by_name: '佐藤 花子',
    decided_at: '2026-11-21T06:00:00Z',
    ...overrides,
  };
}

/** Three applicant results a month apart, concentration rising beyond the noise at the end. */
export function senkouTrend(): TTrendSeries {
  const at = (
    id: number,
    date: string,
    concentration: number,
    simple: number,
    rank: 'NG' | 'B_RANK' | 'A_RANK',
  ) =>
    vitalResult({
      id,
      taken_at: date,
      rank,
      metrics: {
        simple_react: { raw: 300, t: simple },
        concentration: { raw: 0.8, t: concentration },
        potential: { raw: 0.1, t: 50 },
      },
    });
  return {
    results: [
      at(11, '2026-09-01T01:00:00Z', 34, 50, 'NG'),
      at(12, '2026-10-01T01:00:00Z', 41, 52, 'B_RANK'),
      at(13, '2026-11-01T01:00:00Z', 57, 49, 'A_RANK'),
    ],
    changes: {
      concentration: { delta: 16, threshold: 13.8, significant: 'up' },
      simple_react: { delta: -3, threshold: 10.4, significant: null },
      potential: { delta: 0, threshold: 11.6, significant: null },
    },
  };
}
