/**
 * The people's pieces are rewritten by their whole key (migration 0030, decisions/0023): when a
 * person's links cross the undiagnosed list's condition, or their kana or name changes, the
 * triggers read that person's pieces only, never the company's range of them, whatever the
 * planner knows. The case that showed it: a company imported into a new database (no statistics
 * yet) whose links are completed in one statement. Past the fifth person the triggers' statements
 * run on a plan made for any person, which on PostgreSQL 15 read the whole company's range of
 * pieces for each one (36 s for 3,000 people; the embedded engine's planner chose the key). Its
 * own file: the triggers' plans are kept per connection, and this is the first thing its
 * connection does.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/index.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

let database: Database;
let crowd: number;
const PEOPLE = 3000;
const COMPLETED = 300;

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The pages of the pieces' key index that one statement read, its triggers included: the
 * connection's unreported counts before and after it, in one transaction (which reports none).
 * By the key, a piece costs a descent of the index and the writes of its flag: 114 pages a person
 * of 19 pieces here. Reading the company's range cost 766 (PostgreSQL 15).
 */
async function piecesReadBy(statement: ReturnType<typeof sql>) {
  return database.db.transaction(async (tx) => {
    const count = async () => {
      const { rows } = (await tx.execute(
        sql`select pg_stat_get_xact_blocks_fetched('employee_short_grams_pkey'::regclass)::int as n`,
      )) as unknown as { rows: { n: number }[] };
      return Number(rows[0]?.n);
    };
    const before = await count();
    await tx.execute(statement);
    return (await count()) - before;
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  const [company] = await rowsOf<{ id: number }>(
    sql`insert into companies (name, status) values ('株式会社同姓', 'approved') returning id`,
  );
  crowd = Number(company?.id);
  // People of one name: all their pieces share the company's range of the key.
  await database.db.execute(sql`
    insert into employees (company_id, employee_id, last_name, first_name, kana_last_name, kana_first_name, employment_type)
    select ${crowd}, 'C' || n, '同姓', '太郎', 'ドウセイ', 'タロウ', 'full_time' from generate_series(1, ${PEOPLE}) n`);
  await database.db.execute(sql`
    insert into diagnosis_links (company_id, employee_id, diagnosis_type, token_hash, deadline)
    select ${crowd}, id, 'employee', 'crowd-' || id, now() + interval '7 days'
    from employees where company_id = ${crowd} and employee_id in (select 'C' || n from generate_series(1, ${COMPLETED}) n)`);
});

afterAll(async () => {
  await database?.close();
});

describe('[DB] a person’s pieces are found by their key', () => {
  it('completing many people’s links in one statement reads each person’s pieces only, before any statistics', async () => {
    const [pieces] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from employee_short_grams where company_id = ${crowd}`,
    );
    const perPerson = Number(pieces?.n) / PEOPLE;
    expect(perPerson).toBe(19);
    const reads = await piecesReadBy(
      sql`update diagnosis_links set status = 'completed' where company_id = ${crowd}`,
    );
    expect(reads).toBeGreaterThanOrEqual(COMPLETED * perPerson);
    expect(reads).toBeLessThanOrEqual(COMPLETED * perPerson * 8);
    const [hidden] = await rowsOf<{ n: number }>(sql`
      select count(distinct employee_id)::int as n from employee_short_grams
      where company_id = ${crowd} and not awaiting`);
    expect(hidden?.n).toBe(COMPLETED);
  });

  it('renaming many people in one statement rewrites each person’s pieces by their key', async () => {
    const reads = await piecesReadBy(sql`
      update employees set kana_first_name = 'ジロウ', first_name = '次郎'
      where company_id = ${crowd} and employee_id in (select 'C' || n from generate_series(1, 50) n)`);
    expect(reads).toBeLessThanOrEqual(50 * 19 * 8);
    const [renamed] = await rowsOf<{ people: number; pieces: number; hidden: number }>(sql`
      select count(distinct employee_id)::int as people, count(*)::int as pieces,
        count(*) filter (where not awaiting)::int as hidden
      from employee_short_grams where company_id = ${crowd} and kana_first_name = 'ジロウ'`);
    expect(renamed).toEqual({ people: 50, pieces: 50 * 19, hidden: 50 * 19 });
  });
});
