/**
 * The people's pieces (`employee_short_grams`, migrations 0025 and 0026, decisions/0023 "Short
 * searches in kana order"): kept by triggers on `employees`, so every way people are added, renamed,
 * imported again or removed leaves exactly the pieces of their kana and name, with their current
 * kana and whether the undiagnosed list shows them (awaiting: an open link or none ever), which
 * follows their links as they are issued, completed and deleted.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkWriteEmployees, type Database, type EmployeeWritable } from '../src/index.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

let database: Database;
let companyId: number;
let otherId: number;

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Rows of the pieces table that differ from the pieces computed from the people (none when kept). */
async function drift() {
  return rowsOf<Record<string, unknown>>(sql`
    (select company_id, gram, kana_last_name, kana_first_name, employee_id, awaiting from employee_short_grams
     except all
     select e.company_id, p.gram, e.kana_last_name, e.kana_first_name, e.id,
       e.open_link_count > 0 or e.link_count = 0 from employees e,
       unnest(mirume_short_grams(e.kana_last_name || e.kana_first_name, e.last_name || e.first_name)) p(gram))
    union all
    (select e.company_id, p.gram, e.kana_last_name, e.kana_first_name, e.id,
       e.open_link_count > 0 or e.link_count = 0 from employees e,
       unnest(mirume_short_grams(e.kana_last_name || e.kana_first_name, e.last_name || e.first_name)) p(gram)
     except all
     select company_id, gram, kana_last_name, kana_first_name, employee_id, awaiting from employee_short_grams)`);
}

async function piecesOf(employeeId: number) {
  const rows = await rowsOf<{ gram: string; kana: string }>(sql`
    select gram, kana_last_name || kana_first_name as kana from employee_short_grams
    where employee_id = ${employeeId} order by gram`);
  return rows;
}

async function company(name: string) {
  const [row] = await rowsOf<{ id: number }>(
    sql`insert into companies (name, status) values (${name}, 'approved') returning id`,
  );
  return Number(row?.id);
}

beforeAll(async () => {
  database = await createTestDatabase();
  companyId = await company('株式会社ピース');
  otherId = await company('株式会社ほか');
});
afterAll(async () => {
  await database?.close();
});

describe('[DB] the people’s pieces, kept by the database', () => {
  it('a bulk insert writes every piece of each person’s kana and name with their kana', async () => {
    await database.db.execute(sql`
      insert into employees (company_id, employee_id, last_name, first_name, kana_last_name, kana_first_name, employment_type)
      select ${companyId}, 'P' || n, '山田', '太郎', 'ヤマダ', 'タロウ', 'full_time' from generate_series(1, 200) n`);
    expect(await drift()).toEqual([]);
    const [person] = await rowsOf<{ id: number }>(
      sql`select id from employees where company_id = ${companyId} and employee_id = 'P1'`,
    );
    const pieces = await piecesOf(Number(person?.id));
    // ヤマダタロウ: 6 one-character and 5 two-character pieces less the repeated タ; 山田太郎: 4 + 3.
    expect(pieces.map((p) => p.gram)).toEqual(
      [
        'ウ',
        'ダ',
        'ダタ',
        'タ',
        'タロ',
        'マ',
        'マダ',
        'ヤ',
        'ヤマ',
        'ロ',
        'ロウ',
        '太',
        '太郎',
        '山',
        '山田',
        '田',
        '田太',
        '郎',
      ].sort(),
    );
    expect(new Set(pieces.map((p) => p.kana))).toEqual(new Set(['ヤマダタロウ']));
  });

  it('a change of kana or name rewrites that person’s pieces; other changes leave them', async () => {
    const [person] = await rowsOf<{ id: number }>(
      sql`select id from employees where company_id = ${companyId} and employee_id = 'P2'`,
    );
    const id = Number(person?.id);
    await database.db.execute(
      sql`update employees set kana_last_name = 'ワタナベ', last_name = '渡辺' where id = ${id}`,
    );
    expect(await drift()).toEqual([]);
    const grams = (await piecesOf(id)).map((p) => p.gram);
    expect(grams).toContain('ワタ');
    expect(grams).not.toContain('ヤマ');
    expect(new Set((await piecesOf(id)).map((p) => p.kana))).toEqual(new Set(['ワタナベタロウ']));
    // A column the pieces do not hold, and link counts that stay on the same side of awaiting (as
    // most of the link counts' rewrites do): the same rows, not rewritten.
    const before = await rowsOf<{ ctid: string }>(
      sql`select ctid::text from employee_short_grams where employee_id = ${id} order by ctid`,
    );
    await database.db.execute(
      sql`update employees set department = '営業部', link_count = 1, open_link_count = 1 where id = ${id}`,
    );
    const after = await rowsOf<{ ctid: string }>(
      sql`select ctid::text from employee_short_grams where employee_id = ${id} order by ctid`,
    );
    expect(after).toEqual(before);
  });

  it('an import that updates some people and adds others keeps both', async () => {
    const row = (n: number, kana: string): EmployeeWritable => ({
      employee_id: `P${n}`,
      last_name: '佐藤',
      first_name: '花子',
      kana_last_name: kana,
      kana_first_name: 'ハナコ',
      employment_type: 'full_time',
    });
    await bulkWriteEmployees(
      database.db,
      companyId,
      [row(3, 'サトウ'), row(4, 'ヤマダ'), row(900, 'サトウ')],
      'upsert',
    );
    expect(await drift()).toEqual([]);
    const [added] = await rowsOf<{ id: number }>(
      sql`select id from employees where company_id = ${companyId} and employee_id = 'P900'`,
    );
    expect((await piecesOf(Number(added?.id))).map((p) => p.gram)).toContain('サト');
  });

  it('a person’s pieces say whether the undiagnosed list shows them, through issue, completion, re-issue and deletion of links', async () => {
    const [person] = await rowsOf<{ id: number }>(
      sql`select id from employees where company_id = ${companyId} and employee_id = 'P6'`,
    );
    const id = Number(person?.id);
    const flags = async () =>
      (
        await rowsOf<{ awaiting: boolean }>(
          sql`select distinct awaiting from employee_short_grams where employee_id = ${id}`,
        )
      ).map((r) => r.awaiting);
    const issue = async (token: string) => {
      const [link] = await rowsOf<{ id: number }>(sql`
        insert into diagnosis_links (company_id, employee_id, diagnosis_type, token_hash, deadline)
        values (${companyId}, ${id}, 'employee', ${token}, now() + interval '7 days') returning id`);
      return Number(link?.id);
    };
    const complete = (link: number) =>
      database.db.execute(sql`update diagnosis_links set status = 'completed' where id = ${link}`);
    // Never issued: shown (未発行).
    expect(await flags()).toEqual([true]);
    const first = await issue('pieces-1');
    expect(await flags()).toEqual([true]);
    await complete(first);
    expect(await flags()).toEqual([false]);
    expect(await drift()).toEqual([]);
    const second = await issue('pieces-2');
    expect(await flags()).toEqual([true]);
    await database.db.execute(sql`delete from diagnosis_links where id = ${second}`);
    expect(await flags()).toEqual([false]);
    // Every link deleted: never issued again, shown as 未発行.
    await database.db.execute(sql`delete from diagnosis_links where id = ${first}`);
    expect(await flags()).toEqual([true]);
    // Renamed while not shown: the new pieces carry the flag too.
    await complete(await issue('pieces-3'));
    await database.db.execute(sql`update employees set kana_first_name = 'ジロウ' where id = ${id}`);
    expect(await flags()).toEqual([false]);
    expect(await drift()).toEqual([]);
  });

  it('removing people, one or a whole company, removes their pieces only', async () => {
    await database.db.execute(sql`
      insert into employees (company_id, employee_id, last_name, first_name, kana_last_name, kana_first_name, employment_type)
      values (${otherId}, 'X1', '山本', '一郎', 'ヤマモト', 'イチロウ', 'full_time')`);
    await database.db.execute(
      sql`delete from employees where company_id = ${companyId} and employee_id = 'P5'`,
    );
    expect(await drift()).toEqual([]);
    await database.db.execute(sql`delete from companies where id = ${otherId}`);
    expect(await drift()).toEqual([]);
    const [left] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from employee_short_grams where company_id = ${otherId}`,
    );
    expect(left?.n).toBe(0);
    const [kept] = await rowsOf<{ n: number }>(
      sql`select count(distinct employee_id)::int as n from employee_short_grams where company_id = ${companyId}`,
    );
    expect(kept?.n).toBe(200);
  });
});
