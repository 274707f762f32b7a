/**
 * The embedded database reads dates and times as text for the query builder once, on the instance
 * (`readTimesAsText`), and the builder's statements reach it without per-statement parsers, which
 * it would copy its whole parser table for (decisions/0023). The builder's values are unchanged
 * (Dates from timestamps, strings from date columns, text from raw SQL), in and out of
 * transactions; the job queue's view still reads Dates.
 */
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/client.ts';
import { withDates } from '../src/pglite-parsers.ts';

const stamps = pgTable('stamps', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  on: date('on', { mode: 'string' }).notNull(),
});

let pglite: PGlite;
let database: Database;
const options: unknown[] = [];

beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`set timezone = 'UTC';
    create table stamps (id int primary key, at timestamptz not null, "on" date not null);
    insert into stamps values (1, '2026-01-02 03:04:05.678901+09', '2026-11-25');`);
  const query = pglite.query.bind(pglite);
  pglite.query = ((text: string, params?: unknown[], opts?: unknown) => {
    options.push(opts);
    return query(text, params, opts as Parameters<PGlite['query']>[2]);
  }) as PGlite['query'];
  database = await openDatabase({ pglite });
});

afterAll(async () => {
  await database.close();
});

describe('dates and times on the embedded database', () => {
  it('reaches the query builder as before: Dates, date strings, and text from raw SQL', async () => {
    const { db } = database;
    options.length = 0;
    const [row] = await db.select().from(stamps).where(eq(stamps.id, 1));
    expect(row?.at).toEqual(new Date('2026-01-01T18:04:05.678Z'));
    expect(row?.on).toBe('2026-11-25');
    const raw = await db.execute(sql`select at, "on" from stamps`);
    expect((raw as unknown as { rows: unknown[] }).rows).toEqual([
      { at: '2026-01-01 18:04:05.678901+00', on: '2026-11-25' },
    ]);
    // Neither statement asked for parsers of its own.
    expect(options).toHaveLength(2);
    for (const o of options) expect((o as { parsers?: unknown } | undefined)?.parsers).toBeUndefined();
  });

  it('reads the same inside a transaction', async () => {
    const row = await database.db.transaction(async (tx) => {
      await tx.update(stamps).set({ on: '2026-12-01' }).where(eq(stamps.id, 1));
      const [r] = await tx.select().from(stamps).where(eq(stamps.id, 1));
      return r;
    });
    expect(row?.at).toBeInstanceOf(Date);
    expect(row?.on).toBe('2026-12-01');
  });

  it('gives the job queue Dates, as a PostgreSQL driver does', async () => {
    const queue = withDates(pglite);
    const { rows } = await queue.query<{ at: unknown; on: unknown }>('select at, "on" from stamps');
    expect(rows[0]?.at).toEqual(new Date('2026-01-01T18:04:05.678Z'));
    expect(rows[0]?.on).toBeInstanceOf(Date);
    const [result] = await queue.exec('select at from stamps');
    expect((result?.rows[0] as { at: unknown } | undefined)?.at).toBeInstanceOf(Date);
    // The instance itself reads them as text.
    const plain = await pglite.query<{ at: unknown }>('select at from stamps');
    expect(plain.rows[0]?.at).toBe('2026-01-01 18:04:05.678901+00');
  });
});
