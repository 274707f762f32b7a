/**
 * Statements marked `keptPrepared` (prepared.ts, decisions/0023) answer what the same statement
 * answers unmarked — rows, nulls, dates as text, Dates, arrays, errors — on the embedded database,
 * where they are prepared once under a name and then planned once (a generic plan), and on
 * PostgreSQL, where each connection prepares the named statement once. A table changed under a
 * kept statement prepares it again (embedded) or runs unnamed (PostgreSQL); a failed statement leaves the next one working; inside a transaction a marked statement
 * runs as any other; past the cap statements run unprepared.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/client.ts';
import { employeeRowsByIds } from '../src/index.ts';
import {
  isMarkedPrepared,
  keptPrepared,
  keptStatementNames,
  MAX_KEPT_STATEMENTS,
  withKeptName,
} from '../src/prepared.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';

let database: TestDatabase;
let companyId: number;
const ids: number[] = [];
const onPglite = !process.env.TEST_DATABASE_URL;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  companyId = Number(
    rowsOf(
      await db.execute(
        sql`insert into companies (name, status) values ('株式会社準備', 'approved') returning id`,
      ),
    )[0]?.id,
  );
  const inserted = rowsOf(
    await db.execute(sql`
      insert into employees (company_id, employee_id, last_name, first_name, kana_last_name, kana_first_name,
        employment_type, birthday, memo)
      select ${companyId}, 'P' || n, '準備', '太郎' || n, 'ジュンビ', 'タロウ', 'full_time',
        case when n % 2 = 0 then date '1990-04-01' + n end, case when n = 3 then 'メモ "引用" \\ 改行
二行目' end
      from generate_series(1, 8) n returning id`),
  );
  for (const row of inserted) ids.push(Number(row.id));
});

afterAll(async () => {
  await database?.close();
});

/** The kept statements' names and plan counts, as the embedded engine reports them. */
async function preparedOnEngine() {
  return rowsOf(
    await database.db.execute(
      sql`select name, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements`,
    ),
  );
}

describe('keptPrepared', () => {
  it('marks the statements of its work only', async () => {
    expect(isMarkedPrepared()).toBe(false);
    expect(await keptPrepared(async () => isMarkedPrepared())).toBe(true);
    expect(isMarkedPrepared()).toBe(false);
  });

  it('answers the rows the same statement answers unmarked, run after run', async () => {
    const plain = await employeeRowsByIds(database.db, companyId, ids, '2026-11-29');
    expect(plain).toHaveLength(8);
    expect(plain.find((r) => r.employee_id === 'P3')?.memo).toBe('メモ "引用" \\ 改行\n二行目');
    for (let run = 0; run < 8; run += 1) {
      // Different pages of the same statement, in the order asked.
      const page = run % 2 ? [...ids].reverse() : ids.slice(run % 3);
      const kept = await keptPrepared(() =>
        database.db.execute(sql`
          select id, employee_id, birthday, memo, created_at, array[id, ${run}]::int[] as pair
          from employees where company_id = ${companyId} and id = any(${`{${page.join(',')}}`}::int[])
          order by array_position(${`{${page.join(',')}}`}::int[], id)`),
      );
      const unmarked = await database.db.execute(sql`
          select id, employee_id, birthday, memo, created_at, array[id, ${run}]::int[] as pair
          from employees where company_id = ${companyId} and id = any(${`{${page.join(',')}}`}::int[])
          order by array_position(${`{${page.join(',')}}`}::int[], id)`);
      expect(rowsOf(kept)).toEqual(rowsOf(unmarked));
      expect(rowsOf(kept).map((r) => Number(r.id))).toEqual(page);
    }
  });

  it.runIf(onPglite)('prepares a statement once and keeps one generic plan for it', async () => {
    const read = () =>
      keptPrepared(() =>
        database.db.execute(
          sql`select id from employees where company_id = ${companyId} and id = any(${`{${ids.join(',')}}`}::int[]) and ${'plan-check'}::text is not null`,
        ),
      );
    const before = keptStatementNames(database.pglite as PGlite);
    for (let run = 0; run < 10; run += 1) expect(rowsOf(await read())).toHaveLength(8);
    const added = keptStatementNames(database.pglite as PGlite).filter((n) => !before.includes(n));
    expect(added).toHaveLength(1);
    const onEngine = (await preparedOnEngine()).find((s) => s.name === added[0]);
    // Five plans for the values of the first runs, then the generic plan.
    expect(onEngine?.custom).toBe(5);
    expect(onEngine?.generic).toBe(5);
  });

  it.runIf(!onPglite)('names the statement on PostgreSQL, prepared once per connection', async () => {
    // A pool of one connection, so the statements below share a session.
    const single: Database = await openDatabase({ url: database.url as string, poolSize: 1 });
    try {
      const read = () =>
        keptPrepared(() =>
          single.db.execute(
            sql`select id from employees where company_id = ${companyId} and id = any(${`{${ids.join(',')}}`}::int[]) and ${'pg-check'}::text is not null`,
          ),
        );
      for (let run = 0; run < 7; run += 1) expect(rowsOf(await read())).toHaveLength(8);
      const prepared = rowsOf(
        await single.db.execute(
          sql`select name, (generic_plans + custom_plans)::int as plans from pg_prepared_statements`,
        ),
      );
      expect(prepared).toHaveLength(1);
      expect(String(prepared[0]?.name)).toMatch(/^mirume_kept_[0-9a-f]{20}$/);
      expect(prepared[0]?.plans).toBe(7);
    } finally {
      await single.close();
    }
  });

  it('names a marked statement by its text, the same name each time, and leaves others unnamed', async () => {
    type Config = { text: string; values: number[]; name?: string };
    const one: Config = { text: 'select 1 where $1::int > 0', values: [1] };
    const two: Config = { text: 'select 2 where $1::int > 0', values: [1] };
    const named = await keptPrepared(async () => [withKeptName(one), withKeptName(one), withKeptName(two)]);
    expect(named[0]?.name).toMatch(/^mirume_kept_[0-9a-f]{20}$/);
    expect(named[1]?.name).toBe(named[0]?.name);
    expect(named[2]?.name).not.toBe(named[0]?.name);
    expect(named[0]?.values).toEqual([1]);
    expect(withKeptName(one)).toBe(one);
    expect(await keptPrepared(async () => withKeptName({ ...one, name: 'own' }).name)).toBe('own');
  });

  it('passes an error on, and the next statement works', async () => {
    const failing = () =>
      keptPrepared(() => database.db.execute(sql`select 1 / ${0}::int as quotient, ${'error-check'}::text`));
    for (let run = 0; run < 2; run += 1) {
      await expect(failing()).rejects.toMatchObject({ cause: expect.objectContaining({ code: '22012' }) });
    }
    const ok = await keptPrepared(() => database.db.execute(sql`select ${2}::int * 3 as six`));
    expect(rowsOf(ok)[0]?.six).toBe(6);
  });

  it('prepares a statement again when the table it reads changed', async () => {
    // On PostgreSQL a pool of one connection, so the change meets the statement that connection prepared.
    const target: Database = onPglite
      ? database
      : await openDatabase({ url: database.url as string, poolSize: 1 });
    try {
      const { db } = target;
      await db.execute(sql`create table kept_changes (id int primary key, label text)`);
      await db.execute(sql`insert into kept_changes values (1, 'one')`);
      const read = () => keptPrepared(() => db.execute(sql`select * from kept_changes where id = ${1}::int`));
      expect(rowsOf(await read())).toEqual([{ id: 1, label: 'one' }]);
      await db.execute(sql`alter table kept_changes add column extra text default 'added'`);
      for (let run = 0; run < 2; run += 1) {
        expect(rowsOf(await read())).toEqual([{ id: 1, label: 'one', extra: 'added' }]);
      }
    } finally {
      if (target !== database) await target.close();
    }
  });

  it('runs a marked statement inside a transaction as any other', async () => {
    const before = onPglite ? keptStatementNames(database.pglite as PGlite).length : 0;
    const answer = await database.db.transaction(async (tx) =>
      rowsOf(
        await keptPrepared(() =>
          tx.execute(
            sql`select count(*)::int as n from employees where company_id = ${companyId} and ${'tx'}::text = 'tx'`,
          ),
        ),
      ),
    );
    expect(answer[0]?.n).toBe(8);
    if (onPglite) expect(keptStatementNames(database.pglite as PGlite)).toHaveLength(before);
  });

  it.runIf(onPglite)('runs statements unprepared past the cap', async () => {
    const pglite = database.pglite as PGlite;
    for (let i = keptStatementNames(pglite).length; i < MAX_KEPT_STATEMENTS + 3; i += 1) {
      const answer = await keptPrepared(() => database.db.execute(sql.raw(`select ${i}::int as i`)));
      expect(rowsOf(answer)[0]?.i).toBe(i);
    }
    expect(keptStatementNames(pglite)).toHaveLength(MAX_KEPT_STATEMENTS);
    expect((await preparedOnEngine()).filter((s) => String(s.name).startsWith('mirume_kept_')).length).toBe(
      MAX_KEPT_STATEMENTS,
    );
  });
});
