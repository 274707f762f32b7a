/**
 * Turns one reaction block's raw payload into per-trial outcomes, after checking it against the
 * protocol: the trials must be the block's schedule in order (stimulus by stimulus), and every
 * time must be consistent. Reaction times come from raw times only (first response `t` − `onset`);
 * the response window is the protocol's, and for the pressure block it is recomputed here from
 * the outcomes, so nothing the browser computed is trusted.
 */
import { type BlockSpec, buildSchedule, FALSE_START_MS, type TReactionBlockPayload } from '../protocol.ts';

export class ScoringInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScoringInputError';
  }
}

/**
 * hit: a correct response in time (simple: any response ≥ FALSE_START_MS in the window);
 * lapse: simple only, a response slower than the device's lapse threshold; omission: no response
 * in the window; error: the wrong box; commission: a response to a no-go stimulus; withheld: a
 * no-go correctly left alone; false_start: the first response came < FALSE_START_MS after onset;
 * voided: the browser voided the trial (page hidden or focus lost).
 */
export type Outcome =
  | 'hit'
  | 'lapse'
  | 'omission'
  | 'error'
  | 'commission'
  | 'withheld'
  | 'false_start'
  | 'voided';

export interface TrialOutcome {
  outcome: Outcome;
  /** The scheduled stimulus (gonogo: 0 go, 1 no-go). */
  stim: number;
  /** First response minus onset (ms), null without a response. */
  rt: number | null;
  /** Onset minus the block's first onset (ms). */
  elapsed: number;
  /** The response window in force (ms). */
  window: number;
}

export interface BlockResult {
  spec: BlockSpec;
  payload: TReactionBlockPayload;
  trials: TrialOutcome[];
}

/**
 * Pressure block: after a hit the window shrinks by `step`, after anything else it widens by
 * `step`, kept within [minMs, maxMs]; voided trials leave it unchanged. The window is carried
 * unrounded and a trial uses it rounded to whole ms — exactly as the browser runs it
 * (apps/web/src/features/exam/engine/reaction-block.ts), so an honest session gets the same windows.
 */
export function nextPressureWindow(spec: BlockSpec, window: number, hit: boolean): number {
  const p = spec.pressure;
  if (!p) return window;
  return hit ? Math.max(p.minMs, window * (1 - p.step)) : Math.min(p.maxMs, window * (1 + p.step));
}

/** Analyses one scored or practice reaction block; throws ScoringInputError on contradictions. */
export function analyseBlock(
  spec: BlockSpec,
  payload: TReactionBlockPayload,
  seed: number,
  lapseMs: number,
): BlockResult {
  const where = `ブロック「${spec.title}」`;
  if (payload.block_id !== spec.id) throw new ScoringInputError(`${where}のIDが一致しません`);
  if (!(payload.t_end >= payload.t_start)) throw new ScoringInputError(`${where}の開始・終了時刻が不正です`);
  const schedule = buildSchedule(spec.index, seed);
  if (spec.trials !== null && payload.trials.length !== spec.trials) {
    throw new ScoringInputError(`${where}の試行数が規定と異なります`);
  }
  if (payload.trials.length > schedule.length) throw new ScoringInputError(`${where}の試行数が多すぎます`);

  const out: TrialOutcome[] = new Array(payload.trials.length);
  let carried = spec.pressure?.startMs ?? spec.responseWindowMs;
  let prevOnset = Number.NEGATIVE_INFINITY;
  /** Times within the block count from the first stimulus, so the lead-in is not part of minute 1. */
  const origin = payload.trials[0]?.onset ?? payload.t_start;
  for (let i = 0; i < payload.trials.length; i++) {
    const trial = payload.trials[i] as TReactionBlockPayload['trials'][number];
    const planned = schedule[i];
    if (trial.n !== i || !planned || trial.stim !== planned.stim) {
      throw new ScoringInputError(`${where}の刺激が出題スケジュールと一致しません（${i + 1}試行目）`);
    }
    if (trial.onset < payload.t_start || trial.onset > payload.t_end || trial.onset < prevOnset) {
      throw new ScoringInputError(`${where}の刺激の提示時刻が不正です（${i + 1}試行目）`);
    }
    prevOnset = trial.onset;
    let prevT = trial.onset;
    for (const r of trial.responses) {
      if (r.t < prevT) throw new ScoringInputError(`${where}の反応時刻が不正です（${i + 1}試行目）`);
      prevT = r.t;
    }
    const window = Math.round(carried);
    const first = trial.responses[0];
    const rt = first ? first.t - trial.onset : null;
    const inWindow = rt !== null && rt <= window;
    let outcome: Outcome;
    if (trial.voided) outcome = 'voided';
    else if (rt !== null && rt < FALSE_START_MS) outcome = 'false_start';
    else if (spec.kind === 'simple')
      outcome = !inWindow ? 'omission' : (rt as number) >= lapseMs ? 'lapse' : 'hit';
    else if (spec.kind === 'gonogo') {
      if (trial.stim === 1) outcome = rt === null ? 'withheld' : 'commission';
      else outcome = inWindow ? 'hit' : 'omission';
    } else outcome = !inWindow ? 'omission' : first?.choice === trial.stim ? 'hit' : 'error';
    out[i] = { outcome, stim: trial.stim, rt, elapsed: trial.onset - origin, window };
    if (spec.kind === 'pressure' && outcome !== 'voided') {
      carried = nextPressureWindow(spec, carried, outcome === 'hit');
    }
  }
  return { spec, payload, trials: out };
}
