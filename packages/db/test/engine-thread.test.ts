import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/client.ts';
import { toWireOptions } from '../src/engine-thread.ts';
import { createJobBoss } from '../src/jobs.ts';
import { DATE_PARSERS } from '../src/pglite-parsers.ts';
import { keptPrepared } from '../src/prepared.ts';
import { companies } from '../src/schema/index.ts';

let work: string;
let database: Database;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'mirume-engine-thread-'));
  database = await openDatabase({ dataDir: path.join(work, 'pglite'), thread: true });
  await database.migrate();
}, 180_000);
afterAll(async () => {
  await database?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function newCompany(name: string) {
  const [row] = await database.db.insert(companies).values({ name }).returning();
  if (!row) throw new Error('no company');
  return row;
}

describe('[DB] the embedded database on its own thread', () => {
  it('answers the query builder as the instance does: rows, Dates from timestamps, text from dates', async () => {
    expect(database.threaded).toBe(true);
    const company = await newCompany('スレッド株式会社');
    expect(company.created_at).toBeInstanceOf(Date);
    const [read] = await database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(read?.name).toBe('スレッド株式会社');
    const [day] = await rowsOf<{ d: string }>(sql`select date '2026-11-29' as d`);
    expect(day?.d).toBe('2026-11-29');
  });

  it('a database error keeps its code and constraint, and the next statement runs', async () => {
    const error = await database.db
      .execute(sql`insert into companies (id, name) overriding system value values (1, 'a'), (1, 'b')`)
      .then(
        () => null,
        // The query builder wraps the database's error (its `cause`).
        (err: unknown) => (err as { cause?: { code?: string; constraint?: string } }).cause,
      );
    expect(error?.code).toBe('23505');
    expect(error?.constraint).toBe('companies_pkey');
    const [one] = await rowsOf<{ one: number }>(sql`select 1 as one`);
    expect(one?.one).toBe(1);
  });

  it('a transaction commits when it resolves and rolls back when it throws, its error passed on', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(companies).values({ name: 'コミット社' });
    });
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.insert(companies).values({ name: 'ロールバック社' });
        throw new Error('取り消し');
      })
      .catch((err: Error) => err.message);
    expect(failure).toBe('取り消し');
    const names = (await database.db.select({ name: companies.name }).from(companies)).map((r) => r.name);
    expect(names).toContain('コミット社');
    expect(names).not.toContain('ロールバック社');
  });

  it('statements outside a transaction wait for it to end', async () => {
    let insideDone = false;
    const inside = database.db.transaction(async (tx) => {
      await tx.insert(companies).values({ name: '待つ社' });
      await new Promise((r) => setTimeout(r, 50));
      insideDone = true;
    });
    // Sent while the transaction is open: it sees the committed row only.
    const outside = database.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.name, '待つ社'))
      .then((rows) => ({ rows, insideDone }));
    await inside;
    const seen = await outside;
    expect(seen.insideDone).toBe(true);
    expect(seen.rows).toEqual([{ name: '待つ社' }]);
  });

  it('the job queue sends and fetches a job through it, with Dates', async () => {
    const boss = createJobBoss(database, { supervise: false, schedule: false });
    boss.on('error', () => {});
    await boss.start();
    try {
      await boss.createQueue('engine-thread-test');
      const id = await boss.send('engine-thread-test', { note: 'ジョブ' });
      const [job] = await boss.fetch<{ note: string }>('engine-thread-test');
      expect(job?.id).toBe(id);
      expect(job?.data.note).toBe('ジョブ');
      const found = await boss.getJobById('engine-thread-test', id as string);
      expect(found?.createdOn).toBeInstanceOf(Date);
    } finally {
      await boss.stop({ graceful: false });
    }
  });

  it('keeps a statement marked keptPrepared prepared on the engine’s thread, with the same rows', async () => {
    const company = await newCompany('準備スレッド株式会社');
    const read = () =>
      sql`select id, name, created_at from companies where id = any(${`{${company.id}}`}::int[])`;
    const plain = await rowsOf<{ id: number; name: string }>(read());
    for (let run = 0; run < 7; run += 1) {
      const kept = (await keptPrepared(() => database.db.execute(read()))) as unknown as { rows: unknown[] };
      expect(kept.rows).toEqual(plain);
    }
    // One statement on the engine, planned for each of the seven runs (generic or for the values).
    const onEngine = await rowsOf<{ name: string; plans: number }>(
      sql`select name, (generic_plans + custom_plans)::int as plans from pg_prepared_statements where name like 'mirume_kept_%'`,
    );
    expect(onEngine).toHaveLength(1);
    expect(onEngine[0]?.plans).toBe(7);
  });

  it('takes only what can cross the thread: the row mode and PGlite’s date parsers', () => {
    expect(toWireOptions({ rowMode: 'array' })).toEqual({ rowMode: 'array' });
    expect(toWireOptions({ parsers: DATE_PARSERS })).toEqual({ dates: true });
    expect(() => toWireOptions({ parsers: { 1184: (v: string) => v } })).toThrow(/date parsers only/);
    expect(() => toWireOptions({ paramTypes: [23] })).toThrow(/paramTypes/);
  });

  it('migrates and seeds the demo world on the engine’s thread when asked, once', async () => {
    const fresh = await openDatabase({ dataDir: path.join(work, 'prepared'), thread: true });
    try {
      // Migrated, not seeded.
      expect(await fresh.prepare(false)).toBe(false);
      const [none] = await fresh.db.select({ n: count() }).from(companies);
      expect(none?.n).toBe(0);
      expect(await fresh.prepare(true)).toBe(true);
      const [seeded] = await fresh.db.select({ n: count() }).from(companies);
      expect(seeded?.n).toBeGreaterThan(0);
      // Already seeded: nothing more.
      expect(await fresh.prepare(true)).toBe(false);
      const [again] = await fresh.db.select({ n: count() }).from(companies);
      expect(again?.n).toBe(seeded?.n);
    } finally {
      await fresh.close();
    }
  }, 180_000);

  it('after close it refuses statements', async () => {
    const other = await openDatabase({ dataDir: path.join(work, 'second'), thread: true });
    await other.close();
    const failure = await other.db.execute(sql`select 1`).then(
      () => null,
      (err: { cause?: Error }) => err.cause?.message,
    );
    expect(failure).toMatch(/closed/);
  }, 120_000);
});
