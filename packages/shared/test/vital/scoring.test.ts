import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApplicantMetric, AptitudeType, EmployeeMetric } from '../../src/enums.ts';
import {
  type CriteriaRules,
  DEFAULT_CRITERIA,
  evaluateCriteria,
  rankDecisionText,
  ZCriteriaRules,
} from '../../src/vital/criteria.ts';
import {
  BLOCKS,
  buildSchedule,
  MAX_TIMED_TRIALS,
  type TBlockPayload,
  type TQuestionnairePayload,
  type TReactionBlockPayload,
  ZBlockPayload,
} from '../../src/vital/protocol.ts';
import { QUESTIONNAIRE_ITEMS, QUESTIONNAIRE_SCALES } from '../../src/vital/questionnaire.ts';
import {
  changeBetween,
  realChangeThreshold,
  SCORING_VERSION,
  ScoringInputError,
  scoreSession,
} from '../../src/vital/scoring/index.ts';
import { compositeZ, NORMS, tFromZ, zScore } from '../../src/vital/scoring/norms.ts';
import { meanSpeed, median, slowestTenthSpeed } from '../../src/vital/scoring/stats.ts';
import { analyseBlock, nextPressureWindow } from '../../src/vital/scoring/trials.ts';
import { explainVoidReason, VOID_REASONS } from '../../src/vital/scoring/void-reasons.ts';
import { SYNTHETIC_PROFILES, synthesizeSession } from '../../src/vital/synthetic.ts';
import { GOLDEN_CASES, type GoldenEvents, type GoldenExpected, scoreGolden } from './golden.ts';

const goldenDir = path.join(import.meta.dirname, 'golden');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(goldenDir, file), 'utf8')) as T;
const events = (name: string) => readJson<GoldenEvents>(`${name}.events.json`);
const expected = (name: string) => readJson<GoldenExpected>(`${name}.expected.json`);
const clone = <T>(x: T): T => structuredClone(x);

function score(
  ev: GoldenEvents,
  blocks: TBlockPayload[] = ev.blocks,
  type: 'senkou' | 'employee' = 'senkou',
) {
  return scoreSession({
    diagnosisType: type,
    device: ev.device,
    seed: ev.seed,
    webdriver: ev.webdriver,
    blocks,
    criteria: DEFAULT_CRITERIA[type].rules,
  });
}

describe('golden sessions', () => {
  for (const c of GOLDEN_CASES) {
    it(`${c.name}: scoring the recorded events gives the expected result`, () => {
      expect(scoreGolden(events(c.name))).toEqual(expected(c.name));
    });
  }

  it('the expected results are sensible for each kind of person', () => {
    const fast = expected('fast_steady').senkou;
    expect(fast.rank).toBe('A_RANK');
    expect(fast.pc_evaluation).toBe('very_excellence');
    expect(fast.metrics.simple_react?.t).toBeGreaterThan(60);
    expect(expected('fast_steady').employee.rank).toBe('OK');

    const typical = expected('typical').senkou;
    expect(typical.rank).toBe('B_RANK');
    expect(typical.validity.flags).toEqual([]);
    for (const key of ['simple_react', 'hukugo', 'performance', 'stress_tolerance']) {
      expect(typical.metrics[key]?.t).toBeGreaterThan(40);
      expect(typical.metrics[key]?.t).toBeLessThan(60);
    }

    const slow = expected('slow');
    expect(slow.senkou.rank).toBe('C_RANK');
    expect(slow.employee.rank).toBe('CONSIDERING');
    expect(slow.senkou.metrics.simple_react?.raw).toBeGreaterThan(
      typical.metrics.simple_react?.raw as number,
    );

    const tired = expected('tired').senkou;
    expect(tired.metrics.init_fatigue?.t).toBeLessThan(40);
    expect(tired.metrics.concentration?.t).toBeLessThan(typical.metrics.concentration?.t as number);
    expect(tired.validity.flags).toContain('ページ離脱あり');
    expect(tired.voided).toBe(false);

    const fs_ = expected('false_starter').senkou;
    expect(fs_.validity.flags).toContain('フライング多数');
    expect(fs_.validity.false_starts).toBeGreaterThanOrEqual(20);
    expect(fs_.metrics.trouble_risk?.t).toBeLessThan(35);
    expect(fs_.rank_rule.metric).toBe('trouble_risk');
    expect(fs_.voided).toBe(false);

    const bot = expected('bot_constant').senkou;
    expect(bot.voided).toBe(true);
    expect(bot.validity.valid).toBe(false);
    expect(bot.validity.constant_rt).toBe(true);
    expect(bot.validity.webdriver).toBe(true);
    expect(bot.void_reason).toContain('自動操作');
    expect(bot.rank).toBe('NG');
    expect(bot.pc_evaluation).toBe('-');

    expect(expected('typical_sp').senkou.pc_evaluation).toBe('-');
  });

  it('carries every §3 metric for the diagnosis type and the 14 aptitudes for employees', () => {
    const { senkou, employee } = expected('typical');
    expect(Object.keys(senkou.metrics).sort()).toEqual([...ApplicantMetric.values].sort());
    expect(senkou.aptitudes).toEqual({});
    expect(Object.keys(employee.metrics).sort()).toEqual(
      [...ApplicantMetric.values, ...EmployeeMetric.values].sort(),
    );
    expect(Object.keys(employee.aptitudes).sort()).toEqual([...AptitudeType.values].sort());
    for (const s of [...Object.values(employee.metrics), ...Object.values(employee.aptitudes)]) {
      expect(s.t).toBeGreaterThanOrEqual(20);
      expect(s.t).toBeLessThanOrEqual(80);
    }
    expect(senkou.scoring_version).toBe(SCORING_VERSION);
  });

  it('scores the same session the same way whatever order the blocks arrive in', () => {
    const ev = events('typical');
    expect(score(ev, [...ev.blocks].reverse())).toEqual(expected('typical').senkou);
  });
});

describe('formulas', () => {
  it('response speed is the mean of 1000 / RT, not 1000 / mean RT', () => {
    expect(meanSpeed([250, 500])).toBeCloseTo(3, 10);
    expect(meanSpeed([])).toBeNull();
    expect(median([5, 1, 3, 2])).toBe(2.5);
  });

  it('the slowest-tenth speed averages the slowest 10 % (at least one response)', () => {
    const rts = Array.from({ length: 20 }, (_, i) => 200 + i * 10); // slowest two: 390, 380
    expect(slowestTenthSpeed(rts)).toBeCloseTo((1000 / 390 + 1000 / 380) / 2, 10);
    expect(slowestTenthSpeed([400])).toBeCloseTo(2.5, 10);
  });

  it('T = 50 + 10z, clamped to 20–80, one decimal', () => {
    expect(tFromZ(0)).toBe(50);
    expect(tFromZ(1.234)).toBe(62.3);
    expect(tFromZ(-1.5)).toBe(35);
    expect(tFromZ(4)).toBe(80);
    expect(tFromZ(-9)).toBe(20);
  });

  it('z is oriented so that higher is favourable', () => {
    const pc = NORMS.pc;
    expect(zScore(pc.simple_speed, pc.simple_speed.mean + pc.simple_speed.sd)).toBeCloseTo(1, 10);
    expect(zScore(pc.error_pct, pc.error_pct.mean + pc.error_pct.sd)).toBeCloseTo(-1, 10);
    expect(zScore(pc['scale:avoidance'], 3.75)).toBeCloseTo(1, 10);
    // touch devices are compared with slower norms
    expect(NORMS.sp.simple_speed.mean).toBeLessThan(NORMS.pc.simple_speed.mean);
  });

  it('composites are rescaled to unit SD under r = 0.3 and clamp extreme parts', () => {
    // two equal weights: √(0.25 + 0.25 + 2·0.3·0.25) = √0.65
    expect(
      compositeZ([
        [0.5, 1],
        [0.5, 1],
      ]),
    ).toBeCloseTo(1 / Math.sqrt(0.65), 10);
    expect(
      compositeZ([
        [0.5, 10],
        [0.5, 0],
      ]),
    ).toBeCloseTo(
      compositeZ([
        [0.5, 3],
        [0.5, 0],
      ]) as number,
      10,
    );
    expect(
      compositeZ([
        [0.5, 1],
        [0.5, null],
      ]),
    ).toBeNull();
  });

  it('the pressure window shrinks 8 % after a hit and widens 8 % otherwise, within its bounds', () => {
    const spec = BLOCKS[5] as (typeof BLOCKS)[number];
    expect(nextPressureWindow(spec, 1200, true)).toBeCloseTo(1104, 10);
    expect(nextPressureWindow(spec, 1200, false)).toBeCloseTo(1296, 10);
    expect(nextPressureWindow(spec, 1104, true)).toBeCloseTo(1015.68, 10); // carried unrounded
    expect(nextPressureWindow(spec, 360, true)).toBe(350);
    expect(nextPressureWindow(spec, 1450, false)).toBe(1500);
  });
});

/** A hand-made simple block (index 1) with the given first-response RTs (null = no response). */
function simpleBlock(seed: number, rts: (number | null)[]): TReactionBlockPayload {
  const schedule = buildSchedule(1, seed);
  let t = 1000;
  return {
    protocol_version: 'mv1',
    block_index: 1,
    block_id: 'simple',
    started_at: '2026-11-20T01:00:00.000Z',
    t_start: 1000,
    t_end: 1000 + rts.length * 3000 + 2000,
    input: 'keyboard',
    trials: rts.map((rt, n) => {
      t += 2000;
      const onset = t;
      t += 1000;
      return {
        n,
        stim: (schedule[n] as { stim: number }).stim,
        onset,
        window: 1500,
        responses:
          rt === null ? [] : [{ t: onset + rt, kind: 'keydown', key: 'Space', choice: null, trusted: true }],
        voided: false,
      };
    }),
    anticipations: [],
    held_keys: [],
    repeats_blocked: 0,
    page_events: [],
  };
}

describe('measurement error and real change', () => {
  it('uses 1.645 · √2 · 10 · √(1 − r) T points as the threshold', () => {
    expect(realChangeThreshold('simple_react')).toBe(10.4); // r = 0.8
    expect(realChangeThreshold('init_fatigue')).toBe(18); // r = 0.4: a difference score is noisy
    expect(realChangeThreshold('manager')).toBe(11.6); // aptitudes: r = 0.75
  });

  it('calls a difference a change only beyond the threshold', () => {
    expect(changeBetween('simple_react', 50, 60)).toBe('same');
    expect(changeBetween('simple_react', 50, 60.4)).toBe('up');
    expect(changeBetween('simple_react', 50, 39.6)).toBe('down');
    expect(changeBetween('simple_react', null, 60)).toBeNull();
  });
});

describe('trial analysis', () => {
  const spec = BLOCKS[1] as (typeof BLOCKS)[number];

  it('classifies hits, lapses (≥ the device threshold), omissions and false starts from raw times', () => {
    const block = simpleBlock(7, [250, 99.9, 100, 499, 500, 1400, null, 1600]);
    const outcomes = analyseBlock(spec, block, 7, 500).trials.map((t) => t.outcome);
    expect(outcomes).toEqual(['hit', 'false_start', 'hit', 'hit', 'lapse', 'lapse', 'omission', 'omission']);
    // on a touch device the lapse threshold is 560 ms
    expect(analyseBlock(spec, block, 7, 560).trials[4]?.outcome).toBe('hit');
  });

  it('takes RT as first response minus onset and ignores what the browser put in `window`', () => {
    const block = simpleBlock(7, [300]);
    const trial = block.trials[0] as TReactionBlockPayload['trials'][number];
    trial.responses.push({ t: trial.onset + 20, kind: 'keydown', key: 'Space', choice: null, trusted: true });
    expect(() => analyseBlock(spec, block, 7, 500)).toThrow(ScoringInputError); // out of order
    trial.responses.pop();
    trial.window = 10;
    const [result] = analyseBlock(spec, block, 7, 500).trials;
    expect(result).toMatchObject({ outcome: 'hit', rt: 300, window: 1500 });
  });

  it('recomputes the pressure window from the outcomes', () => {
    const ev = events('typical');
    const pressure = clone(ev.blocks.find((b) => b.block_index === 5) as TReactionBlockPayload);
    const honest = analyseBlock(BLOCKS[5] as (typeof BLOCKS)[number], pressure, ev.seed, 500);
    // an honest browser's windows are exactly the server's
    expect(honest.trials.map((t) => t.window)).toEqual(pressure.trials.map((t) => t.window));
    for (const t of pressure.trials) t.window = 5000; // a client claiming a generous window
    const tampered = analyseBlock(BLOCKS[5] as (typeof BLOCKS)[number], pressure, ev.seed, 500);
    expect(tampered.trials).toEqual(honest.trials);
  });
});

describe('input that contradicts the protocol', () => {
  const ev = events('typical');

  it('a tampered stimulus is refused', () => {
    const blocks = clone(ev.blocks);
    const choice = blocks.find((b) => b.block_index === 3) as TReactionBlockPayload;
    const trial = choice.trials[5] as TReactionBlockPayload['trials'][number];
    trial.stim = (trial.stim + 1) % 4;
    expect(() => score(ev, blocks)).toThrow(ScoringInputError);
    expect(() => score(ev, blocks)).toThrow('刺激が出題スケジュールと一致しません');
  });

  it('another seed than the session’s is refused', () => {
    expect(() => score({ ...ev, seed: ev.seed + 1 })).toThrow(ScoringInputError);
  });

  it('a missing, duplicated or malformed block is refused', () => {
    expect(() => score(ev, ev.blocks.slice(1))).toThrow('すべてのブロック');
    expect(() => score(ev, [...ev.blocks, ev.blocks[0] as TBlockPayload])).toThrow('重複');
    const broken = clone(ev.blocks);
    (broken[1] as unknown as { trials: unknown }).trials = 'x';
    expect(() => score(ev, broken)).toThrow(ScoringInputError);
  });

  it('a fixed-length block with trials missing, a response before onset, or an unknown item is refused', () => {
    const short = clone(ev.blocks);
    (short[3] as TReactionBlockPayload).trials.pop();
    expect(() => score(ev, short)).toThrow('試行数');

    const early = clone(ev.blocks);
    const t = (early[3] as TReactionBlockPayload).trials[0] as TReactionBlockPayload['trials'][number];
    t.responses = [{ t: t.onset - 5, kind: 'keydown', key: 'KeyD', choice: 0, trusted: true }];
    expect(() => score(ev, early)).toThrow('反応時刻');

    const unknown = clone(ev.blocks);
    (unknown[7] as TQuestionnairePayload).answers.q99 = 3;
    expect(() => score(ev, unknown)).toThrow('設問');
  });
});

describe('validity', () => {
  const ev = events('typical');

  it('counts page-hidden time and voids the session above 60 s', () => {
    const blocks = clone(ev.blocks);
    const q = blocks[7] as TQuestionnairePayload;
    q.page_events = [
      { t: q.t_start + 1000, type: 'hidden' },
      { t: q.t_start + 3500, type: 'visible' },
      { t: q.t_start + 4000, type: 'blur' },
    ];
    const flagged = score(ev, blocks);
    expect(flagged.validity).toMatchObject({ hidden_ms: 2500, blur_count: 1, valid: true });
    expect(flagged.validity.flags).toEqual(['ページ離脱あり', 'フォーカス喪失あり']);
    expect(flagged.voided).toBe(false);

    q.page_events = [{ t: q.t_start + 1000, type: 'hidden' }]; // never came back before the block ended
    q.t_end = q.t_start + 70_000;
    const voided = score(ev, blocks);
    expect(voided.validity.hidden_ms).toBe(69_000);
    expect(voided.voided).toBe(true);
    expect(voided.void_reason).toBe(`${VOID_REASONS.hidden.text}。`);
    expect(voided.rank_rule).toMatchObject({ rank: 'NG', rule_index: null });
    expect(voided.rank_rule.text).toContain('無効');
  });

  it('flags one untrusted event and voids at three; webdriver alone voids', () => {
    const blocks = clone(ev.blocks);
    const trials = (blocks[1] as TReactionBlockPayload).trials.filter((t) => t.responses.length > 0);
    (trials[0]?.responses[0] as { trusted: boolean }).trusted = false;
    const one = score(ev, blocks);
    expect(one.validity.untrusted_events).toBe(1);
    expect(one.validity.flags).toContain('不正な入力イベントあり');
    expect(one.voided).toBe(false);
    for (const t of trials.slice(1, 3)) (t.responses[0] as { trusted: boolean }).trusted = false;
    expect(score(ev, blocks).voided).toBe(true);
    expect(score({ ...ev, webdriver: true }).void_reason).toBe(`${VOID_REASONS.webdriver.text}。`);
  });

  it('detects implausibly constant reaction times (SD < 5 ms over ≥ 10 responses)', () => {
    const blocks = clone(ev.blocks);
    const simple = blocks[1] as TReactionBlockPayload;
    simple.trials.forEach((t, i) => {
      t.responses = [
        { t: t.onset + 240 + (i % 3), kind: 'keydown', key: 'Space', choice: null, trusted: true },
      ];
    });
    const r = score(ev, blocks);
    expect(r.validity.constant_rt).toBe(true);
    expect(r.voided).toBe(true);
  });

  it('voids a session with too few valid responses and counts voided trials', () => {
    const blocks = clone(ev.blocks);
    for (const t of (blocks[4] as TReactionBlockPayload).trials) t.voided = true;
    const r = score(ev, blocks);
    expect(r.validity.voided_trials).toBe(60);
    expect(r.validity.flags).toEqual(expect.arrayContaining(['無効試行あり', '有効な反応が不足']));
    expect(r.voided).toBe(true);
    expect(r.metrics.trouble_risk?.t).toBeNull();
  });

  it('flags unanswered items and voids below half answered; the scales need half their items', () => {
    const blocks = clone(ev.blocks);
    const q = blocks[7] as TQuestionnairePayload;
    delete q.answers.q01;
    const one = score(ev, blocks);
    expect(one.validity.flags).toContain('アンケートに未回答あり');
    expect(one.voided).toBe(false);
    q.answers = Object.fromEntries(Object.entries(q.answers).slice(0, 15));
    const few = score(ev, blocks);
    expect(few.voided).toBe(true);
    expect(few.void_reason).toContain('アンケートの未回答');
    expect(few.metrics.work_motivation).toEqual({ raw: null, t: null });
  });

  it('a timed block with no trials at all leaves its metrics empty and voids the session', () => {
    const blocks = clone(ev.blocks);
    for (const i of [1, 5, 6]) (blocks[i] as TReactionBlockPayload).trials = [];
    const r = score(ev, blocks);
    expect(r.voided).toBe(true);
    expect(r.metrics.simple_react).toEqual({ raw: null, t: null });
    expect(r.metrics.stress_tolerance).toEqual({ raw: null, t: null });
    expect(r.pc_evaluation).toBe('-');
  });

  it('practice blocks count for integrity checks but never for the scores', () => {
    const blocks = clone(ev.blocks);
    const practice = blocks[0] as TReactionBlockPayload;
    practice.held_keys = [{ key: 'Space', down: practice.t_start, up: practice.t_start + 4000 }];
    for (const t of practice.trials) t.responses = [];
    const r = score(ev, blocks);
    expect(r.validity.held_keys).toBe(1);
    expect(r.metrics).toEqual(expected('typical').senkou.metrics);
  });
});

describe('criteria', () => {
  const rules: CriteriaRules = {
    diagnosis_type: 'senkou',
    rules: [
      { rank: 'NG', match: 'any', conditions: [{ metric: 'concentration', op: 'lt', value: 40 }] },
      {
        rank: 'A_RANK',
        match: 'all',
        conditions: [
          { metric: 'performance', op: 'gte', value: 55 },
          { metric: 'potential', op: 'gt', value: 50 },
        ],
      },
      { rank: 'C_RANK', match: 'any', conditions: [{ metric: 'performance', op: 'lte', value: 45 }] },
    ],
    fallback: 'B_RANK',
  };

  it('the first rule that holds decides, even when a later one holds too', () => {
    const d = evaluateCriteria(rules, { concentration: 34, performance: 60, potential: 60 });
    expect(d).toEqual({
      rank: 'NG',
      text: '集中力のT得点 34 が基準 40 未満のため NG',
      rule_index: 0,
      metric: 'concentration',
      op: 'lt',
      threshold: 40,
      value: 34,
    });
  });

  it("an 'all' rule needs every condition and names each of them", () => {
    const d = evaluateCriteria(rules, { concentration: 50, performance: 55, potential: 50.5 });
    expect(d.rank).toBe('A_RANK');
    expect(d.text).toBe(
      'パフォーマンスのT得点 55 が基準 55 以上、ポテンシャルのT得点 50.5 が基準 50 を超えるため Aランク',
    );
    expect(evaluateCriteria(rules, { concentration: 50, performance: 55, potential: 50 }).rank).toBe(
      'B_RANK',
    );
  });

  it('falls back when nothing holds; a missing T-score never satisfies a condition', () => {
    const d = evaluateCriteria(rules, { concentration: null, performance: 50, potential: null });
    expect(d).toEqual({
      rank: 'B_RANK',
      text: 'いずれの基準にも該当しないため Bランク',
      rule_index: null,
      metric: null,
      op: null,
      threshold: null,
      value: null,
    });
    expect(evaluateCriteria(rules, { concentration: 50, performance: 45 }).text).toBe(
      'パフォーマンスのT得点 45 が基準 45 以下のため Cランク',
    );
  });

  it('rank text uses the enum labels', () => {
    expect(rankDecisionText('employee', 'CONSIDERING', [])).toBe('いずれの基準にも該当しないため 検討');
    expect(
      rankDecisionText('employee', 'NG', [
        { metric: 'highest_hukugo_answer', op: 'lt', threshold: 30, value: 25.5 },
      ]),
    ).toBe('複合反応 最高正答数のT得点 25.5 が基準 30 未満のため NG');
  });

  it('the default sets are valid and ZCriteriaRules refuses metrics and ranks of the other type', () => {
    for (const type of ['senkou', 'employee'] as const) {
      expect(ZCriteriaRules.safeParse(DEFAULT_CRITERIA[type].rules).success).toBe(true);
    }
    const bad = ZCriteriaRules.safeParse({
      diagnosis_type: 'senkou',
      rules: [{ rank: 'CONSIDERING', match: 'any', conditions: [{ metric: 'power', op: 'lt', value: 40 }] }],
      fallback: 'B_RANK',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'この診断の種類にないランクです',
      'この診断の種類にない指標です',
    ]);
    expect(
      ZCriteriaRules.safeParse({
        ...DEFAULT_CRITERIA.senkou.rules,
        rules: [{ rank: 'NG', match: 'any', conditions: [] }],
      }).success,
    ).toBe(false);
  });
});

describe('the schedule', () => {
  it('is deterministic per seed and differs between seeds', () => {
    for (const spec of BLOCKS) {
      expect(buildSchedule(spec.index, 42)).toEqual(buildSchedule(spec.index, 42));
    }
    expect(buildSchedule(3, 42)).not.toEqual(buildSchedule(3, 43));
  });

  it('is well-formed: counts, intervals, gonogo ratio, no repeated box in choice blocks', () => {
    for (const seed of [1, 2, 99, 123456, 2 ** 31 - 1]) {
      for (const spec of BLOCKS) {
        const s = buildSchedule(spec.index, seed);
        if (spec.kind === 'questionnaire') {
          expect(s).toEqual([]);
          continue;
        }
        expect(s.length).toBe(spec.trials ?? MAX_TIMED_TRIALS);
        s.forEach((t, n) => {
          expect(t.n).toBe(n);
          expect(t.isi).toBeGreaterThanOrEqual(spec.isiMs[0]);
          expect(t.isi).toBeLessThanOrEqual(spec.isiMs[1]);
        });
        if (spec.kind === 'gonogo') {
          expect(s.filter((t) => t.stim === 0).length).toBe(Math.round((spec.goRatio as number) * s.length));
          expect(s[0]?.stim).toBe(0);
        }
        if (spec.kind === 'choice4' || spec.kind === 'pressure') {
          for (let i = 1; i < s.length; i++) expect(s[i]?.stim).not.toBe(s[i - 1]?.stim);
          expect(new Set(s.map((t) => t.stim))).toEqual(new Set([0, 1, 2, 3]));
        }
        if (spec.kind === 'simple') expect(s.every((t) => t.stim === 0)).toBe(true);
      }
    }
  });
});

describe('synthetic sessions', () => {
  it('are deterministic, valid payloads that follow the schedule', () => {
    for (const profile of SYNTHETIC_PROFILES) {
      const a = synthesizeSession(profile, 77, { device: 'tab' });
      expect(a).toEqual(synthesizeSession(profile, 77, { device: 'tab' }));
      expect(a.map((b) => b.block_index)).toEqual(BLOCKS.map((b) => b.index));
      for (const block of a) expect(ZBlockPayload.safeParse(block).success).toBe(true);
      expect(() =>
        scoreSession({
          diagnosisType: 'employee',
          device: 'tab',
          seed: 77,
          webdriver: false,
          blocks: a,
          criteria: DEFAULT_CRITERIA.employee.rules,
        }),
      ).not.toThrow();
    }
  });
});

describe('the questionnaire', () => {
  it('has 40 original items q01–q40, every scale with at least three items and a reverse-keyed one', () => {
    expect(QUESTIONNAIRE_ITEMS.map((i) => i.id)).toEqual(
      Array.from({ length: 40 }, (_, i) => `q${String(i + 1).padStart(2, '0')}`),
    );
    expect(new Set(QUESTIONNAIRE_ITEMS.map((i) => i.text)).size).toBe(40);
    for (const scale of QUESTIONNAIRE_SCALES) {
      const items = QUESTIONNAIRE_ITEMS.filter((i) => i.scale === scale);
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.some((i) => i.reverse)).toBe(true);
    }
    for (const item of QUESTIONNAIRE_ITEMS) expect(item.text).toMatch(/^[\u3000-\u30ff\u4e00-\u9fff、。]+$/);
  });
});

describe('[SCORING] void reasons read plainly for HR staff', () => {
  it('stores no browser terms in the reason and keeps the technical detail for a disclosure', () => {
    const bot = expected('bot_constant').senkou;
    expect(bot.void_reason).not.toMatch(/navigator|webdriver|イベント/);
    const explained = explainVoidReason(bot.void_reason ?? '');
    expect(explained.details.some((d) => d.includes('navigator.webdriver'))).toBe(true);
  });

  it('rewrites the wording stored in older results and passes unknown text through', () => {
    const old = '受検結果が無効と判定されたため NG（自動操作（navigator.webdriver）が検出されました。）';
    const explained = explainVoidReason(old);
    expect(explained.text).toBe(`受検結果が無効と判定されたため NG（${VOID_REASONS.webdriver.text}。）`);
    expect(explained.details).toEqual([VOID_REASONS.webdriver.detail]);
    expect(explainVoidReason('理由不明')).toEqual({ text: '理由不明', details: [] });
  });
});
