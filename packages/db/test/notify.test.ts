/**
 * Messages between processes on one database: on PostgreSQL through LISTEN/NOTIFY on a dedicated
 * connection that comes back after being cut; on PGlite within the process.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/index.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) resolve();
      else if (Date.now() > deadline) reject(new Error('timed out'));
      else setTimeout(tick, 10);
    };
    tick();
  });
}

describe(`[DB] notifications (${process.env.TEST_DATABASE_URL ? 'PostgreSQL LISTEN/NOTIFY' : 'PGlite, in-process'})`, () => {
  it('delivers a message to every listener of the channel and none after unlisten', async () => {
    const a: string[] = [];
    const b: string[] = [];
    const stopA = await database.listen('mirume_test', (p) => a.push(p));
    const stopB = await database.listen('mirume_test', (p) => b.push(p));
    const other: string[] = [];
    const stopOther = await database.listen('mirume_other', (p) => other.push(p));
    await database.notify('mirume_test', '{"x":1}');
    await until(() => a.length === 1 && b.length === 1);
    expect(a).toEqual(['{"x":1}']);
    expect(other).toEqual([]);
    await stopA();
    await database.notify('mirume_test', 'second');
    await until(() => b.length === 2);
    expect(a).toHaveLength(1);
    await stopB();
    await stopOther();
  });

  it('refuses channel names that are not plain identifiers', async () => {
    await expect(database.listen('bad; drop table x', () => {})).rejects.toThrow('invalid');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'reconnects a cut LISTEN connection, listens again and reports that messages may be missed',
    async () => {
      const got: string[] = [];
      let missed = 0;
      const stop = await database.listen(
        'mirume_cut',
        (p) => got.push(p),
        () => missed++,
      );
      // Cut the listener's connection from the server side, as a restart or failover would.
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      const { rows } = (await database.db.execute('select current_database() as name')) as unknown as {
        rows: { name: string }[];
      };
      url.pathname = `/${rows[0]?.name}`;
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'",
      );
      await admin.end();
      await until(() => missed === 1);
      await database.notify('mirume_cut', 'after');
      await until(() => got.includes('after'));
      await stop();
    },
  );
});
