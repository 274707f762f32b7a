/**
 * Attempt counters shared by several API processes (see attempt-limiter.ts for the interface).
 * PostgreSQL is the default with DATABASE_URL (one small table, nothing else to run); Redis is
 * used when REDIS_URL is set (no database write per failed attempt, expiry by the server).
 */
import {
  type Db,
  deleteAttemptCounter,
  deleteExpiredAttemptCounters,
  hitAttemptCounter,
  readAttemptCounters,
} from '@mirume/db';
import type { Redis } from 'ioredis';
import type { AttemptStore } from './attempt-limiter.ts';

/** How often one process deletes ended windows from the table. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export class PostgresAttemptStore implements AttemptStore {
  readonly kind = 'postgres';
  private readonly db: Db;
  private lastSweep = Date.now();

  constructor(db: Db) {
    this.db = db;
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const count = await hitAttemptCounter(this.db, key, windowMs);
    if (Date.now() - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = Date.now();
      // Housekeeping only: a failure leaves rows that the next sweep removes.
      deleteExpiredAttemptCounters(this.db).catch(() => {});
    }
    return count;
  }

  async counts(keys: string[]): Promise<number[]> {
    const found = await readAttemptCounters(this.db, keys);
    return keys.map((k) => found.get(k) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await deleteAttemptCounter(this.db, key);
  }

  /** The database is closed by its owner (the server). */
  async close(): Promise<void> {}
}

/**
 * INCR and the window's expiry in one script, so a key never outlives its window (no key left
 * without a TTL if the process died between two commands). The server's clock ends the window.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count
`;

type RedisWithHit = Redis & { mirumeAttemptHit(key: string, windowMs: number): Promise<number> };

export class RedisAttemptStore implements AttemptStore {
  readonly kind = 'redis';
  private readonly redis: RedisWithHit;
  private readonly prefix: string;

  /** `prefix` keeps the keys apart from other users of the Redis server (and tests apart). */
  constructor(redis: Redis, prefix = 'mirume:attempts:') {
    if (!('mirumeAttemptHit' in redis)) {
      redis.defineCommand('mirumeAttemptHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    }
    this.redis = redis as RedisWithHit;
    this.prefix = prefix;
  }

  async hit(key: string, windowMs: number): Promise<number> {
    return Number(await this.redis.mirumeAttemptHit(this.prefix + key, windowMs));
  }

  async counts(keys: string[]): Promise<number[]> {
    if (keys.length === 0) return [];
    const values = await this.redis.mget(keys.map((k) => this.prefix + k));
    return values.map((v) => (v === null ? 0 : Number(v)));
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  /** The connection is closed by its owner (plugins/shared-state.ts). */
  async close(): Promise<void> {}
}
