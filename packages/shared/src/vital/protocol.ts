/**
 * The mirumevital test protocol (version `mv1`): the blocks the examinee's browser runs, the trial
 * schedule each block draws from a per-session seed, and the raw-event payload a finished block is
 * uploaded as. The browser only records; the server checks the trials against the schedule and
 * computes every score (docs/scoring.md).
 *
 * Times in a payload are milliseconds on the page's `performance` time line (the same origin as
 * `performance.now()`, `requestAnimationFrame` timestamps and `event.timeStamp`).
 */
import { z } from 'zod';

export const PROTOCOL_VERSION = 'mv1';

/** simple: one target, respond as fast as possible (PVT). choice4: press the lit box of four.
 * gonogo: respond to the go shape, withhold on the no-go shape. pressure: choice4 with a response
 * window that shrinks after each correct answer and widens after a miss or error. */
export type BlockKind = 'simple' | 'choice4' | 'gonogo' | 'pressure' | 'questionnaire';

export interface BlockSpec {
  index: number;
  id: string;
  kind: BlockKind;
  /** Practice blocks are shown and uploaded but never scored. */
  practice: boolean;
  /** Japanese title shown above the block and in the progress indicator. */
  title: string;
  /** Fixed number of trials, or null when the block runs for `durationMs`. */
  trials: number | null;
  durationMs: number | null;
  /** Inter-stimulus interval (simple) or response-to-stimulus interval (others), drawn uniformly. */
  isiMs: readonly [number, number];
  /** How long a stimulus waits for a response before it counts as a miss (lapse/omission). */
  responseWindowMs: number;
  /** pressure only: the window's bounds and its step (fraction) after each trial. */
  pressure?: { startMs: number; minMs: number; maxMs: number; step: number };
  /** gonogo only: share of go trials. */
  goRatio?: number;
}

/** The blocks in the order they run. Indices are stable within a protocol version. */
export const BLOCKS: readonly BlockSpec[] = [
  {
    index: 0,
    id: 'practice_simple',
    kind: 'simple',
    practice: true,
    title: '練習（単純反応）',
    trials: 5,
    durationMs: null,
    isiMs: [1000, 3000],
    responseWindowMs: 1500,
  },
  {
    index: 1,
    id: 'simple',
    kind: 'simple',
    practice: false,
    title: '単純反応',
    trials: null,
    durationMs: 120_000,
    isiMs: [1000, 4000],
    responseWindowMs: 1500,
  },
  {
    index: 2,
    id: 'practice_choice',
    kind: 'choice4',
    practice: true,
    title: '練習（選択反応）',
    trials: 8,
    durationMs: null,
    isiMs: [500, 1000],
    responseWindowMs: 2000,
  },
  {
    index: 3,
    id: 'choice',
    kind: 'choice4',
    practice: false,
    title: '選択反応',
    trials: 40,
    durationMs: null,
    isiMs: [500, 1000],
    responseWindowMs: 2000,
  },
  {
    index: 4,
    id: 'gonogo',
    kind: 'gonogo',
    practice: false,
    title: '抑制課題',
    trials: 60,
    durationMs: null,
    isiMs: [800, 1200],
    responseWindowMs: 800,
    goRatio: 0.75,
  },
  {
    index: 5,
    id: 'pressure',
    kind: 'pressure',
    practice: false,
    title: 'スピード課題',
    trials: null,
    durationMs: 60_000,
    isiMs: [300, 500],
    responseWindowMs: 1200,
    pressure: { startMs: 1200, minMs: 350, maxMs: 1500, step: 0.08 },
  },
  {
    index: 6,
    id: 'simple_final',
    kind: 'simple',
    practice: false,
    title: '単純反応（2回目）',
    trials: null,
    durationMs: 60_000,
    isiMs: [1000, 4000],
    responseWindowMs: 1500,
  },
  {
    index: 7,
    id: 'questionnaire',
    kind: 'questionnaire',
    practice: false,
    title: 'アンケート',
    trials: null,
    durationMs: null,
    isiMs: [0, 0],
    responseWindowMs: 0,
  },
];

export const BLOCK_COUNT = BLOCKS.length;
export const BLOCK_IDS = BLOCKS.map((b) => b.id);

/** A response earlier than this after onset is a false start (Basner & Dinges 2011). */
export const FALSE_START_MS = 100;
/** A key held down longer than this is a held key. */
export const HELD_KEY_MS = 3000;
/** About how long the whole test takes, for the confirmation page (minutes). */
export const ESTIMATED_MINUTES = 10;

// ---- schedule -------------------------------------------------------------------------------

/** mulberry32: a small, fast, well-distributed 32-bit PRNG; the same seed gives the same schedule. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ScheduledTrial {
  /** Position in the block's schedule (0-based). */
  n: number;
  /** Interval before this stimulus, ms. */
  isi: number;
  /** simple: 0; choice4/pressure: the box 0–3; gonogo: 0 = go, 1 = no-go. */
  stim: number;
}

/** Upper bound of trials a timed block can use (more than anyone can answer in its duration). */
export const MAX_TIMED_TRIALS = 400;

/**
 * The trial schedule of block `index` for a session seed. Fixed-count blocks get exactly that
 * many trials; timed blocks get MAX_TIMED_TRIALS and use them in order until time runs out.
 * choice4 never repeats the same box twice in a row; gonogo has exactly round(goRatio × trials) go
 * trials in a shuffled order that never starts with a no-go.
 */
export function buildSchedule(index: number, seed: number): ScheduledTrial[] {
  const spec = BLOCKS[index];
  if (!spec || spec.kind === 'questionnaire') return [];
  const rnd = prng((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const count = spec.trials ?? MAX_TIMED_TRIALS;
  const [lo, hi] = spec.isiMs;
  const isi = () => Math.round(lo + rnd() * (hi - lo));
  const out: ScheduledTrial[] = [];
  if (spec.kind === 'gonogo') {
    const goCount = Math.round((spec.goRatio ?? 0.75) * count);
    const stims: number[] = Array.from({ length: count }, (_, i) => (i < goCount ? 0 : 1));
    for (let i = stims.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [stims[i], stims[j]] = [stims[j] as number, stims[i] as number];
    }
    if (stims[0] === 1) {
      const firstGo = stims.indexOf(0);
      [stims[0], stims[firstGo]] = [0, 1];
    }
    for (let n = 0; n < count; n++) out.push({ n, isi: isi(), stim: stims[n] as number });
    return out;
  }
  let prev = -1;
  for (let n = 0; n < count; n++) {
    let stim = 0;
    if (spec.kind === 'choice4' || spec.kind === 'pressure') {
      stim = Math.floor(rnd() * 3);
      if (stim >= prev && prev >= 0) stim += 1; // never the same box twice in a row
      if (prev < 0) stim = Math.floor(rnd() * 4);
      prev = stim;
    }
    out.push({ n, isi: isi(), stim });
  }
  return out;
}

// ---- raw-event payloads ---------------------------------------------------------------------

const ms = z.number().finite();

/** One response event as the browser saw it. */
export const ZResponseEvent = z.object({
  /** `event.timeStamp` of the keydown / pointerdown. */
  t: ms,
  kind: z.enum(['keydown', 'pointerdown']),
  /** KeyboardEvent.code (e.g. 'Space', 'KeyF') or the pointer type ('touch', 'mouse', 'pen'). */
  key: z.string().max(32),
  /** The box chosen (choice4/pressure), else null. */
  choice: z.number().int().min(0).max(3).nullable(),
  /** `event.isTrusted`. */
  trusted: z.boolean(),
});
export type TResponseEvent = z.infer<typeof ZResponseEvent>;

/** One presented stimulus and what followed it. */
export const ZTrialRecord = z.object({
  /** Index into the block's schedule. */
  n: z.number().int().min(0).max(MAX_TIMED_TRIALS),
  stim: z.number().int().min(0).max(3),
  /** Timestamp of the animation frame that first showed the stimulus (rAF callback time). */
  onset: ms,
  /** The response window in force for this trial (pressure shrinks it), ms. */
  window: z.number().int().min(0).max(10_000),
  /** Responses from onset until the next stimulus, in order; the first one counts. */
  responses: z.array(ZResponseEvent).max(20),
  /** The trial was voided by the browser (page hidden or focus lost while it ran). */
  voided: z.boolean().default(false),
});
export type TTrialRecord = z.infer<typeof ZTrialRecord>;

export const ZPageEvent = z.object({
  t: ms,
  type: z.enum(['hidden', 'visible', 'blur', 'focus']),
});

export const ZReactionBlockPayload = z.object({
  protocol_version: z.literal(PROTOCOL_VERSION),
  block_index: z
    .number()
    .int()
    .min(0)
    .max(BLOCK_COUNT - 1),
  block_id: z.enum(BLOCK_IDS as [string, ...string[]]),
  /** Wall-clock start, ISO 8601. */
  started_at: z.iso.datetime({ offset: true }),
  /** performance time of the block's start and end. */
  t_start: ms,
  t_end: ms,
  /** Primary input the examinee used. */
  input: z.enum(['keyboard', 'touch', 'mouse', 'pen']),
  trials: z.array(ZTrialRecord).max(MAX_TIMED_TRIALS),
  /** Responses while no stimulus was showing (before onset / between trials). */
  anticipations: z.array(ZResponseEvent).max(1000),
  /** Keys held longer than HELD_KEY_MS. */
  held_keys: z.array(z.object({ key: z.string().max(32), down: ms, up: ms })).max(200),
  /** Auto-repeat keydowns ignored. */
  repeats_blocked: z.number().int().min(0).max(100_000),
  page_events: z.array(ZPageEvent).max(500),
});
export type TReactionBlockPayload = z.infer<typeof ZReactionBlockPayload>;

export const ZQuestionnairePayload = z.object({
  protocol_version: z.literal(PROTOCOL_VERSION),
  block_index: z.literal(BLOCK_COUNT - 1),
  block_id: z.literal('questionnaire'),
  started_at: z.iso.datetime({ offset: true }),
  t_start: ms,
  t_end: ms,
  /** item id → 1 (全くあてはまらない) … 5 (とてもあてはまる) */
  answers: z.record(z.string().max(16), z.number().int().min(1).max(5)),
  page_events: z.array(ZPageEvent).max(500),
});
export type TQuestionnairePayload = z.infer<typeof ZQuestionnairePayload>;

export const ZBlockPayload = z.union([ZQuestionnairePayload, ZReactionBlockPayload]);
export type TBlockPayload = z.infer<typeof ZBlockPayload>;

// ---- device facts ---------------------------------------------------------------------------

export const ZDeviceFacts = z.object({
  device: z.enum(['pc', 'tab', 'sp']),
  os: z.enum(['windows', 'mac', 'android', 'ios', 'other_os']),
  browser: z.enum(['chrome', 'fire_fox', 'microsoft_edge', 'safari', 'other_browser']),
  user_agent: z.string().max(1000),
  /** Measured at start from requestAnimationFrame intervals. */
  refresh_hz: z.number().min(1).max(1000).nullable(),
  screen_width: z.number().int().min(0).max(100_000),
  screen_height: z.number().int().min(0).max(100_000),
  /** `navigator.webdriver` */
  webdriver: z.boolean(),
  /**
   * A random key this browser keeps for the link: the same link resumed with another key is a
   * second device, which the instructions rule out and the result records as a validity flag.
   */
  device_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, '端末の識別子が正しくありません。')
    .optional(),
});
export type TDeviceFacts = z.infer<typeof ZDeviceFacts>;
