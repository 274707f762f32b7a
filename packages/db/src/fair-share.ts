/**
 * The embedded database's one engine shared out between companies (decisions/0023, "One engine
 * shared fairly").
 *
 * PGlite runs one statement at a time, on the server's own thread, and left to itself takes them
 * in arrival order. A request of a small company that arrives while a big company's list read is
 * under way is then read from its socket only after that whole read (its statements follow each
 * other without the event loop turning), and each of its own statements waits behind one of the
 * big company's.
 *
 * Here every statement (or transaction) belongs to a lane — the company of the request it runs
 * for — and they are handed to PGlite one at a time:
 * - the next one is taken from the waiting lane that has had the least of the engine lately (its
 *   engine time, halved every `halfLifeMs`): a company that asks little goes ahead of one that
 *   has kept the engine busy, and two busy companies take turns by the time they have had;
 * - the choice is made on the event loop's next turn after a statement ends, so that the requests
 *   that arrived meanwhile have been read and have queued their statements, and the lane that just
 *   had its turn has queued its next one (a few promise steps away) — chosen at once, whichever
 *   lane happened to be waiting would win.
 *
 * A transaction counts as one unit for as long as it is open (it holds the engine anyway);
 * statements inside it are not queued again.
 *
 * The background lane (jobs and the job queue's own upkeep, `DEFAULT_LANE`) yields to the
 * requests' lanes: while one of them waits, its next unit runs only once it has waited
 * `backgroundWaitMs` since it queued or since its last unit began. The job queue's upkeep comes
 * in bursts of many short statements; by engine time alone such a burst, having had less than a
 * busy company lately, kept the engine for hundreds of milliseconds until it caught up, and every
 * request waited behind it. Bounded so, it still runs at least one unit per `backgroundWaitMs`
 * under any load, and freely when no request waits.
 *
 * On a PostgreSQL server the same turns share out the list reads' statements (`asListRead`,
 * client.ts): there `concurrency` of them run at once, at most `perLane` of one lane, and the
 * rest wait in their lanes. Left to the pool, a big company's list reads keep several backends
 * busy on a server with few cores, and every statement of another company's request waits for a
 * core behind them. With one place per lane, a busy lane holds one place and leaves the others
 * free: another lane's statement finds one and runs at once, beside no more than
 * `concurrency - 1` others. With `perLaneFromMs`, the cap holds only for a lane that has had that
 * much engine time lately: a lane that asks little runs its statements side by side (a page's
 * count and rows at once), and a busy lane still holds one place. With `perLaneAlone`, a busy lane
 * holds that many while no other lane has a list read under way (`asListRead`, counted from its
 * start to its end, between its statements too): a burst alone keeps two backends busy, and drops
 * to one as soon as another company begins to read.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** Whose statements these are: a company's id, or a name ('operator', 'anonymous'). */
export type Lane = string | number;

/** A context's lane; `setLane` changes it for the rest of the context. */
const lanes = new AsyncLocalStorage<{ lane: Lane }>();

/** Statements run outside any context (jobs, start-up upkeep, tests). */
export const DEFAULT_LANE = 'system';

/** Whether the current context is a list read (its statements take turns on PostgreSQL too). */
const listReads = new AsyncLocalStorage<true>();

/** The list reads under way, per lane (`asListRead`). */
const readsUnderWay = new Map<Lane, number>();

/**
 * Runs `fn` as a list read: on PostgreSQL its statements take turns between lanes (client.ts). The
 * read counts as under way for its lane until it settles (`othersReading`).
 */
export async function asListRead<T>(fn: () => Promise<T>): Promise<T> {
  const lane = currentLane();
  readsUnderWay.set(lane, (readsUnderWay.get(lane) ?? 0) + 1);
  try {
    return await listReads.run(true, fn);
  } finally {
    const left = (readsUnderWay.get(lane) ?? 1) - 1;
    if (left > 0) readsUnderWay.set(lane, left);
    else readsUnderWay.delete(lane);
  }
}

/** Whether a list read of a lane other than `lane` is under way. */
function othersReading(lane: Lane): boolean {
  for (const key of readsUnderWay.keys()) if (key !== lane) return true;
  return false;
}

export function inListRead(): boolean {
  return listReads.getStore() === true;
}

/** Runs `fn` with its statements in `lane`; `setLane` can move them to another lane later. */
export function inLane<T>(lane: Lane, fn: () => T): T {
  return lanes.run({ lane }, fn);
}

/** Moves the current context's later statements to `lane` (e.g. once a request's caller is known). */
export function setLane(lane: Lane): void {
  const store = lanes.getStore();
  if (store) store.lane = lane;
}

export function currentLane(): Lane {
  return lanes.getStore()?.lane ?? DEFAULT_LANE;
}

/** `usage` counted at `at`, as it counts at `t` when it halves every `halfLifeMs`. */
export function decayedAt(usage: number, at: number, t: number, halfLifeMs: number): number {
  return usage * 2 ** (-(t - at) / halfLifeMs);
}

interface LaneState {
  /** Engine time (ms) this lane has had, decayed to `at`. */
  usage: number;
  at: number;
  waiting: (() => void)[];
  /** Its units under way. */
  running: number;
  /** When the lane began to wait, or its last waiting unit was chosen to run (ms). */
  since: number;
}

export interface FairShareOptions {
  /** How fast past engine time is forgotten: it counts half after this many ms. */
  halfLifeMs?: number;
  /** The clock (ms), for tests. */
  now?: () => number;
  /** Units under way at once (1: the embedded engine, which runs one statement at a time). */
  concurrency?: number;
  /** Units of one lane under way at once (at most `concurrency`, which is the default). */
  perLane?: number;
  /**
   * Units of one lane under way at once while no other lane has a list read under way (between
   * `perLane` and `concurrency`; default `perLane`).
   */
  perLaneAlone?: number;
  /**
   * The `perLane` cap holds for a lane that has had at least this much engine time lately (ms); a
   * lane that has had less may take every free place. Default 0: the cap holds for every lane.
   */
  perLaneFromMs?: number;
  /** The lane that yields to the others (`DEFAULT_LANE`: jobs and upkeep). */
  backgroundLane?: Lane;
  /** How long the background lane's next unit waits at most while other lanes wait (ms). */
  backgroundWaitMs?: number;
}

/** Below this much remembered engine time (ms), an idle lane is forgotten. */
const FORGET_BELOW_MS = 0.5;

export class FairShare {
  readonly #lanes = new Map<Lane, LaneState>();
  readonly #halfLifeMs: number;
  readonly #now: () => number;
  readonly #concurrency: number;
  readonly #perLane: number;
  readonly #perLaneAlone: number;
  readonly #perLaneFromMs: number;
  readonly #backgroundLane: Lane;
  readonly #backgroundWaitMs: number;
  /** Units under way, and places whose next unit is being chosen (on the next turn). */
  #running = 0;
  #choosing = 0;

  constructor(options: FairShareOptions = {}) {
    this.#halfLifeMs = options.halfLifeMs ?? 1000;
    this.#now = options.now ?? (() => performance.now());
    this.#concurrency = Math.max(1, options.concurrency ?? 1);
    this.#perLane = Math.min(this.#concurrency, Math.max(1, options.perLane ?? this.#concurrency));
    this.#perLaneAlone = Math.min(this.#concurrency, Math.max(this.#perLane, options.perLaneAlone ?? 0));
    this.#perLaneFromMs = Math.max(0, options.perLaneFromMs ?? 0);
    this.#backgroundLane = options.backgroundLane ?? DEFAULT_LANE;
    this.#backgroundWaitMs = options.backgroundWaitMs ?? 100;
  }

  /** Runs `work` (one statement or transaction) when its lane's turn comes. */
  run<T>(work: () => Promise<T>): Promise<T> {
    const key = currentLane();
    let lane = this.#lanes.get(key);
    if (!lane) {
      lane = { usage: 0, at: this.#now(), waiting: [], running: 0, since: 0 };
      this.#lanes.set(key, lane);
    }
    const state = lane;
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.#running += 1;
        state.running += 1;
        const t0 = this.#now();
        let settled: Promise<T>;
        try {
          settled = work();
        } catch (err) {
          settled = Promise.reject(err);
        }
        // Timed when the work settles, before its caller goes on.
        const ended = () => {
          const t1 = this.#now();
          state.usage = this.#usageAt(state, t1) + (t1 - t0);
          state.at = t1;
          this.#running -= 1;
          state.running -= 1;
          this.#choosing += 1;
          setImmediate(() => {
            this.#choosing -= 1;
            this.#next();
          });
        };
        settled.then(
          (value) => {
            ended();
            resolve(value);
          },
          (err: unknown) => {
            ended();
            reject(err);
          },
        );
      };
      // A free place is taken at once only while nobody who could take it waits: a waiter's turn
      // comes first. A lane that has its own share under way waits even for a free place.
      const t = this.#now();
      if (
        this.#running + this.#choosing < this.#concurrency &&
        state.running < this.#capOf(key, state, t) &&
        !this.#anyWaiting(t)
      ) {
        start();
      } else {
        if (state.waiting.length === 0) state.since = this.#now();
        state.waiting.push(start);
      }
    });
  }

  /** Whether any lane waits that could take a free place at `t` (other than `except`). */
  #anyWaiting(t: number, except?: Lane): boolean {
    for (const [key, lane] of this.#lanes) {
      if (key !== except && lane.waiting.length > 0 && lane.running < this.#capOf(key, lane, t)) return true;
    }
    return false;
  }

  /**
   * How many units `lane` may have under way at `t`: every place while it has had little lately;
   * else `perLaneAlone` while no other lane has a list read under way, `perLane` while one has.
   */
  #capOf(key: Lane, lane: LaneState, t: number): number {
    if (this.#usageAt(lane, t) < this.#perLaneFromMs) return this.#concurrency;
    return this.#perLaneAlone > this.#perLane && !othersReading(key) ? this.#perLaneAlone : this.#perLane;
  }

  /** The lanes remembered: those waiting, or idle with engine time not yet forgotten. */
  get laneCount(): number {
    return this.#lanes.size;
  }

  #usageAt(lane: LaneState, t: number): number {
    return decayedAt(lane.usage, lane.at, t, this.#halfLifeMs);
  }

  /**
   * Fills the free places, each with the waiting lane that has had the least of the engine; the
   * background lane only when no other lane waits or its unit has waited its bound.
   */
  #next(): void {
    while (this.#running + this.#choosing < this.#concurrency) {
      const t = this.#now();
      const othersWait = this.#anyWaiting(t, this.#backgroundLane);
      let best: LaneState | undefined;
      let bestUsage = Number.POSITIVE_INFINITY;
      for (const [key, lane] of this.#lanes) {
        const usage = this.#usageAt(lane, t);
        if (lane.waiting.length === 0) {
          if (usage < FORGET_BELOW_MS && lane.running === 0) this.#lanes.delete(key);
          continue;
        }
        if (lane.running >= this.#capOf(key, lane, t)) continue;
        if (othersWait && key === this.#backgroundLane && t - lane.since < this.#backgroundWaitMs) {
          continue;
        }
        if (usage < bestUsage) {
          best = lane;
          bestUsage = usage;
        }
      }
      if (!best) return;
      best.since = t;
      best.waiting.shift()?.();
    }
  }
}
