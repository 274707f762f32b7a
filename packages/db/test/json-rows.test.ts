/**
 * A list page's rows read as one JSON text per row (`jsonRows`, decisions/0023) are the rows the
 * query builder reads: every column type it accepts, nulls, texts JSON escapes (quotes, backslashes,
 * line breaks, characters beyond the BMP), timestamps with microseconds, the query's order. Types
 * whose JSON differs from their text (double precision, an expression with its own decoder) are
 * refused when the query is built. A statement written once (`jsonRowsStatement`) answers what the
 * same statement built on each run answers, for any values, in a transaction too.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, employeeRowsByIds } from '../src/index.ts';
import { jsonRows, jsonRowsStatement } from '../src/queries/json-rows.ts';
import { customAssessments, employees, organizationCharts } from '../src/schema/index.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

let database: Database;
let companyId: number;

const TRICKY = ['引用符 "と" \\ バックスラッシュ', '改行\nと\tタブ', '𠮷野家 🍣', '', "アポストロフィ'"];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const rows = await db.execute(
    sql`insert into companies (name, status) values ('株式会社行読み', 'approved') returning id`,
  );
  companyId = Number((rows as unknown as { rows: { id: number }[] }).rows[0]?.id);
  const [chart] = await db
    .insert(organizationCharts)
    .values({ company_id: companyId, name: '営業部 "東京"' })
    .returning({ id: organizationCharts.id });
  await db.insert(employees).values(
    TRICKY.map((memo, i) => ({
      company_id: companyId,
      employee_id: `J${i}`,
      last_name: '行',
      first_name: `読み${i}`,
      kana_last_name: 'ギョウ',
      kana_first_name: `ヨミ${i}`,
      employment_type: 'full_time' as const,
      gender: i % 2 ? ('male' as const) : null,
      birthday: i % 2 ? null : `199${i}-0${i + 1}-1${i}`,
      organization_chart_id: i < 2 ? (chart?.id ?? null) : null,
      memo,
      department: i === 3 ? null : TRICKY[(i + 1) % TRICKY.length],
    })),
  );
  // Microseconds, which a Date drops alike on both paths.
  await db.execute(
    sql`update employees set created_at = '2026-01-02 03:04:05.678901+09', updated_at = now() where company_id = ${companyId} and employee_id = 'J1'`,
  );
  await db.insert(customAssessments).values([
    { company_id: companyId, name: '面接', kind: 'rank', choices: ['A', 'B "良"', 'C\n'], list_column: true },
    { company_id: companyId, name: '筆記', kind: 'number', unit: '点', decimals: 1, enabled: false },
  ]);
});

afterAll(async () => {
  await database.close();
});

describe('jsonRows', () => {
  it('reads the people page as the query builder does', async () => {
    const { db } = database;
    const ids = (
      await db.select({ id: employees.id }).from(employees).where(eq(employees.company_id, companyId))
    ).map((r) => r.id);
    expect(ids).toHaveLength(TRICKY.length);
    const read = await employeeRowsByIds(db, companyId, ids, '2026-11-25');
    const selection = {
      id: employees.id,
      employee_id: employees.employee_id,
      gender: employees.gender,
      birthday: employees.birthday,
      age: sql<number | null>`extract(year from age('2026-11-25'::date, ${employees.birthday}))::int`,
      department: employees.department,
      organization_chart_name: organizationCharts.name,
      memo: employees.memo,
      diagnosis_status: employees.diagnosis_status,
      created_at: employees.created_at,
      updated_at: employees.updated_at,
    };
    const query = () =>
      db
        .select(selection)
        .from(employees)
        .leftJoin(organizationCharts, eq(organizationCharts.id, employees.organization_chart_id))
        .where(and(eq(employees.company_id, companyId), inArray(employees.id, ids)))
        .orderBy(asc(employees.id));
    const built = await query();
    expect(await jsonRows(db, selection, query())).toEqual(built);
    // The page function's rows carry the same values, in the order of the ids asked for.
    expect(read.map((r) => r.id)).toEqual(ids);
    for (const row of built) {
      expect(read.find((r) => r.id === row.id)).toMatchObject(row);
    }
    expect(built.map((r) => r.memo)).toEqual(TRICKY);
    expect(built[1]?.created_at).toEqual(new Date('2026-01-01T18:04:05.678Z'));
    expect(built[0]?.organization_chart_name).toBe('営業部 "東京"');
    expect(built[2]?.organization_chart_name).toBeNull();
  });

  it('keeps the query order and reads jsonb, booleans and integers', async () => {
    const { db } = database;
    const selection = {
      id: customAssessments.id,
      name: customAssessments.name,
      kind: customAssessments.kind,
      unit: customAssessments.unit,
      decimals: customAssessments.decimals,
      choices: customAssessments.choices,
      enabled: customAssessments.enabled,
      list_column: customAssessments.list_column,
      created_at: customAssessments.created_at,
    };
    const query = () =>
      db
        .select(selection)
        .from(customAssessments)
        .where(eq(customAssessments.company_id, companyId))
        .orderBy(desc(customAssessments.name));
    const built = await query();
    expect(built.map((r) => r.name)).toEqual(['面接', '筆記']);
    expect(await jsonRows(db, selection, query())).toEqual(built);
    expect(built[0]?.choices).toEqual(['A', 'B "良"', 'C\n']);
  });

  it('answers no rows as none', async () => {
    const { db } = database;
    const selection = { id: employees.id, memo: employees.memo };
    const rows = await jsonRows(
      db,
      selection,
      db.select(selection).from(employees).where(eq(employees.company_id, -1)),
    );
    expect(rows).toEqual([]);
  });

  it('refuses a column or an expression whose JSON is not its text', async () => {
    const { db } = database;
    const float = { min_value: customAssessments.min_value };
    await expect(jsonRows(db, float, db.select(float).from(customAssessments))).rejects.toThrow(
      /min_value.*PgDoublePrecision/,
    );
    const mapped = { n: sql`count(*)`.mapWith(Number) };
    await expect(jsonRows(db, mapped, db.select(mapped).from(customAssessments))).rejects.toThrow(/"n"/);
  });
});

describe('jsonRowsStatement', () => {
  const selection = {
    id: employees.id,
    memo: employees.memo,
    age: sql<
      number | null
    >`extract(year from age(${sql.placeholder('today')}::date, ${employees.birthday}))::int`,
    created_at: employees.created_at,
  };
  let built = 0;
  const statement = jsonRowsStatement((db) => {
    built += 1;
    const query = db
      .select(selection)
      .from(employees)
      .where(
        and(
          eq(employees.company_id, sql.placeholder('company')),
          sql`${employees.id} = any(${sql.placeholder('ids')}::int[])`,
        ),
      )
      .orderBy(desc(employees.id));
    return { selection, query };
  });

  /** The same statement built by the query builder for these values. */
  const byBuilder = (ids: number[], today: string) =>
    jsonRows(
      database.db,
      {
        ...selection,
        age: sql<number | null>`extract(year from age(${today}::date, ${employees.birthday}))::int`,
      },
      database.db
        .select({
          ...selection,
          age: sql<number | null>`extract(year from age(${today}::date, ${employees.birthday}))::int`,
        })
        .from(employees)
        .where(and(eq(employees.company_id, companyId), inArray(employees.id, ids)))
        .orderBy(desc(employees.id)),
    );

  it('is written once and answers each run for its own values', async () => {
    const { db } = database;
    const ids = (
      await db.select({ id: employees.id }).from(employees).where(eq(employees.company_id, companyId))
    ).map((r) => r.id);
    const all = await statement(db, { company: companyId, ids: `{${ids.join(',')}}`, today: '2026-11-25' });
    expect(all).toEqual(await byBuilder(ids, '2026-11-25'));
    expect(all.map((r) => r.memo).reverse()).toEqual(TRICKY);
    const two = ids.slice(0, 2);
    const some = await statement(db, { company: companyId, ids: `{${two.join(',')}}`, today: '2040-01-01' });
    expect(some).toEqual(await byBuilder(two, '2040-01-01'));
    expect(some.map((r) => r.id)).toEqual([...two].reverse());
    // Another company's values find none of these people.
    expect(await statement(db, { company: -1, ids: `{${ids.join(',')}}`, today: '2026-11-25' })).toEqual([]);
    expect(built).toBe(1);
  });

  it('runs in a transaction, and refuses a run without a value', async () => {
    const { db } = database;
    const [first] = await db
      .select({ id: employees.id, memo: employees.memo })
      .from(employees)
      .where(eq(employees.company_id, companyId))
      .orderBy(asc(employees.id));
    const id = first?.id as number;
    await db
      .transaction(async (tx) => {
        await tx.update(employees).set({ memo: '取引中の値' }).where(eq(employees.id, id));
        const rows = await statement(tx, { company: companyId, ids: `{${id}}`, today: '2026-11-25' });
        expect(rows.map((r) => r.memo)).toEqual(['取引中の値']);
        tx.rollback();
      })
      .catch((err: Error) => {
        if (!/rollback/i.test(err.message)) throw err;
      });
    const after = await statement(db, { company: companyId, ids: `{${id}}`, today: '2026-11-25' });
    expect(after.map((r) => r.memo)).toEqual([first?.memo]);
    await expect(statement(db, { company: companyId, today: '2026-11-25' })).rejects.toThrow(/ids/);
  });
});
