/**
 * The upkeep of the list tables (`vacuumListTables`, decisions/0023): the embedded database runs no
 * autovacuum, so the server vacuums and analyses the tables the lists read. Issuing and completing
 * links rewrites the people's rows (their link counts); after the upkeep every page of those tables
 * is all-visible again (the room of the old rows is reusable and index-only scans need no heap
 * visit) and the planner's row counts match the tables.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedListTables, type Database, LIST_TABLES, vacuumListTables } from '../src/index.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

let database: Database;
let companyId: number;

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers (PGlite and node-postgres) answer `{ rows }`.
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** pg_class's pages, all-visible pages and row estimate of a table. */
async function pagesOf(table: string) {
  const [row] = await rowsOf<{ pages: number; visible: number; tuples: number }>(sql`
    select relpages::int as pages, relallvisible::int as visible, reltuples::float8 as tuples
    from pg_class where relname = ${table}`);
  if (!row) throw new Error(`no table ${table}`);
  return row;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const [company] = await rowsOf<{ id: number }>(
    sql`insert into companies (name, status) values ('株式会社保守', 'approved') returning id`,
  );
  companyId = Number(company?.id);
  await database.db.execute(sql`
    insert into employees (company_id, employee_id, last_name, first_name, kana_last_name, kana_first_name, employment_type)
    select ${companyId}, 'U' || lpad(n::text, 5, '0'), '保守', '太郎', 'ホシュ', 'タロウ', 'full_time'
    from generate_series(1, 3000) n`);
  // Issued, then completed: each person's row is rewritten twice by the link counts.
  await database.db.execute(sql`
    insert into diagnosis_links (company_id, employee_id, diagnosis_type, source, token_hash, deadline, status)
    select ${companyId}, e.id, 'employee', 'mail', md5('upkeep:' || e.id), now() + interval '30 days', 'issued'
    from employees e where e.company_id = ${companyId}`);
  await database.db.execute(
    sql`update diagnosis_links set status = 'completed', completed_at = now() where company_id = ${companyId}`,
  );
});

afterAll(async () => {
  await database?.close();
});

describe('[UPKEEP] the list tables are vacuumed and analysed', () => {
  it('leaves every page of the people and their links all-visible, with row counts the planner can use', async () => {
    await vacuumListTables(database.db);
    for (const table of ['employees', 'diagnosis_links']) {
      const { pages, visible, tuples } = await pagesOf(table);
      expect(pages, table).toBeGreaterThan(0);
      expect(visible, table).toBe(pages);
      expect(tuples, table).toBeGreaterThanOrEqual(3000);
    }
    const [counts] = await rowsOf<{ open: number; total: number }>(
      sql`select sum(open_link_count)::int as open, sum(link_count)::int as total from employees where employee_id like 'U%'`,
    );
    expect(counts).toEqual({ open: 0, total: 3000 });
  });

  it('keeps the people table from growing with every round of changes', async () => {
    await vacuumListTables(database.db);
    const before = (await pagesOf('employees')).pages;
    for (let round = 0; round < 3; round += 1) {
      await database.db.execute(
        sql`update diagnosis_links set status = case when status = 'completed' then 'issued' else 'completed' end where company_id = ${companyId}`,
      );
      await vacuumListTables(database.db);
    }
    expect((await pagesOf('employees')).pages).toBeLessThanOrEqual(Math.ceil(before * 1.1));
  });

  // The embedded database's counters are current after each statement; a PostgreSQL backend
  // reports its own up to ten seconds later, and there autovacuum keeps the tables (the server
  // runs this upkeep on the embedded database only).
  it.runIf(!process.env.TEST_DATABASE_URL)(
    'every hour, keeps only the tables changed enough since their last upkeep, one statement each',
    async () => {
      expect(await vacuumListTables(database.db)).toEqual([...LIST_TABLES]);
      expect(await changedListTables(database.db)).toEqual([]);
      expect(await vacuumListTables(database.db, { onlyChanged: true })).toEqual([]);

      // A few rows: under the threshold (50 rows and a tenth of the table).
      await database.db.execute(
        sql`update employees set memo = 'upkeep' where company_id = ${companyId} and employee_id <= 'U00020'`,
      );
      expect(await changedListTables(database.db)).toEqual([]);

      // Every link of the company completed or reopened: the links, the people (their link counts)
      // and their pieces (the awaiting mark) change; the results do not.
      await database.db.execute(
        sql`update diagnosis_links set status = case when status = 'completed' then 'issued' else 'completed' end where company_id = ${companyId}`,
      );
      const changed = await changedListTables(database.db);
      expect(changed).toEqual(expect.arrayContaining(['employees', 'diagnosis_links']));
      expect(changed).not.toContain('latest_results');
      expect(changed).not.toContain('latest_scores');
      expect(await vacuumListTables(database.db, { onlyChanged: true })).toEqual(changed);
      expect(await changedListTables(database.db)).toEqual([]);
      const { pages, visible } = await pagesOf('employees');
      expect(visible).toBe(pages);
    },
  );
});
