/**
 * The demo company's custom assessments: a numeric interview score (1.0–5.0, shown as a list
 * column) and an in-house aptitude rank (S–D, shown too), with results for most demo people —
 * two interview dates for some, so a person's page and history show more than one.
 */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { customAssessmentResults, customAssessments, employees } from '../schema/index.ts';

export const DEMO_CUSTOM_ASSESSMENTS = {
  interview: '面接評価',
  rank: '社内適性ランク',
} as const;
const RANKS = ['S', 'A', 'B', 'C', 'D'];
const DAY = 24 * 60 * 60 * 1000;
const SOURCE = '面接評価_2026上期.csv';

const isoDay = (at: Date) => new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);

export async function seedCustomAssessmentsDemo(tx: Executor, companyId: number, now = new Date()) {
  const [interview, rank] = await tx
    .insert(customAssessments)
    .values([
      {
        company_id: companyId,
        name: DEMO_CUSTOM_ASSESSMENTS.interview,
        kind: 'number',
        unit: '点',
        min_value: 1,
        max_value: 5,
        decimals: 1,
        position: 0,
        list_column: true,
      },
      {
        company_id: companyId,
        name: DEMO_CUSTOM_ASSESSMENTS.rank,
        kind: 'rank',
        choices: RANKS,
        position: 1,
        list_column: true,
      },
      {
        company_id: companyId,
        name: '360度評価コメント',
        kind: 'text',
        position: 2,
        enabled: false,
      },
    ])
    .returning({ id: customAssessments.id });
  if (!interview || !rank) throw new Error('demo custom assessments were not created');
  const people = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.company_id, companyId))
    .orderBy(asc(employees.id));
  const rows: (typeof customAssessmentResults.$inferInsert)[] = [];
  people.forEach((person, i) => {
    // Every fifth person has no custom result, so the lists show empty cells too.
    if (i % 5 === 4) return;
    const score = 1 + ((i * 7) % 41) / 10;
    const recent = isoDay(new Date(now.getTime() - (10 + (i % 20)) * DAY));
    const base = { company_id: companyId, employee_id: person.id, source: SOURCE };
    rows.push({
      ...base,
      assessment_id: interview.id,
      assessed_on: recent,
      value_text: score.toFixed(1),
      value_number: score,
    });
    if (i % 3 === 0) {
      const earlier = Math.max(1, score - 0.6);
      rows.push({
        ...base,
        assessment_id: interview.id,
        assessed_on: isoDay(new Date(now.getTime() - (200 + i) * DAY)),
        value_text: earlier.toFixed(1),
        value_number: earlier,
        source: '面接評価_2025下期.csv',
      });
    }
    const r = (i * 3) % RANKS.length;
    rows.push({
      ...base,
      assessment_id: rank.id,
      assessed_on: recent,
      value_text: RANKS[r] as string,
      value_number: RANKS.length - r,
    });
  });
  for (let i = 0; i < rows.length; i += 500)
    await tx.insert(customAssessmentResults).values(rows.slice(i, i + 500));
}
