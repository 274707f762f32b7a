/**
 * Fixed-window limits on failed attempts (sign-in, password-reset requests, unknown ticket
 * codes), per account or per client address. The counters live in an `AttemptStore`: process
 * memory for the embedded database (one process), PostgreSQL or Redis when several processes
 * serve traffic, so that a limit counts attempts across all of them (lib/attempt-stores.ts).
 */
import { createHash } from 'node:crypto';

export interface AttemptStore {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Counts one attempt; answers the count of the key's current window (a new window starts at 1). */
  hit(key: string, windowMs: number): Promise<number>;
  /** The counts of the keys' current windows, in the keys' order (0 without one). */
  counts(keys: string[]): Promise<number[]>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class AttemptLimiter {
  private readonly store: AttemptStore;
  private readonly name: string;
  readonly limit: number;
  private readonly windowMs: number;

  /** `name` separates the limits that share a store (e.g. `sign-in-account`). */
  constructor(store: AttemptStore, name: string, limit: number, windowMs: number) {
    this.store = store;
    this.name = name;
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /**
   * Keys hold emails and addresses: only a hash reaches a shared store, so its rows and Redis
   * keys carry no personal data in clear text.
   */
  private key(key: string) {
    return `${this.name}:${createHash('sha256').update(key).digest('base64url')}`;
  }

  /**
   * The longest wait before the key's window ends: a fixed window started at most this long
   * ago, so a blocked caller can always try again after it (the Retry-After of a 429).
   */
  get windowSeconds(): number {
    return Math.ceil(this.windowMs / 1000);
  }

  /** The key's failures in the current window. */
  async count(key: string): Promise<number> {
    const [count = 0] = await this.store.counts([this.key(key)]);
    return count;
  }

  /** Whether the key has used up its attempts in the current window. */
  async isBlocked(key: string): Promise<boolean> {
    return (await this.count(key)) >= this.limit;
  }

  /** Counts a failed attempt. */
  async fail(key: string): Promise<void> {
    await this.store.hit(this.key(key), this.windowMs);
  }

  async reset(key: string): Promise<void> {
    await this.store.reset(this.key(key));
  }
}

/** Counters in this process's memory: the embedded database's store (one process) and unit tests. */
export class MemoryAttemptStore implements AttemptStore {
  readonly kind = 'memory';
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly clock: () => number;

  constructor(clock: () => number = Date.now) {
    this.clock = clock;
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const now = this.clock();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (this.windows.size > 100_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return 1;
    }
    w.count += 1;
    return w.count;
  }

  async counts(keys: string[]): Promise<number[]> {
    const now = this.clock();
    return keys.map((key) => {
      const w = this.windows.get(key);
      return w && w.resetAt > now ? w.count : 0;
    });
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}
