/**
 * Criteria rules: the golden sessions are ranked as docs/scoring.md §8 says (the default sets, and
 * a company version written out by hand), set-level problems are found with a Japanese reason, and
 * rules read as plain Japanese.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type CriteriaRules,
  criteriaProblems,
  criteriaRule,
  DEFAULT_CRITERIA,
  evaluateCriteria,
  ruleText,
  ZCriteriaRules,
} from '../../src/vital/criteria.ts';
import { GOLDEN_CASES } from './golden.ts';

const dir = path.join(import.meta.dirname, 'golden');
const golden = GOLDEN_CASES.map((c) => ({
  name: c.name,
  expected: JSON.parse(fs.readFileSync(path.join(dir, `${c.name}.expected.json`), 'utf8')),
}));
const tOf = (metrics: Record<string, { t: number | null }>) =>
  Object.fromEntries(Object.entries(metrics).map(([k, v]) => [k, v.t]));

describe('golden sessions under criteria versions', () => {
  it('the default sets give every non-voided golden session its stored rank', () => {
    for (const g of golden) {
      for (const type of ['senkou', 'employee'] as const) {
        const scored = g.expected[type];
        if (scored.voided) continue;
        expect(
          evaluateCriteria(DEFAULT_CRITERIA[type].rules, tOf(scored.metrics)).rank,
          `${g.name} ${type}`,
        ).toBe(scored.rank);
      }
    }
  });

  it('a version applies its rules in order, first match wins, else the fallback (§8)', () => {
    const version: CriteriaRules = {
      diagnosis_type: 'senkou',
      rules: [
        { rank: 'NG', match: 'any', conditions: [{ metric: 'concentration', op: 'lt', value: 48 }] },
        {
          rank: 'A_RANK',
          match: 'all',
          conditions: [
            { metric: 'performance', op: 'gte', value: 60 },
            { metric: 'potential', op: 'gte', value: 60 },
          ],
        },
      ],
      fallback: 'B_RANK',
    };
    for (const g of golden) {
      const scored = g.expected.senkou;
      if (scored.voided) continue;
      const t = tOf(scored.metrics);
      const byHand =
        (t.concentration ?? 100) < 48 && t.concentration !== null
          ? 'NG'
          : (t.performance ?? -1) >= 60 && (t.potential ?? -1) >= 60
            ? 'A_RANK'
            : 'B_RANK';
      const decision = evaluateCriteria(version, t);
      expect(decision.rank, g.name).toBe(byHand);
      if (decision.rank === 'B_RANK') expect(decision.text).toBe('いずれの基準にも該当しないため Bランク');
    }
    // typical (concentration 48.8, performance 49.1): B; fast_steady: A.
    expect(evaluateCriteria(version, tOf(golden[0]?.expected.senkou.metrics)).rank).toBe('B_RANK');
    expect(evaluateCriteria(version, tOf(golden[1]?.expected.senkou.metrics)).rank).toBe('A_RANK');
  });
});

describe('set-level problems', () => {
  const rule = (
    rank: string,
    match: 'any' | 'all',
    ...c: [string, 'lt' | 'lte' | 'gt' | 'gte', number][]
  ) => ({
    rank,
    match,
    conditions: c.map(([metric, op, value]) => ({ metric, op, value })),
  });

  it('finds a rule covered by one earlier rule', () => {
    const problems = criteriaProblems({
      rules: [
        rule('NG', 'any', ['concentration', 'lt', 45]),
        rule('C_RANK', 'all', ['concentration', 'lte', 40], ['potential', 'lt', 50]),
      ],
    });
    expect(problems).toEqual([
      {
        path: ['rules', 1],
        message:
          'ルール2に当てはまる人はすべて先にルール1に当てはまるため、このルールでランクが決まることはありません。順番か条件を見直してください',
      },
    ]);
  });

  it('finds conditions that cannot hold together, and accepts a reachable narrower rule', () => {
    expect(
      criteriaProblems({
        rules: [rule('A_RANK', 'all', ['performance', 'gt', 60], ['performance', 'lte', 60])],
      })[0]?.message,
    ).toContain('同時に満たされることがない');
    expect(
      criteriaProblems({
        rules: [
          rule('NG', 'any', ['concentration', 'lt', 35]),
          rule('C_RANK', 'any', ['concentration', 'lt', 45]),
        ],
      }),
    ).toEqual([]);
    expect(criteriaProblems(DEFAULT_CRITERIA.senkou.rules)).toEqual([]);
    expect(criteriaProblems(DEFAULT_CRITERIA.employee.rules)).toEqual([]);
  });

  it('refuses an unknown metric and a missing fallback in Japanese', () => {
    const unknown = ZCriteriaRules.safeParse({
      diagnosis_type: 'employee',
      rules: [rule('OK', 'any', ['luck', 'gt', 50])],
      fallback: 'OK',
    });
    expect(unknown.error?.issues.map((i) => i.message)).toContain('この診断の種類にない指標です');
    const noFallback = ZCriteriaRules.safeParse({ diagnosis_type: 'employee', rules: [] });
    expect(noFallback.error?.issues.map((i) => i.message)).toContain(
      'どのルールにも当てはまらない場合のランクを選んでください',
    );
  });

  it('reads a rule in plain Japanese', () => {
    expect(
      ruleText('senkou', rule('NG', 'any', ['concentration', 'lt', 35], ['trouble_risk', 'lt', 35]) as never),
    ).toBe('集中力が35未満、またはトラブルリスクが35未満の場合は NG');
  });

  it('builds a rule whose conditions share one comparison, in the order given', () => {
    const built = criteriaRule('NG', 'any', 'lt', { concentration: 35, trouble_risk: 35 });
    expect(built).toEqual(rule('NG', 'any', ['concentration', 'lt', 35], ['trouble_risk', 'lt', 35]));
    expect(ruleText('senkou', built)).toBe('集中力が35未満、またはトラブルリスクが35未満の場合は NG');
  });
});
