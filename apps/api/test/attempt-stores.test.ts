/**
 * The attempt counters behind the sign-in, password-reset and ticket-code limits, in each store:
 * memory (embedded database), the PostgreSQL table (on the test database: PGlite, or PostgreSQL
 * with TEST_DATABASE_URL) and Redis (skipped, with the reason in the title, when none answers).
 */
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../packages/db/test-support/test-database.ts';
import { AttemptLimiter, type AttemptStore, MemoryAttemptStore } from '../src/lib/attempt-limiter.ts';
import { PostgresAttemptStore, RedisAttemptStore } from '../src/lib/attempt-stores.ts';
import { deleteKeys, redisAnswers, redisSuiteTitle, TEST_REDIS_URL, testKeyPrefix } from './support/redis.ts';

const WINDOW = 60_000;

/** What every store must do; `expire` ends the key's window as time passing would. */
function storeContract(
  open: () => AttemptStore,
  expire: (store: AttemptStore, key: string) => Promise<void>,
) {
  let store: AttemptStore;
  beforeAll(() => {
    store = open();
  });

  it('counts attempts per key within a window', async () => {
    expect(await store.hit('a', WINDOW)).toBe(1);
    expect(await store.hit('a', WINDOW)).toBe(2);
    expect(await store.hit('b', WINDOW)).toBe(1);
    expect(await store.counts(['a', 'b', 'none'])).toEqual([2, 1, 0]);
  });

  it('forgets a key on reset', async () => {
    await store.hit('r', WINDOW);
    await store.reset('r');
    expect(await store.counts(['r'])).toEqual([0]);
  });

  it('starts a new window at 1 once the old one has ended', async () => {
    await store.hit('w', WINDOW);
    await store.hit('w', WINDOW);
    await expire(store, 'w');
    expect(await store.counts(['w'])).toEqual([0]);
    expect(await store.hit('w', WINDOW)).toBe(1);
  });

  it('counts concurrent attempts each once', async () => {
    const counts = await Promise.all(Array.from({ length: 25 }, () => store.hit('c', WINDOW)));
    expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('blocks at the limit through AttemptLimiter, storing a hash of the key, not the email', async () => {
    const limiter = new AttemptLimiter(store, 'sign-in-account', 3, WINDOW);
    const email = 'company:someone@example.com';
    for (let i = 0; i < 3; i++) {
      expect(await limiter.isBlocked(email)).toBe(false);
      await limiter.fail(email);
    }
    expect(await limiter.isBlocked(email)).toBe(true);
    // Another limit on the same store counts apart.
    expect(await new AttemptLimiter(store, 'reset-address', 3, WINDOW).isBlocked(email)).toBe(false);
    await limiter.reset(email);
    expect(await limiter.isBlocked(email)).toBe(false);
  });
}

describe('[LIMITS] memory store', () => {
  let now = 1_000_000;
  storeContract(
    () => new MemoryAttemptStore(() => now),
    async () => {
      now += WINDOW;
    },
  );
});

describe(`[LIMITS] PostgreSQL store (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'on PGlite'})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  storeContract(
    () => new PostgresAttemptStore(database.db),
    async (_store, key) => {
      await database.db.execute(
        sql`update attempt_counters set reset_at = now() - interval '1 ms' where key = ${key}`,
      );
    },
  );

  it('keeps no email or address in the table', async () => {
    const limiter = new AttemptLimiter(new PostgresAttemptStore(database.db), 'sign-in-ip', 5, WINDOW);
    await limiter.fail('company:secret@example.com');
    const { rows } = (await database.db.execute('select key from attempt_counters')) as unknown as {
      rows: { key: string }[];
    };
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.key).not.toContain('example.com');
  });
});

const redisUp = await redisAnswers();

describe.skipIf(!redisUp)(redisSuiteTitle('[LIMITS] Redis store', redisUp), () => {
  const prefix = testKeyPrefix();
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await deleteKeys(redis, prefix);
    await redis.quit();
  });
  storeContract(
    () => new RedisAttemptStore(redis, prefix),
    async (_store, key) => {
      await redis.pexpire(prefix + key, 1);
      await new Promise((r) => setTimeout(r, 5));
    },
  );

  it('gives every counter a time to live, so no key outlives its window', async () => {
    await new RedisAttemptStore(redis, prefix).hit('ttl', WINDOW);
    const ttl = await redis.pttl(`${prefix}ttl`);
    expect(ttl).toBeGreaterThan(WINDOW - 5000);
    expect(ttl).toBeLessThanOrEqual(WINDOW);
  });
});
