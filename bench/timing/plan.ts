/**
 * What both harness pages run: the same trial count, the same inter-stimulus intervals and the
 * same intended response delays, drawn from one seed that the driver (`bench/timing.mjs`) passes
 * in the page's query string.
 */
import { prng } from '@mirume/shared/vital/protocol';

/**
 * Interval before each stimulus, drawn uniformly (ms). Shorter than the scored simple block's
 * (1–4 s) to keep the bench to about three minutes; as short as the pressure block's, and timing
 * precision does not depend on it.
 */
export const ISI_MS = [300, 700] as const;
/** A stimulus waits this long for a response before it counts as a miss (ms). */
export const WINDOW_MS = 1500;
/** Intended response delays after the true onset (ms), the spread of real simple reaction times. */
export const DELAYS_MS = [150, 250, 350, 450] as const;
/** The disc every page shows: the same size and colour in both frameworks. */
export const DISC_PX = 120;
export const DISC_COLOUR = '#d32f2f';

export type InputKind = 'keyboard' | 'touch';

export interface PlannedTrial {
  /** Interval before the stimulus (ms). */
  isi: number;
  /** Intended delay of the synthetic response after the true onset (ms). */
  delay: number;
}

export interface RunParams {
  trials: number;
  seed: number;
  input: InputKind;
}

/** The page's run parameters from `?trials=&seed=&input=`. */
export function readParams(search: string): RunParams {
  const q = new URLSearchParams(search);
  return {
    trials: Number(q.get('trials') ?? 100),
    seed: Number(q.get('seed') ?? 1),
    input: q.get('input') === 'touch' ? 'touch' : 'keyboard',
  };
}

/** The trial plan of a run; every delay appears equally often, in a shuffled order. */
export function makePlan({ trials, seed }: RunParams): PlannedTrial[] {
  const rnd = prng(seed);
  const [lo, hi] = ISI_MS;
  const delays = Array.from({ length: trials }, (_, i) => DELAYS_MS[i % DELAYS_MS.length] as number);
  for (let i = delays.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [delays[i], delays[j]] = [delays[j] as number, delays[i] as number];
  }
  return delays.map((delay) => ({ isi: Math.round(lo + rnd() * (hi - lo)), delay }));
}
