/**
 * Reference norms per device class and the T-score (偏差値). Every entry says where its numbers
 * come from; `provisional: true` marks a design value with no published norm for this exact task,
 * to be recalibrated from collected results (docs/scoring.md, 「ノルム」).
 */
import type { QuestionnaireScale } from '../questionnaire.ts';

export type DeviceClass = 'pc' | 'tab' | 'sp';

/** Which direction is favourable: T is oriented so that a higher T is always the favourable end,
 * except for 'level' measures (questionnaire scales), where T is simply the trait's level. */
export type Direction = 'higher' | 'lower' | 'level';

export interface Norm {
  mean: number;
  sd: number;
  direction: Direction;
  provisional: boolean;
  source: string;
}

/** The measures that have norms (inputs of the metrics; see metrics.ts). */
export type Measure =
  | 'simple_speed'
  | 'consistency_pct'
  | 'choice_speed'
  | 'simple_errors'
  | 'error_pct'
  | 'lapse_pct'
  | 'fatigue_pct'
  | 'pressure_threshold'
  | 'pressure_best'
  | 'commission_pct'
  | 'false_starts'
  | `scale:${QuestionnaireScale}`;

/** Touch input lag over a keyboard (58–70 ms in published web measurements), applied to tab/sp. */
export const TOUCH_LAG_MS = 60;

/** PVT lapse threshold (Basner & Dinges 2011), raised by the touch lag on tab/sp. */
export const LAPSE_MS: Record<DeviceClass, number> = {
  pc: 500,
  tab: 500 + TOUCH_LAG_MS,
  sp: 500 + TOUCH_LAG_MS,
};

const WOODS = 'Woods et al. 2015 (simple RT 231 ms, N = 1469) + 20–30 ms web/keyboard overhead; touch +60 ms';
const HICK =
  'Hick–Hyman law anchored on the simple-RT norm (a + b·log2 4, b ≈ 120 ms/bit, spatially compatible keys)';
const DESIGN = 'design value (no published norm for this exact task); recalibrate from collected data';

/** Speed norms in responses per second (1000 / RT); SD from a ≈ 13 % between-person CV of RT. */
function speed(ms: number, cv: number, provisional: boolean, source: string): Norm {
  const m = 1000 / ms;
  return { mean: m, sd: m * cv, direction: 'higher', provisional, source };
}

function reactionNorms(lag: number): Record<Exclude<Measure, `scale:${string}`>, Norm> {
  return {
    simple_speed: speed(255 + lag, 0.13, lag > 0, WOODS),
    consistency_pct: {
      mean: 74,
      sd: 6,
      direction: 'higher',
      provisional: true,
      source: `${DESIGN}; slowest-10 % RT ≈ 1.3–1.4 × the typical RT in rested PVT data`,
    },
    choice_speed: speed(480 + lag, 0.14, true, HICK),
    simple_errors: {
      mean: 2,
      sd: 2,
      direction: 'lower',
      provisional: true,
      source: `${DESIGN}; rested PVT-B lapses + false starts are few (Basner et al. 2011)`,
    },
    error_pct: { mean: 4, sd: 3, direction: 'lower', provisional: true, source: DESIGN },
    lapse_pct: { mean: 2, sd: 2.5, direction: 'lower', provisional: true, source: DESIGN },
    fatigue_pct: {
      mean: 2,
      sd: 5,
      direction: 'lower',
      provisional: true,
      source: `${DESIGN}; vigilance decrement of a few % over minutes`,
    },
    pressure_threshold: { mean: 470 + lag, sd: 70, direction: 'lower', provisional: true, source: DESIGN },
    pressure_best: { mean: 17, sd: 3, direction: 'higher', provisional: true, source: DESIGN },
    commission_pct: {
      mean: 12,
      sd: 8,
      direction: 'lower',
      provisional: true,
      source: `${DESIGN}; 75 % go, ≥ 800 ms intervals: commission rates of 5–20 % are usual`,
    },
    false_starts: { mean: 2.5, sd: 2, direction: 'lower', provisional: true, source: DESIGN },
  };
}

const SCALE_NORMS: Record<QuestionnaireScale, [number, number]> = {
  achievement: [3.5, 0.7],
  affinity: [3.6, 0.7],
  power: [3.1, 0.75],
  avoidance: [3.0, 0.75],
  responsibility: [3.8, 0.6],
  aspiration: [3.7, 0.65],
  work_motivation: [3.6, 0.7],
  leadership: [3.0, 0.8],
  management: [3.3, 0.7],
  accelerator: [3.2, 0.75],
  brake: [3.5, 0.65],
};

function scaleNorms(): Record<`scale:${QuestionnaireScale}`, Norm> {
  const out = {} as Record<`scale:${QuestionnaireScale}`, Norm>;
  for (const [scale, [m, s]] of Object.entries(SCALE_NORMS)) {
    out[`scale:${scale as QuestionnaireScale}`] = {
      mean: m,
      sd: s,
      direction: 'level',
      provisional: true,
      source: `${DESIGN}; Likert scale means of desirable traits usually sit above the midpoint`,
    };
  }
  return out;
}

export const NORMS: Record<DeviceClass, Record<Measure, Norm>> = {
  pc: { ...reactionNorms(0), ...scaleNorms() },
  tab: { ...reactionNorms(TOUCH_LAG_MS), ...scaleNorms() },
  sp: { ...reactionNorms(TOUCH_LAG_MS), ...scaleNorms() },
};

export const T_MIN = 20;
export const T_MAX = 80;

/** z in the favourable orientation: positive is better (or higher, for 'level' measures). */
export function zScore(norm: Norm, x: number): number {
  const z = (x - norm.mean) / norm.sd;
  return norm.direction === 'lower' ? -z : z;
}

/** T = 50 + 10·z, clamped to 20–80 and rounded to one decimal. */
export function tFromZ(z: number): number {
  const t = Math.min(T_MAX, Math.max(T_MIN, 50 + 10 * z));
  return Math.round(t * 10) / 10;
}

/** Assumed correlation between the parts of a composite, used to rescale it to unit SD. */
export const COMPOSITE_R = 0.3;

/** Parts of a composite are clamped to ±3 SD first, so one extreme part cannot outweigh the rest. */
export const COMPOSITE_PART_LIMIT = 3;

/**
 * A weighted composite of favourable z-scores, rescaled to SD 1 under COMPOSITE_R:
 * Σwᵢzᵢ / √(Σwᵢ² + 2r·Σ_{i<j} wᵢwⱼ), each zᵢ clamped to ±3. Null if any part is null.
 */
export function compositeZ(parts: readonly (readonly [number, number | null])[]): number | null {
  let sum = 0;
  let sq = 0;
  let cross = 0;
  let wsum = 0;
  for (const [w, z] of parts) {
    if (z === null) return null;
    sum += w * Math.min(COMPOSITE_PART_LIMIT, Math.max(-COMPOSITE_PART_LIMIT, z));
    sq += w * w;
    cross += w * wsum;
    wsum += w;
  }
  return sum / Math.sqrt(sq + 2 * COMPOSITE_R * cross);
}
