import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  deleteAttemptCounter,
  deleteExpiredAttemptCounters,
  hitAttemptCounter,
  readAttemptCounters,
} from '../src/index.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('[DB] attempt counters', () => {
  it('counts attempts in one window and reads only the current windows', async () => {
    expect(await hitAttemptCounter(database.db, 'a', 60_000)).toBe(1);
    expect(await hitAttemptCounter(database.db, 'a', 60_000)).toBe(2);
    expect(await hitAttemptCounter(database.db, 'b', 60_000)).toBe(1);
    const counts = await readAttemptCounters(database.db, ['a', 'b', 'c']);
    expect(Object.fromEntries(counts)).toEqual({ a: 2, b: 1 });
    await deleteAttemptCounter(database.db, 'a');
    expect((await readAttemptCounters(database.db, ['a'])).size).toBe(0);
  });

  it('starts a new window at 1 once the old one has ended', async () => {
    await hitAttemptCounter(database.db, 'short', 60_000);
    await hitAttemptCounter(database.db, 'short', 60_000);
    await database.db.execute(
      sql`update attempt_counters set reset_at = now() - interval '1 second' where key = 'short'`,
    );
    expect((await readAttemptCounters(database.db, ['short'])).size).toBe(0);
    expect(await hitAttemptCounter(database.db, 'short', 60_000)).toBe(1);
  });

  it('counts concurrent attempts each once', async () => {
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => hitAttemptCounter(database.db, 'race', 60_000)),
    );
    expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('deletes expired windows only', async () => {
    await hitAttemptCounter(database.db, 'old', 60_000);
    await database.db.execute(
      sql`update attempt_counters set reset_at = now() - interval '1 second' where key = 'old'`,
    );
    expect(await deleteExpiredAttemptCounters(database.db)).toBe(1);
    expect((await readAttemptCounters(database.db, ['b'])).get('b')).toBe(1);
  });
});
