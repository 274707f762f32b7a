/**
 * The job runner on the real queue (PGlite by default, PostgreSQL with TEST_DATABASE_URL): a job
 * sent in a transaction exists only if it commits; failed attempts are retried with growing
 * delays; after the last one the job gives up exactly once; two runners on one database never
 * run one job twice, nor at once; scheduled jobs are stored in Japan time.
 */
import type { Database } from '@mirume/db';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../packages/db/test-support/test-database.ts';
import { type JobDefinition, JobRunner } from '../src/jobs/runner.ts';

let database: Database;
const runners: JobRunner[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const r of runners) await r.stop(1000);
  await database.close();
});

const silent = () => {};
const log = {
  level: 'silent',
  fatal: silent,
  error: silent,
  warn: silent,
  info: silent,
  debug: silent,
  trace: silent,
  silent,
  child: () => log,
} as unknown as FastifyBaseLogger;

async function runnerWith(definitions: JobDefinition<object>[], work = true) {
  const runner = new JobRunner({
    database,
    log,
    work,
    pollSeconds: 0.5,
    heartbeatSeconds: 10,
    monitorSeconds: 5,
  });
  for (const d of definitions) runner.define(d);
  await runner.start();
  runners.push(runner);
  return runner;
}

async function until(check: () => boolean, within = 20_000) {
  const end = Date.now() + within;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('[JOBS] the runner on the database queue', () => {
  it('sends a job inside a transaction: it runs after commit, and never when the transaction rolls back', async () => {
    const seen: string[] = [];
    const runner = await runnerWith([
      { name: 'tx-job', handler: async (data) => void seen.push((data as { v: string }).v) },
    ]);
    await database.db.transaction(async (tx) => {
      await runner.send('tx-job', { v: 'committed' }, { tx });
    });
    await database.db
      .transaction(async (tx) => {
        await runner.send('tx-job', { v: 'rolled back' }, { tx });
        throw new Error('rollback');
      })
      .catch(() => {});
    runner.wake('tx-job');
    await until(() => seen.length >= 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(seen).toEqual(['committed']);
  });

  it('retries a failing job with growing delays, then succeeds', async () => {
    const attempts: number[] = [];
    const runner = await runnerWith([
      {
        name: 'flaky',
        retryLimit: 3,
        retryDelaySeconds: 1,
        handler: async (_data, { retryCount }) => {
          attempts.push(Date.now());
          if (retryCount < 2) throw new Error(`attempt ${retryCount + 1} fails`);
        },
      },
    ]);
    await runner.send('flaky', {});
    runner.wake('flaky');
    await until(() => attempts.length === 3, 30_000);
    const [a, b, c] = attempts as [number, number, number];
    expect(b - a).toBeGreaterThanOrEqual(400);
    expect(c - b).toBeGreaterThanOrEqual(b - a - 600);
  });

  it('gives up after the last attempt and calls onGaveUp exactly once', async () => {
    let attempts = 0;
    const gaveUp: unknown[] = [];
    const runner = await runnerWith([
      {
        name: 'doomed',
        retryLimit: 1,
        retryDelaySeconds: 1,
        handler: async () => {
          attempts++;
          throw new Error('always fails');
        },
        onGaveUp: async (data) => void gaveUp.push(data),
      },
    ]);
    await runner.send('doomed', { reportJobId: 'x' });
    runner.wake('doomed');
    await until(() => gaveUp.length === 1, 30_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(attempts).toBe(2);
    expect(gaveUp).toEqual([{ reportJobId: 'x' }]);
  });

  it('two runners on one database run each of 30 jobs exactly once, never two at once', async () => {
    const runs = new Map<number, number>();
    let inFlight = 0;
    let maxInFlightPerJob = 0;
    const active = new Set<number>();
    const definition = (): JobDefinition<object> => ({
      name: 'shared',
      concurrency: 2,
      handler: async (data) => {
        const n = (data as { n: number }).n;
        if (active.has(n)) maxInFlightPerJob = 2;
        active.add(n);
        inFlight++;
        await new Promise((r) => setTimeout(r, 20));
        runs.set(n, (runs.get(n) ?? 0) + 1);
        active.delete(n);
        inFlight--;
      },
    });
    const a = await runnerWith([definition()]);
    const b = await runnerWith([definition()]);
    for (let n = 0; n < 30; n++) await a.send('shared', { n });
    a.wake('shared');
    b.wake('shared');
    await until(() => runs.size === 30, 60_000);
    await new Promise((r) => setTimeout(r, 1000));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(maxInFlightPerJob).toBe(0);
    expect(inFlight).toBe(0);
  });

  it('stores scheduled jobs with their cron expression in Japan time', async () => {
    const runner = await runnerWith([{ name: 'monthly', cron: '0 9 1 * *', handler: async () => {} }]);
    expect(await runner.schedules()).toContainEqual({
      name: 'monthly',
      cron: '0 9 1 * *',
      timezone: 'Asia/Tokyo',
    });
  });

  it('refuses an unknown job name and definitions after start', async () => {
    const runner = await runnerWith([{ name: 'known', handler: async () => {} }]);
    await expect(runner.send('unknown', {})).rejects.toThrow(/unknown job/);
    expect(() => runner.define({ name: 'late', handler: async () => {} })).toThrow(
      /after the runner started/,
    );
  });
});
