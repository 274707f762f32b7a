/**
 * The embedded database on a thread of its own (decisions/0023, "The engine on its own thread").
 *
 * PGlite runs PostgreSQL compiled to WebAssembly on the thread that calls it. On the server's
 * thread every statement stopped everything else: reading requests, building queries, writing
 * answers as JSON. Here the engine and its data directory live in a worker thread
 * (engine-thread-worker.ts), and the server's thread talks to it with messages: while the engine
 * runs one statement, the server's thread reads, builds and answers other requests.
 *
 * The engine is shared out between companies there, as on the server's thread (fair-share.ts):
 * every statement and transaction is handed over at once with its lane (the caller's company), and
 * the engine's thread chooses the next one when the engine is free, without waiting for this one.
 *
 * `EngineThread` offers what the query builder, the job queue and the server use of a PGlite
 * instance — `query`, `exec`, `transaction`, `close` and `closed` — with the same results. What
 * cannot cross a thread is refused rather than dropped: parsers other than PGlite's own date
 * parsers (`DATE_PARSERS`, the job queue's), and any other query option. A database error keeps
 * its fields (`code`, `constraint`, `detail`…), so callers tell a unique violation as before.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { currentLane, decayedAt, type Lane } from './fair-share.ts';
import { DATE_PARSERS } from './pglite-parsers.ts';
import { isMarkedPrepared } from './prepared.ts';

type QueryOptions = Parameters<PGlite['query']>[2];
type Results = Awaited<ReturnType<PGlite['query']>>;
type ExecResults = Awaited<ReturnType<PGlite['exec']>>;

/** A statement's options as they cross to the engine's thread. */
export interface WireOptions {
  rowMode?: 'array' | 'object';
  /** Dates and times as Dates (PGlite's own parsers), not as the instance's text. */
  dates?: boolean;
}

/** Requests to the engine's thread; each is answered by a `Reply` with the same id. */
export type Request =
  | {
      id: number;
      op: 'query';
      tx?: number;
      lane?: Lane;
      text: string;
      params?: unknown[];
      options: WireOptions;
      /** Marked by `keptPrepared` (prepared.ts): kept prepared on the engine's thread. */
      kept?: boolean;
    }
  | { id: number; op: 'exec'; tx?: number; lane?: Lane; text: string; options: WireOptions }
  | { id: number; op: 'begin'; lane: Lane }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  /** Migrations, then the demo world when `seed` (Database.prepare): answers whether it seeded. */
  | { id: number; op: 'prepare'; seed: boolean }
  | { id: number; op: 'close' };

export type Reply = { id: number; ok: true; value?: unknown } | { id: number; ok: false; error: WireError };

/** An error's name, message and plain fields (a database error's code, detail, constraint…). */
export type WireError = { name: string; message: string; fields: Record<string, unknown> };

/** What the engine's thread answers once its database is open, or could not be opened. */
export type Started = { started: true } | { started: false; error: WireError };

/** The error as it crosses: fields that are strings, numbers, booleans or null. */
export function toWireError(err: unknown): WireError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { name: err.name, message: err.message, fields };
}

/** The error again on this side, its stack the caller's. */
export function fromWireError(wire: WireError): Error {
  const err = new Error(wire.message);
  Object.assign(err, wire.fields);
  err.name = wire.name;
  return err;
}

/** A statement's options for the engine's thread; refuses what cannot cross (see above). */
export function toWireOptions(options: QueryOptions): WireOptions {
  if (!options) return {};
  const { rowMode, parsers, ...rest } = options;
  const other = Object.entries(rest).filter(([, v]) => v !== undefined);
  if (other.length > 0) {
    throw new Error(`The embedded database's thread takes no option ${other.map(([k]) => k).join(', ')}`);
  }
  const wire: WireOptions = rowMode ? { rowMode } : {};
  if (!parsers) return wire;
  const dateParsers = DATE_PARSERS ?? {};
  const keys = Object.keys(parsers);
  const asDates =
    keys.length === Object.keys(dateParsers).length &&
    keys.every(
      (k) => (parsers as Record<string, unknown>)[k] === (dateParsers as Record<string, unknown>)[k],
    );
  if (!asDates) throw new Error("The embedded database's thread takes PGlite's date parsers only");
  return { ...wire, dates: true };
}

/** The worker's module: beside this file (sources) or beside the bundled server (dist). */
const WORKER_FILE = [
  new URL('./engine-thread-worker.ts', import.meta.url),
  new URL('./engine-thread-worker.js', import.meta.url),
]
  .map((u) => fileURLToPath(u))
  .find((file) => fs.existsSync(file));

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
  /** Whose answer this is (the request's company), for the order answers are handed out in. */
  lane: Lane;
}

/** How fast past answers are forgotten in the order of the next (ms: they count half after it). */
const ANSWER_HALF_LIFE_MS = 1000;

/**
 * The engine's answers, handed to their callers one per turn of the event loop, the lane that has
 * had the fewest answers lately first (decisions/0023, "Answers handed out by lane").
 *
 * A caller resolved at once goes on in the same turn: a list read's last answer becomes its JSON
 * answer there and then, a few milliseconds of the server's thread. Answers that arrive together
 * were handed out in arrival order, so another company's answer waited on this thread behind the
 * busy company's, as its statement no longer did on the engine's. Here each arrival is queued in
 * its lane, and one is handed out per turn (`setImmediate`): the least served lane's first, and the
 * sockets are read between two of them.
 */
export class AnswerTurns {
  readonly #lanes = new Map<Lane, { usage: number; at: number; queue: (() => void)[] }>();
  readonly #now: () => number;
  #scheduled = false;
  #queued = 0;

  constructor(now: () => number = () => performance.now()) {
    this.#now = now;
  }

  /** Queues `release` (a caller's answer) in `lane`; it runs on a later turn. */
  add(lane: Lane, release: () => void): void {
    let state = this.#lanes.get(lane);
    if (!state) {
      state = { usage: 0, at: this.#now(), queue: [] };
      this.#lanes.set(lane, state);
    }
    state.queue.push(release);
    this.#queued += 1;
    this.#schedule();
  }

  /** Answers queued and not yet handed out. */
  get queued(): number {
    return this.#queued;
  }

  /** Hands out every queued answer now, in turn order (when the thread stops). */
  flush(): void {
    while (this.#releaseOne()) {}
  }

  #schedule() {
    if (this.#scheduled || this.#queued === 0) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#releaseOne();
      this.#schedule();
    });
  }

  /** Hands out the next answer of the lane with the fewest lately; false when none is queued. */
  #releaseOne(): boolean {
    const t = this.#now();
    let best: { usage: number; at: number; queue: (() => void)[] } | undefined;
    let bestUsage = Number.POSITIVE_INFINITY;
    for (const [key, state] of this.#lanes) {
      const usage = decayedAt(state.usage, state.at, t, ANSWER_HALF_LIFE_MS);
      if (state.queue.length === 0) {
        if (usage < 0.05) this.#lanes.delete(key);
        continue;
      }
      if (usage < bestUsage) {
        best = state;
        bestUsage = usage;
      }
    }
    if (!best) return false;
    best.usage = bestUsage + 1;
    best.at = t;
    this.#queued -= 1;
    best.queue.shift()?.();
    return true;
  }
}

/** Statements inside one open transaction of the engine's thread. */
class ThreadTransaction {
  readonly #engine: EngineThread;
  readonly #id: number;
  #closed = false;

  constructor(engine: EngineThread, id: number) {
    this.#engine = engine;
    this.#id = id;
  }

  get closed() {
    return this.#closed;
  }

  /** Marks the transaction ended; later statements are refused, as PGlite's are. */
  end() {
    this.#closed = true;
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions) {
    this.#open();
    return this.#engine.statement('query', text, params, options, this.#id) as Promise<
      Results & { rows: T[] }
    >;
  }

  exec(text: string, options?: QueryOptions) {
    this.#open();
    return this.#engine.statement('exec', text, undefined, options, this.#id) as Promise<ExecResults>;
  }

  #open() {
    if (this.#closed) throw new Error('Transaction is closed');
  }
}

/** The embedded database on its own thread (see above). */
export class EngineThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #answers = new AnswerTurns();
  #nextId = 1;
  #closed = false;
  /** Why the thread stopped, when it stopped by itself. */
  #failure: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      this.#answers.add(pending.lane, () => {
        if (reply.ok) pending.resolve(reply.value);
        else pending.reject(fromWireError(reply.error));
      });
    });
    const stopped = (err: Error) => {
      // Ended by `close`, it did not fail; the answers that came before still reach their callers.
      if (!this.#closed) this.#failure ??= err;
      this.#closed = true;
      this.#answers.flush();
      for (const pending of this.#pending.values()) pending.reject(err);
      this.#pending.clear();
    };
    worker.on('error', stopped);
    worker.on('exit', (code) =>
      stopped(new Error(`The embedded database's thread stopped (exit code ${code})`)),
    );
  }

  /** Opens the data directory `dataDir` in a new thread; resolves once the database is ready. */
  static async open(dataDir: string): Promise<EngineThread> {
    if (!WORKER_FILE) throw new Error("The embedded database's thread module is missing");
    const worker = new Worker(WORKER_FILE, {
      workerData: { dataDir },
    });
    let onExit: (code: number) => void = () => {};
    let onError: (err: Error) => void = () => {};
    const started = await new Promise<Started>((resolve, reject) => {
      onError = reject;
      onExit = (code) => reject(new Error(`The embedded database's thread stopped (exit code ${code})`));
      worker.once('message', resolve);
      worker.once('error', onError);
      worker.once('exit', onExit);
    }).finally(() => {
      // Only these: the worker's own listeners keep its messages flowing.
      worker.off('error', onError);
      worker.off('exit', onExit);
    });
    if (!started.started) {
      await worker.terminate();
      throw fromWireError(started.error);
    }
    return new EngineThread(worker);
  }

  get closed() {
    return this.#closed;
  }

  /** Sends one request and waits for its answer. */
  call(request: DistributiveOmit<Request, 'id'>): Promise<unknown> {
    if (this.#closed) {
      return Promise.reject(this.#failure ?? new Error("The embedded database's thread is closed"));
    }
    const id = this.#nextId++;
    const lane = 'lane' in request && request.lane !== undefined ? request.lane : currentLane();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, lane });
      this.#worker.postMessage({ ...request, id });
    });
  }

  /** One statement, in the caller's lane, or inside the open transaction `tx`. */
  statement(
    op: 'query' | 'exec',
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions,
    tx?: number,
  ) {
    const wire = { tx, lane: currentLane(), text, options: toWireOptions(options) };
    return this.call(
      op === 'query'
        ? { op, params, kept: tx === undefined && isMarkedPrepared(), ...wire }
        : { op, ...wire },
    );
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions) {
    return this.statement('query', text, params, options) as Promise<Results & { rows: T[] }>;
  }

  exec(text: string, options?: QueryOptions) {
    return this.statement('exec', text, undefined, options) as Promise<ExecResults>;
  }

  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws (its
   * error is passed on). Statements outside it wait until it ends, as in PGlite.
   */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = (await this.call({ op: 'begin', lane: currentLane() })) as number;
    const tx = new ThreadTransaction(this, id);
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      tx.end();
      await this.call({ op: 'end', tx: id, commit: false }).catch(() => {});
      throw err;
    }
    tx.end();
    await this.call({ op: 'end', tx: id, commit: true });
    return result;
  }

  /**
   * Migrates and, when `seed`, seeds the demo world on the engine's thread itself (client.ts
   * `prepare`): an empty start's seed is thousands of statements, each a message there and back
   * from here (about a second more on a slow machine, decisions/0023).
   */
  async prepare(seed: boolean): Promise<boolean> {
    return (await this.call({ op: 'prepare', seed })) as boolean;
  }

  /** Closes the database (its data written out) and ends the thread. */
  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.call({ op: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
