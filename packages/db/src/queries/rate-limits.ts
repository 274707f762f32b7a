/**
 * Fixed-window attempt counters (see schema/rate-limits.ts). The database's clock decides when a
 * window ends, so processes whose clocks differ still agree.
 */
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { attemptCounters } from '../schema/index.ts';

/**
 * Counts one attempt and answers the count of the current window. One atomic upsert: a missing
 * or expired row starts a new window at 1, so concurrent attempts from several processes are
 * each counted once.
 */
export async function hitAttemptCounter(db: Executor, key: string, windowMs: number): Promise<number> {
  const resetAt = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const expired = sql`${attemptCounters.reset_at} <= now()`;
  const [row] = await db
    .insert(attemptCounters)
    .values({ key, count: 1, reset_at: resetAt })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${attemptCounters.count} + 1 end`,
        reset_at: sql`case when ${expired} then excluded.reset_at else ${attemptCounters.reset_at} end`,
      },
    })
    .returning({ count: attemptCounters.count });
  return row?.count ?? 1;
}

/** The counts of the keys' current windows; keys without one are absent. */
export async function readAttemptCounters(db: Executor, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: attemptCounters.key, count: attemptCounters.count })
    .from(attemptCounters)
    .where(sql`${inArray(attemptCounters.key, keys)} and ${attemptCounters.reset_at} > now()`);
  return new Map(rows.map((r) => [r.key, r.count]));
}

export async function deleteAttemptCounter(db: Executor, key: string): Promise<void> {
  await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
}

/** Removes windows that have ended (their counts no longer matter). */
export async function deleteExpiredAttemptCounters(db: Executor): Promise<number> {
  const rows = await db
    .delete(attemptCounters)
    .where(lt(attemptCounters.reset_at, sql`now()`))
    .returning({ key: attemptCounters.key });
  return rows.length;
}
