/**
 * The demo world's third-party assessment results are the same on every start: two companies with
 * the same people seeded on the same day get the same results, value for value.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/index.ts';
import {
  companies,
  emergeneticResults,
  employees,
  energizerResults,
  hciResults,
} from '../src/schema/index.ts';
import { seedAssessmentsDemo } from '../src/seed/assessments-demo.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

let database: Database;
const now = new Date('2026-11-20T03:00:00Z');

async function companyWithPeople(name: string) {
  const [company] = await database.db.insert(companies).values({ name }).returning({ id: companies.id });
  if (!company) throw new Error('no company');
  await database.db.insert(employees).values(
    Array.from({ length: 9 }, (_, i) => ({
      company_id: company.id,
      employee_id: `D-${i}`,
      last_name: '決定',
      first_name: `${i}`,
      kana_last_name: 'ケッテイ',
      kana_first_name: 'テスト',
      employment_type: 'full_time' as const,
    })),
  );
  await database.db.transaction((tx) => seedAssessmentsDemo(tx, company.id, now));
  return company.id;
}

/** A company's results without ids, the person by position. */
async function resultsOf(companyId: number) {
  const people = await database.db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.company_id, companyId))
    .orderBy(asc(employees.id));
  const position = new Map(people.map((p, i) => [p.id, i]));
  const out: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries({ hciResults, emergeneticResults, energizerResults })) {
    const rows = await database.db
      .select()
      .from(table)
      .where(eq(table.company_id, companyId))
      .orderBy(asc(table.employee_id), asc(table.taken_on));
    out[name] = rows.map(({ id, company_id, employee_id, ...rest }) => ({
      person: position.get(employee_id),
      ...rest,
    }));
  }
  return out;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('[DEMO] assessment results', () => {
  it('are seeded deterministically', async () => {
    const a = await resultsOf(await companyWithPeople('株式会社決定A'));
    const b = await resultsOf(await companyWithPeople('株式会社決定B'));
    expect(a.hciResults?.length).toBe(10);
    expect(a.emergeneticResults?.length).toBe(9);
    expect(a.energizerResults?.length).toBe(10);
    expect(b).toEqual(a);
  });
});
