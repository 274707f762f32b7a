/**
 * From analysed blocks to measures (the quantities that have norms) and from measures to the §3
 * metrics and the 14 job aptitudes. Every formula is written out in docs/scoring.md; the weights
 * of the composites are design values stated there too.
 */
import { AptitudeType } from '../../enums.ts';
import { QUESTIONNAIRE_ITEMS, QUESTIONNAIRE_SCALES, type QuestionnaireScale } from '../questionnaire.ts';
import { compositeZ, type DeviceClass, type Measure, NORMS, tFromZ, zScore } from './norms.ts';
import { mean, meanSpeed, median, round, slowestTenthSpeed } from './stats.ts';
import type { BlockResult, Outcome, TrialOutcome } from './trials.ts';

export type Measures = Record<Measure, number | null>;

/** The scored reaction blocks, by protocol id. */
export interface ScoredBlocks {
  simple: BlockResult;
  choice: BlockResult;
  gonogo: BlockResult;
  pressure: BlockResult;
  simple_final: BlockResult;
}

const count = (trials: readonly TrialOutcome[], ...outcomes: Outcome[]) => {
  let n = 0;
  for (const t of trials) if (outcomes.includes(t.outcome)) n++;
  return n;
};
const rtsOf = (trials: readonly TrialOutcome[], ...outcomes: Outcome[]) => {
  const rts: number[] = [];
  for (const t of trials) if (t.rt !== null && outcomes.includes(t.outcome)) rts.push(t.rt);
  return rts;
};
const pct = (part: number, whole: number) => (whole > 0 ? (100 * part) / whole : null);
const presented = (trials: readonly TrialOutcome[]) => trials.length - count(trials, 'voided');

/** False starts of a block: first responses under FALSE_START_MS plus responses with no stimulus. */
export function falseStartsOf(block: BlockResult): number {
  return count(block.trials, 'false_start') + block.payload.anticipations.length;
}

/** Item score after reverse keying, by scale; a scale needs at least half its items answered. */
export function scaleMeans(
  answers: Readonly<Record<string, number>>,
): Record<QuestionnaireScale, number | null> {
  const sums = {} as Record<QuestionnaireScale, { s: number; n: number; total: number }>;
  for (const scale of QUESTIONNAIRE_SCALES) sums[scale] = { s: 0, n: 0, total: 0 };
  for (const item of QUESTIONNAIRE_ITEMS) {
    const acc = sums[item.scale];
    acc.total++;
    const a = answers[item.id];
    if (a === undefined) continue;
    acc.s += item.reverse ? 6 - a : a;
    acc.n++;
  }
  const out = {} as Record<QuestionnaireScale, number | null>;
  for (const scale of QUESTIONNAIRE_SCALES) {
    const { s, n, total } = sums[scale];
    out[scale] = n > 0 && n * 2 >= total ? s / n : null;
  }
  return out;
}

/**
 * Consistency: the speed of one's slowest 10 % of responses as a percentage of one's mean speed.
 * It captures attention lapses in the tail without penalising a person who is simply slower.
 */
function consistency(rts: readonly number[]): number | null {
  const slow = slowestTenthSpeed(rts);
  const all = meanSpeed(rts);
  return slow !== null && all ? (100 * slow) / all : null;
}

export function computeMeasures(b: ScoredBlocks, answers: Readonly<Record<string, number>>): Measures {
  const simpleBoth = [...b.simple.trials, ...b.simple_final.trials];
  const speedOf = (trials: readonly TrialOutcome[]) => meanSpeed(rtsOf(trials, 'hit', 'lapse'));

  const simpleSpeed = speedOf(b.simple.trials);
  const firstMinute = speedOf(b.simple.trials.filter((t) => t.elapsed < 60_000));
  const secondMinute = speedOf(b.simple.trials.filter((t) => t.elapsed >= 60_000));
  const finalSpeed = speedOf(b.simple_final.trials);
  const declines: number[] = [];
  if (firstMinute && secondMinute) declines.push(100 * (1 - secondMinute / firstMinute));
  if (simpleSpeed && finalSpeed) declines.push(100 * (1 - finalSpeed / simpleSpeed));

  const simpleRate = pct(count(simpleBoth, 'lapse', 'omission', 'false_start'), presented(simpleBoth));
  const choiceRate = pct(
    count(b.choice.trials, 'error', 'omission', 'false_start'),
    presented(b.choice.trials),
  );
  const gonogoRate = pct(
    count(b.gonogo.trials, 'commission', 'omission', 'false_start'),
    presented(b.gonogo.trials),
  );
  const rates = [simpleRate, choiceRate, gonogoRate];

  const goTrials = b.gonogo.trials.filter((t) => t.stim === 0 && t.outcome !== 'voided');
  const nogoTrials = b.gonogo.trials.filter((t) => t.stim === 1 && t.outcome !== 'voided');

  const pressureDuration = b.pressure.spec.durationMs ?? 60_000;
  const late = b.pressure.trials.filter((t) => t.outcome !== 'voided' && t.elapsed >= pressureDuration / 2);
  const segments = [0, 0, 0];
  for (const t of b.pressure.trials) {
    if (t.outcome !== 'hit') continue;
    const seg = Math.min(2, Math.floor(t.elapsed / (pressureDuration / 3)));
    segments[seg] = (segments[seg] as number) + 1;
  }

  const scales = scaleMeans(answers);
  const measures: Measures = {
    simple_speed: simpleSpeed,
    consistency_pct: consistency(rtsOf(simpleBoth, 'hit', 'lapse')),
    choice_speed: speedOf(b.choice.trials.filter((t) => t.outcome === 'hit')),
    simple_errors:
      count(simpleBoth, 'lapse', 'omission', 'false_start') +
      b.simple.payload.anticipations.length +
      b.simple_final.payload.anticipations.length,
    error_pct: rates.includes(null) ? null : (mean(rates as number[]) as number),
    lapse_pct: pct(
      count(simpleBoth, 'lapse', 'omission') + count(goTrials, 'omission'),
      presented(simpleBoth) + goTrials.length,
    ),
    fatigue_pct: mean(declines),
    pressure_threshold: late.length >= 5 ? median(late.map((t) => t.window)) : null,
    pressure_best: b.pressure.trials.length > 0 ? Math.max(...segments) : null,
    commission_pct: pct(count(nogoTrials, 'commission'), nogoTrials.length),
    false_starts: [b.simple, b.choice, b.gonogo, b.pressure, b.simple_final].reduce(
      (n, block) => n + falseStartsOf(block),
      0,
    ),
  } as Measures;
  for (const scale of QUESTIONNAIRE_SCALES) measures[`scale:${scale}`] = scales[scale];
  return measures;
}

export interface Score {
  raw: number | null;
  t: number | null;
}

/** A metric: its raw value and its favourable z (null when the data do not allow it). */
interface Computed {
  raw: number | null;
  z: number | null;
}

/** Aptitude weights (design values, docs/scoring.md). A '-' prefix uses the metric reversed. */
export const APTITUDE_WEIGHTS: Record<(typeof AptitudeType.values)[number], Record<string, number>> = {
  tobikomi: { accelerator: 0.25, power: 0.2, achievement: 0.2, stress_tolerance: 0.2, '-avoidance': 0.15 },
  route_eigyo: { affinity: 0.3, responsibility: 0.25, work_motivation: 0.2, brake: 0.15, concentration: 0.1 },
  tellapo: {
    stress_tolerance: 0.3,
    '-avoidance': 0.25,
    achievement: 0.2,
    work_motivation: 0.15,
    affinity: 0.1,
  },
  jimu: { concentration: 0.3, miss_ave: 0.3, brake: 0.2, responsibility: 0.2 },
  soume: { affinity: 0.3, responsibility: 0.25, management_personnel_management: 0.25, brake: 0.2 },
  keiri: { miss_ave: 0.35, concentration: 0.25, brake: 0.2, responsibility: 0.2 },
  planning: { aspiration: 0.3, accelerator: 0.2, hukugo: 0.2, power: 0.15, achievement: 0.15 },
  purchasing: {
    brake: 0.25,
    responsibility: 0.25,
    power: 0.2,
    concentration: 0.15,
    management_personnel_management: 0.15,
  },
  manufactoring: {
    concentration: 0.3,
    simple_react: 0.2,
    miss_ave: 0.2,
    init_fatigue: 0.15,
    responsibility: 0.15,
  },
  engineer: { hukugo: 0.3, concentration: 0.25, aspiration: 0.25, brake: 0.2 },
  system_dev: {
    hukugo: 0.25,
    concentration: 0.25,
    aspiration: 0.2,
    achievement: 0.15,
    management_personnel_management: 0.15,
  },
  recruiter: {
    affinity: 0.35,
    management_personnel_leadership: 0.2,
    power: 0.15,
    work_motivation: 0.15,
    responsibility: 0.15,
  },
  shinki_jigyo: {
    accelerator: 0.3,
    aspiration: 0.25,
    achievement: 0.2,
    '-avoidance': 0.15,
    stress_tolerance: 0.1,
  },
  manager: {
    management_personnel_leadership: 0.3,
    management_personnel_management: 0.3,
    responsibility: 0.15,
    power: 0.15,
    stress_tolerance: 0.1,
  },
};

/** Composite weights of the composite metrics (design values, docs/scoring.md). */
export const COMPOSITE_WEIGHTS = {
  performance: { simple_react: 0.35, hukugo: 0.45, miss_ave: 0.2 },
  concentration: { consistency_pct: 0.5, lapse_pct: 0.5 },
  potential: {
    hukugo: 0.25,
    stress_tolerance: 0.2,
    aspiration: 0.2,
    work_motivation: 0.2,
    achievement: 0.15,
  },
  trouble_risk: { commission_pct: 0.6, false_starts: 0.4 },
} as const;

export const APPLICANT_METRIC_KEYS = [
  'simple_react',
  'hukugo',
  'simple_miss',
  'miss_ave',
  'performance',
  'init_fatigue',
  'concentration',
  'stress_tolerance',
  'potential',
  'trouble_risk',
  'responsibility',
  'aspiration',
  'work_motivation',
] as const;
export const EMPLOYEE_METRIC_KEYS = [
  'highest_hukugo_answer',
  'management_personnel_leadership',
  'management_personnel_management',
  'accelerator',
  'brake',
  'achievement',
  'affinity',
  'power',
  'avoidance',
] as const;

function weighted(weights: Record<string, number>, z: (key: string) => number | null): number | null {
  return compositeZ(
    Object.entries(weights).map(([key, w]) => {
      const value = key.startsWith('-') ? z(key.slice(1)) : z(key);
      return [w, value === null ? null : key.startsWith('-') ? -value : value] as const;
    }),
  );
}

/**
 * Every metric (applicant metrics for both types; employee metrics too for 'employee') and, for
 * employees, the aptitudes. Composite metrics report the standardised composite as their raw value;
 * trouble_risk's raw value is the risk index (positive = riskier), its T the favourable side.
 */
export function computeScores(
  m: Measures,
  device: DeviceClass,
  diagnosisType: 'senkou' | 'employee',
): { metrics: Record<string, Score>; aptitudes: Record<string, Score> } {
  const norms = NORMS[device];
  const zOf = (measure: Measure) => {
    const x = m[measure];
    return x === null ? null : zScore(norms[measure], x);
  };
  const ms = (speed: number | null) => (speed ? round(1000 / speed, 1) : null);
  const plain = (measure: Measure, digits: number): Computed => {
    const x = m[measure];
    return { raw: x === null ? null : round(x, digits), z: zOf(measure) };
  };
  const composite = (z: number | null, sign = 1): Computed => ({
    raw: z === null ? null : round(sign * z, 3),
    z,
  });

  const c: Record<string, Computed> = {
    simple_react: { raw: ms(m.simple_speed), z: zOf('simple_speed') },
    hukugo: { raw: ms(m.choice_speed), z: zOf('choice_speed') },
    simple_miss: plain('simple_errors', 0),
    miss_ave: plain('error_pct', 2),
    init_fatigue: plain('fatigue_pct', 1),
    stress_tolerance: plain('pressure_threshold', 0),
    highest_hukugo_answer: plain('pressure_best', 0),
    responsibility: plain('scale:responsibility', 2),
    aspiration: plain('scale:aspiration', 2),
    work_motivation: plain('scale:work_motivation', 2),
    achievement: plain('scale:achievement', 2),
    affinity: plain('scale:affinity', 2),
    power: plain('scale:power', 2),
    avoidance: plain('scale:avoidance', 2),
    accelerator: plain('scale:accelerator', 2),
    brake: plain('scale:brake', 2),
    management_personnel_leadership: plain('scale:leadership', 2),
    management_personnel_management: plain('scale:management', 2),
  };
  const zc = (key: string) => c[key]?.z ?? null;
  c.performance = composite(weighted(COMPOSITE_WEIGHTS.performance, zc));
  c.concentration = composite(weighted(COMPOSITE_WEIGHTS.concentration, (k) => zOf(k as Measure)));
  c.potential = composite(weighted(COMPOSITE_WEIGHTS.potential, zc));
  c.trouble_risk = composite(
    weighted(COMPOSITE_WEIGHTS.trouble_risk, (k) => zOf(k as Measure)),
    -1,
  );

  const toScore = ({ raw, z }: Computed): Score => ({ raw, t: z === null ? null : tFromZ(z) });
  const metrics: Record<string, Score> = {};
  for (const key of APPLICANT_METRIC_KEYS) metrics[key] = toScore(c[key] as Computed);
  const aptitudes: Record<string, Score> = {};
  if (diagnosisType === 'employee') {
    for (const key of EMPLOYEE_METRIC_KEYS) metrics[key] = toScore(c[key] as Computed);
    for (const apt of AptitudeType.values) {
      aptitudes[apt] = toScore(composite(weighted(APTITUDE_WEIGHTS[apt], zc)));
    }
  }
  return { metrics, aptitudes };
}
