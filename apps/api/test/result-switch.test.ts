/**
 * Switching a result's interpretation: the stored session is re-scored under the other type as a
 * new row (the original untouched), once; the new row equals the scoring engine's answer for the
 * same blocks; roles that may not issue the target type and other companies get 404.
 */
import { schema } from '@mirume/db';
import { DEFAULT_CRITERIA } from '@mirume/shared/vital/criteria';
import { scoreSession } from '@mirume/shared/vital/scoring/index';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESCORE_FAILED_MESSAGE } from '../src/services/results/switch.ts';
import { DEMO, signInCompany } from './support/app.ts';
import { createPerson, storeResult, useServiceDefaultCriteria } from './support/results.ts';
import { createOtherCompany, signedIn, useWorld } from './support/world.ts';

const ctx = useWorld();
// Scoring here is pinned to the service defaults; the demo company's own set would rank otherwise.
beforeAll(() => useServiceDefaultCriteria(ctx.database, ctx.companyId));
const admin = signedIn(ctx, DEMO.admin);
let companyId: number;

beforeAll(async () => {
  ({ companyId } = ctx);
});

const switchTo = (
  type: 'senkou' | 'employee',
  employeeId: number,
  resultId: number,
  headers: Record<string, string> = admin,
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/employees/${employeeId}/switch_diagnosis_result_to_${type}`,
    headers,
    payload: { result_id: resultId },
  });

const resultRows = (sessionId: number) =>
  ctx.database.db
    .select()
    .from(schema.mirumevitalResults)
    .where(eq(schema.mirumevitalResults.session_id, sessionId))
    .orderBy(schema.mirumevitalResults.id);

describe('switch_diagnosis_result_to_employee', () => {
  it('re-scores the session as an employee in a new row and keeps the original', async () => {
    const person = await createPerson(ctx.database, companyId);
    const taken = new Date('2026-10-01T01:30:00Z');
    const stored = await storeResult(ctx.database, companyId, person, { takenAt: taken });
    const [before] = await resultRows(stored.sessionId);

    const res = await switchTo('employee', person, stored.resultId);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;

    const expected = scoreSession({
      diagnosisType: 'employee',
      device: 'pc',
      seed: stored.seed,
      webdriver: false,
      blocks: stored.blocks,
      criteria: DEFAULT_CRITERIA.employee.rules,
    });
    expect(data).toMatchObject({
      employee_id: person,
      diagnosis_type: 'employee',
      source_result_id: stored.resultId,
      rank: expected.rank,
      rank_rule: expected.rank_rule,
      metrics: expected.metrics,
      aptitudes: expected.aptitudes,
      pc_evaluation: expected.pc_evaluation,
      device: 'pc',
      os: 'windows',
      browser: 'chrome',
      taken_at: taken.toISOString(),
    });
    expect(Object.keys(data.aptitudes)).toHaveLength(14);

    const rows = await resultRows(stored.sessionId);
    expect(rows).toHaveLength(2);
    // The original row is exactly as it was.
    expect(rows[0]).toEqual(before);
    expect(rows[1]).toMatchObject({
      id: data.id,
      diagnosis_type: 'employee',
      source_result_id: stored.resultId,
    });
    expect(rows[1]!.criteria_id).not.toBeNull();

    // The person's latest employee result is now the re-scored one.
    const latest = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/employees/${person}/shindan_employee`,
      headers: admin,
    });
    expect(latest.json().data.id).toBe(data.id);
  });

  it('is idempotent: the same switch again answers the existing row with 200', async () => {
    const person = await createPerson(ctx.database, companyId);
    const stored = await storeResult(ctx.database, companyId, person);
    const first = await switchTo('employee', person, stored.resultId);
    const again = await switchTo('employee', person, stored.resultId);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await resultRows(stored.sessionId)).toHaveLength(2);

    // Switching the re-scored result back answers the original; nothing new is stored.
    const back = await switchTo('senkou', person, first.json().data.id);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ id: stored.resultId, source_result_id: null });
    // A result already of the target type answers itself.
    const same = await switchTo('senkou', person, stored.resultId);
    expect(same.statusCode).toBe(200);
    expect(same.json().data.id).toBe(stored.resultId);
    expect(await resultRows(stored.sessionId)).toHaveLength(2);
  });

  it('two simultaneous switches store one row', async () => {
    const person = await createPerson(ctx.database, companyId);
    const stored = await storeResult(ctx.database, companyId, person);
    const answers = await Promise.all([
      switchTo('employee', person, stored.resultId),
      switchTo('employee', person, stored.resultId),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await resultRows(stored.sessionId)).toHaveLength(2);
  });
});

describe('switch_diagnosis_result_to_senkou', () => {
  it('re-scores an employee result as an applicant under the applicant criteria', async () => {
    const person = await createPerson(ctx.database, companyId, { employment_type: 'full_time' });
    const stored = await storeResult(ctx.database, companyId, person, {
      type: 'employee',
      device: 'sp',
      profile: 'slow',
    });
    const res = await switchTo('senkou', person, stored.resultId);
    expect(res.statusCode, res.body).toBe(201);
    const expected = scoreSession({
      diagnosisType: 'senkou',
      device: 'sp',
      seed: stored.seed,
      webdriver: false,
      blocks: stored.blocks,
      criteria: DEFAULT_CRITERIA.senkou.rules,
    });
    expect(res.json().data).toMatchObject({
      diagnosis_type: 'senkou',
      rank: expected.rank,
      metrics: expected.metrics,
      aptitudes: {},
      norm_device: 'sp',
      source_result_id: stored.resultId,
    });
  });

  it("uses the company's own current criteria of the target type", async () => {
    const person = await createPerson(ctx.database, companyId);
    const stored = await storeResult(ctx.database, companyId, person, { type: 'employee' });
    // A company set that ranks everyone C.
    const [own] = await ctx.database.db
      .insert(schema.musashinoCriteria)
      .values({
        company_id: companyId,
        diagnosis_type: 'senkou',
        name: '全員C',
        rules: { diagnosis_type: 'senkou', rules: [], fallback: 'C_RANK' },
      })
      .returning({ id: schema.musashinoCriteria.id });
    try {
      const res = await switchTo('senkou', person, stored.resultId);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.rank).toBe('C_RANK');
      expect(res.json().data.rank_rule.text).toBe('いずれの基準にも該当しないため Cランク');
      const [row] = await ctx.database.db
        .select({ criteria_id: schema.mirumevitalResults.criteria_id })
        .from(schema.mirumevitalResults)
        .where(eq(schema.mirumevitalResults.id, res.json().data.id));
      expect(row!.criteria_id).toBe(own!.id);
    } finally {
      await ctx.database.db.delete(schema.musashinoCriteria).where(eq(schema.musashinoCriteria.id, own!.id));
    }
  });
});

describe('who may switch, and what', () => {
  it('answers 404 to a role that may not issue the target type, and stores nothing', async () => {
    const person = await createPerson(ctx.database, companyId);
    const stored = await storeResult(ctx.database, companyId, person);
    const senkouAdmin = await signInCompany(ctx.app, DEMO.senkou_admin);
    const employeeAdmin = await signInCompany(ctx.app, DEMO.employee_admin);
    expect((await switchTo('employee', person, stored.resultId, senkouAdmin)).statusCode).toBe(404);
    expect(await resultRows(stored.sessionId)).toHaveLength(1);
    expect((await switchTo('senkou', person, stored.resultId, employeeAdmin)).statusCode).toBe(404);
    expect((await switchTo('employee', person, stored.resultId, employeeAdmin)).statusCode).toBe(201);
  });

  it("answers 404 for another company's result, another person's result and a voided session", async () => {
    const other = await createOtherCompany(ctx.database);
    const otherPerson = await createPerson(ctx.database, other.company.id);
    const otherResult = await storeResult(ctx.database, other.company.id, otherPerson);
    // The other company's result through our person, and through theirs.
    const mine = await createPerson(ctx.database, companyId);
    expect((await switchTo('employee', mine, otherResult.resultId)).statusCode).toBe(404);
    const res = await switchTo('employee', otherPerson, otherResult.resultId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    // The other company's admin cannot switch ours.
    const stored = await storeResult(ctx.database, companyId, mine);
    const otherAdmin = await signInCompany(ctx.app, other.email);
    expect((await switchTo('employee', mine, stored.resultId, otherAdmin)).statusCode).toBe(404);
    // A result of the person but under another person's id.
    const someoneElse = await createPerson(ctx.database, companyId);
    expect((await switchTo('employee', someoneElse, stored.resultId)).statusCode).toBe(404);
    // A voided session's result is nobody's result.
    await ctx.database.db
      .update(schema.diagnosisSessions)
      .set({ status: 'failed' })
      .where(eq(schema.diagnosisSessions.id, stored.sessionId));
    expect((await switchTo('employee', mine, stored.resultId)).statusCode).toBe(404);
  });

  it('answers 409 in Japanese when the stored blocks no longer pass the scoring engine', async () => {
    const person = await createPerson(ctx.database, companyId);
    const stored = await storeResult(ctx.database, companyId, person);
    await ctx.database.db
      .update(schema.diagnosisSessionBlocks)
      .set({ payload: { block_index: 0, unexpected: true } })
      .where(eq(schema.diagnosisSessionBlocks.session_id, stored.sessionId));
    const res = await switchTo('employee', person, stored.resultId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(RESCORE_FAILED_MESSAGE);
    expect(await resultRows(stored.sessionId)).toHaveLength(1);
  });

  it('answers 400 in Japanese for a malformed result id', async () => {
    const person = await createPerson(ctx.database, companyId);
    const res = await switchTo('employee', person, 'abc' as unknown as number);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.result_id).toEqual(['数値を入力してください']);
  });
});
