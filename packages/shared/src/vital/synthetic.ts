/**
 * Simulated examinees for tests, the demo seed and the benches: `synthesizeSession(profile, seed)`
 * returns the raw block payloads a browser would upload for a person of that profile, following the
 * protocol's schedule and timing (frame-synced onsets, ex-Gaussian reaction times). Deterministic
 * from the seed. Import by subpath: `@mirume/shared/vital/synthetic`.
 */
import {
  BLOCKS,
  type BlockSpec,
  buildSchedule,
  PROTOCOL_VERSION,
  prng,
  type TBlockPayload,
  type TQuestionnairePayload,
  type TReactionBlockPayload,
  type TResponseEvent,
} from './protocol.ts';
import { QUESTIONNAIRE_ITEMS, type QuestionnaireScale } from './questionnaire.ts';
import { nextPressureWindow } from './scoring/trials.ts';

export const SYNTHETIC_PROFILES = [
  'typical',
  'fast_steady',
  'slow',
  'tired',
  'false_starter',
  'bot_constant',
] as const;
export type SyntheticProfile = (typeof SYNTHETIC_PROFILES)[number];

interface Behaviour {
  /** Ex-Gaussian simple RT: normal(mu, sigma) + exponential(tau), ms. */
  mu: number;
  sigma: number;
  tau: number;
  /** Extra time a 4-choice decision takes, ms. */
  choiceExtra: number;
  choiceError: number;
  /** Probability of a lapse (a very slow or missing response) per trial, and its growth per minute. */
  lapse: number;
  lapseGrowth: number;
  /** Slowing per minute of test time, ms. */
  slowing: number;
  /** Probability of a false start per trial (half before onset, half < 100 ms after). */
  falseStart: number;
  /** Probability of responding to a no-go stimulus. */
  commission: number;
  /** Every RT exactly this value (a script), or null. */
  constantRt: number | null;
  trusted: boolean;
  heldKeys: number;
  /** Page hidden for this long during the questionnaire (ms), 0 for none. */
  hiddenMs: number;
  /** Mean answer (before reverse keying) per scale; unlisted scales use `traitDefault`. */
  traits: Partial<Record<QuestionnaireScale, number>>;
  traitDefault: number;
  /** Answer every item with this value (straight-lining), or null. */
  flatAnswer: number | null;
}

const BASE: Behaviour = {
  mu: 225,
  sigma: 25,
  tau: 35,
  choiceExtra: 200,
  choiceError: 0.03,
  lapse: 0.01,
  lapseGrowth: 0,
  slowing: 1,
  falseStart: 0.01,
  commission: 0.12,
  constantRt: null,
  trusted: true,
  heldKeys: 0,
  hiddenMs: 0,
  traits: { power: 3.1, avoidance: 3.0, leadership: 3.0, accelerator: 3.2, management: 3.3 },
  traitDefault: 3.6,
  flatAnswer: null,
};

const PROFILES: Record<SyntheticProfile, Behaviour> = {
  typical: BASE,
  fast_steady: {
    ...BASE,
    mu: 195,
    sigma: 14,
    tau: 14,
    choiceExtra: 160,
    choiceError: 0.01,
    lapse: 0,
    slowing: 0,
    falseStart: 0.003,
    commission: 0.03,
    traits: { avoidance: 2.3, power: 3.8, leadership: 3.8, management: 3.9, accelerator: 3.8, brake: 3.9 },
    traitDefault: 4.3,
  },
  slow: {
    ...BASE,
    mu: 275,
    sigma: 32,
    tau: 50,
    choiceExtra: 260,
    choiceError: 0.05,
    lapse: 0.02,
    slowing: 2,
    falseStart: 0.01,
    commission: 0.1,
    traits: { avoidance: 3.6, power: 2.6, leadership: 2.5, accelerator: 2.6 },
    traitDefault: 3.1,
  },
  tired: {
    ...BASE,
    mu: 235,
    tau: 45,
    lapse: 0.01,
    lapseGrowth: 0.012,
    slowing: 14,
    hiddenMs: 4000,
    traitDefault: 3.3,
  },
  false_starter: {
    ...BASE,
    mu: 210,
    falseStart: 0.16,
    commission: 0.38,
    choiceError: 0.07,
    heldKeys: 1,
    traits: { accelerator: 4.4, brake: 2.1, avoidance: 2.4, power: 3.6 },
    traitDefault: 3.5,
  },
  bot_constant: {
    ...BASE,
    constantRt: 200,
    choiceError: 0,
    lapse: 0,
    slowing: 0,
    falseStart: 0,
    commission: 0,
    trusted: false,
    flatAnswer: 3,
  },
};

/** One animation frame at 60 Hz: onsets land on frame times, as rAF stamps them. */
const FRAME_MS = 1000 / 60;
/** Pause between blocks (instructions), ms. */
const BLOCK_GAP_MS = 4000;
const EPOCH = Date.UTC(2026, 10, 20, 1, 0, 0);

export interface SynthesizeOptions {
  device?: 'pc' | 'tab' | 'sp';
}

/** The raw payloads of all blocks of a simulated session (see the profiles above). */
export function synthesizeSession(
  profile: SyntheticProfile,
  seed: number,
  options: SynthesizeOptions = {},
): TBlockPayload[] {
  const b = PROFILES[profile];
  const touch = (options.device ?? 'pc') !== 'pc';
  const rnd = prng((seed ^ 0x5eed5eed) >>> 0);
  const normal = () => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
  const t0 = 1000 + rnd() * 500;
  let now = t0;
  const minutes = () => (now - t0) / 60_000;

  /** A simple-RT draw for the current moment of the test (touch adds its lag). */
  const drawRt = (extra: number): number => {
    if (b.constantRt !== null) return b.constantRt;
    const rt = b.mu + extra + b.sigma * normal() - b.tau * Math.log(1 - rnd()) + b.slowing * minutes();
    return Math.max(120, rt) + (touch ? 60 + 8 * normal() : 0);
  };
  const event = (t: number, choice: number | null): TResponseEvent => ({
    t: Math.round(t * 1000) / 1000,
    kind: touch ? 'pointerdown' : 'keydown',
    key: touch ? 'touch' : choice === null ? 'Space' : (['KeyD', 'KeyF', 'KeyJ', 'KeyK'][choice] as string),
    choice,
    trusted: b.trusted,
  });

  const out: TBlockPayload[] = [];
  for (const spec of BLOCKS) {
    now += BLOCK_GAP_MS;
    if (spec.kind === 'questionnaire') out.push(questionnaire(spec, b, rnd, normal, now, (t) => (now = t)));
    else out.push(reactionBlock(spec, b, seed, rnd, drawRt, event, now, (t) => (now = t), minutes, touch));
  }
  return out;
}

function iso(t: number): string {
  return new Date(EPOCH + Math.round(t)).toISOString();
}

function reactionBlock(
  spec: BlockSpec,
  b: Behaviour,
  seed: number,
  rnd: () => number,
  drawRt: (extra: number) => number,
  event: (t: number, choice: number | null) => TResponseEvent,
  start: number,
  setNow: (t: number) => void,
  minutes: () => number,
  touch: boolean,
): TReactionBlockPayload {
  const schedule = buildSchedule(spec.index, seed);
  const trials: TReactionBlockPayload['trials'] = [];
  const anticipations: TResponseEvent[] = [];
  let t = start;
  let carried = spec.pressure?.startMs ?? spec.responseWindowMs;
  const extra = spec.kind === 'simple' ? 0 : spec.kind === 'gonogo' ? b.choiceExtra * 0.4 : b.choiceExtra;
  for (const planned of schedule) {
    if (spec.durationMs !== null && t + planned.isi - start > spec.durationMs) break;
    const falseStart = rnd() < b.falseStart ? (rnd() < 0.5 ? 'before' : 'early') : null;
    if (falseStart === 'before') anticipations.push(event(t + planned.isi * (0.3 + 0.6 * rnd()), null));
    const onset = Math.ceil((t + planned.isi) / FRAME_MS) * FRAME_MS;
    const window = Math.round(carried);
    let rt: number | null;
    let choice: number | null = spec.kind === 'choice4' || spec.kind === 'pressure' ? planned.stim : null;
    if (falseStart === 'early') rt = 40 + 50 * rnd();
    else if (spec.kind === 'gonogo' && planned.stim === 1)
      rt = rnd() < b.commission ? drawRt(extra) * 0.8 : null;
    else if (rnd() < b.lapse + b.lapseGrowth * minutes())
      rt = rnd() < 0.5 ? 550 + 900 * rnd() + (touch ? 60 : 0) : null;
    else rt = drawRt(extra);
    if (choice !== null && b.constantRt === null && rnd() < b.choiceError)
      choice = (choice + 1 + Math.floor(rnd() * 3)) % 4;
    const responded = rt !== null && rt <= window;
    trials.push({
      n: planned.n,
      stim: planned.stim,
      onset: Math.round(onset * 1000) / 1000,
      window,
      responses: responded ? [event(onset + (rt as number), choice)] : [],
      voided: false,
    });
    t = responded ? onset + (rt as number) : onset + window;
    if (spec.kind === 'pressure') {
      const hit = responded && (rt as number) >= 100 && choice === planned.stim;
      carried = nextPressureWindow(spec, carried, hit);
    }
  }
  const heldKeys = spec.practice
    ? []
    : Array.from({ length: spec.index === 1 ? b.heldKeys : 0 }, () => ({
        key: 'Space',
        down: t - 5000,
        up: t - 1500,
      }));
  setNow(t + 300);
  return {
    protocol_version: PROTOCOL_VERSION,
    block_index: spec.index,
    block_id: spec.id,
    started_at: iso(start),
    t_start: Math.round(start * 1000) / 1000,
    t_end: Math.round((t + 300) * 1000) / 1000,
    input: touch ? 'touch' : 'keyboard',
    trials,
    anticipations,
    held_keys: heldKeys,
    repeats_blocked: heldKeys.length * 20,
    page_events: [],
  };
}

function questionnaire(
  spec: BlockSpec,
  b: Behaviour,
  rnd: () => number,
  normal: () => number,
  start: number,
  setNow: (t: number) => void,
): TQuestionnairePayload {
  const answers: Record<string, number> = {};
  for (const item of QUESTIONNAIRE_ITEMS) {
    const level = b.traits[item.scale] ?? b.traitDefault;
    const a = b.flatAnswer ?? Math.min(5, Math.max(1, Math.round(level + 0.6 * normal())));
    answers[item.id] = b.flatAnswer ?? (item.reverse ? 6 - a : a);
  }
  const end = start + 90_000 + 30_000 * rnd();
  const hiddenAt = start + 40_000;
  setNow(end);
  return {
    protocol_version: PROTOCOL_VERSION,
    block_index: spec.index as TQuestionnairePayload['block_index'],
    block_id: 'questionnaire',
    started_at: iso(start),
    t_start: Math.round(start * 1000) / 1000,
    t_end: Math.round(end * 1000) / 1000,
    answers,
    page_events:
      b.hiddenMs > 0
        ? [
            { t: hiddenAt, type: 'hidden' },
            { t: hiddenAt + b.hiddenMs, type: 'visible' },
          ]
        : [],
  };
}
