/**
 * A person's latest mirumevital result as the company reads it (GET employees/:id/shindan_senkou
 * and shindan_employee): null before any result, the newest valid one after, never a voided one,
 * and 404 for another company's person or a missing id.
 */
import { schema } from '@mirume/db';
import { ZLatestResultResponse } from '@mirume/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CompanyHeaders, DEMO, signInCompany } from './support/app.ts';
import { complete, createLink, createPerson, DEVICE, takeTest } from './support/exam.ts';
import { createOtherCompany, signedIn, useWorld } from './support/world.ts';

const ctx = useWorld();
let companyId: number;
const admin = signedIn(ctx, DEMO.admin);
beforeAll(async () => {
  ({ companyId } = ctx);
});

const read = (employeeId: number, type: 'senkou' | 'employee', headers: CompanyHeaders = admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/employees/${employeeId}/shindan_${type}`, headers });

async function sitting(
  employeeId: number,
  type: 'senkou' | 'employee',
  profile: 'typical' | 'fast_steady' | 'slow' | 'bot_constant',
) {
  const link = await createLink(ctx.database, companyId, { employeeId, type });
  const facts = profile === 'bot_constant' ? { ...DEVICE, webdriver: true } : DEVICE;
  await takeTest(ctx.app, link.token, profile, { facts });
  const res = await complete(ctx.app, link.token);
  expect(res.statusCode, res.body).toBe(200);
  return link;
}

describe('[RESULTS] latest result', () => {
  it('is null before any test, then the stored result with the device it was taken on', async () => {
    const employeeId = await createPerson(ctx.database, companyId);
    for (const type of ['senkou', 'employee'] as const) {
      const res = await read(employeeId, type);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: null });
    }
    await sitting(employeeId, 'senkou', 'fast_steady');
    const res = await read(employeeId, 'senkou');
    const body = ZLatestResultResponse.parse(res.json());
    const [stored] = await ctx.database.db
      .select()
      .from(schema.mirumevitalResults)
      .where(eq(schema.mirumevitalResults.employee_id, employeeId));
    expect(body.data).toMatchObject({
      id: stored!.id,
      employee_id: employeeId,
      diagnosis_type: 'senkou',
      rank: stored!.rank,
      device: 'sp',
      os: 'ios',
      browser: 'safari',
      norm_device: 'sp',
      taken_at: stored!.taken_at.toISOString(),
      source_result_id: null,
    });
    expect(body.data!.metrics).toEqual(stored!.metrics);
    expect((await read(employeeId, 'employee')).json()).toEqual({ data: null });
  });

  it('takes the newest of several results, and never a voided one', async () => {
    const employeeId = await createPerson(ctx.database, companyId, { employment_type: 'full_time' });
    const results = schema.mirumevitalResults;
    for (const [i, profile] of (['slow', 'typical', 'fast_steady'] as const).entries()) {
      await sitting(employeeId, 'employee', profile);
      const rows = await ctx.database.db.select().from(results).where(eq(results.employee_id, employeeId));
      const newest = rows.sort((a, b) => b.id - a.id)[0]!;
      // Months apart, in the order taken.
      await ctx.database.db
        .update(results)
        .set({ taken_at: new Date(Date.UTC(2026, 2 + 3 * i, 15)) })
        .where(eq(results.id, newest.id));
    }
    const ids = (await ctx.database.db.select().from(results).where(eq(results.employee_id, employeeId))).map(
      (r) => r.id,
    );
    const latest = (await read(employeeId, 'employee')).json().data;
    expect(latest.id).toBe(Math.max(...ids));
    expect(latest.taken_at).toBe('2026-09-15T00:00:00.000Z');
    expect(Object.keys(latest.aptitudes)).toHaveLength(14);

    await sitting(employeeId, 'employee', 'bot_constant');
    expect((await read(employeeId, 'employee')).json().data.id).toBe(latest.id);
  });

  it('a voided sitting alone leaves no result', async () => {
    const employeeId = await createPerson(ctx.database, companyId);
    await sitting(employeeId, 'senkou', 'bot_constant');
    expect((await read(employeeId, 'senkou')).json()).toEqual({ data: null });
  });

  it('every role reads it; another company’s person and a missing id are 404', async () => {
    const employeeId = await createPerson(ctx.database, companyId);
    await sitting(employeeId, 'senkou', 'typical');
    for (const who of [DEMO.worker, DEMO.senkou_admin, DEMO.employee_admin]) {
      const res = await read(employeeId, 'senkou', await signInCompany(ctx.app, who));
      expect(res.statusCode, who).toBe(200);
      expect(res.json().data.employee_id).toBe(employeeId);
    }
    const other = await createOtherCompany(ctx.database);
    const otherAdmin = await signInCompany(ctx.app, other.email);
    expect((await read(employeeId, 'senkou', otherAdmin)).statusCode).toBe(404);
    expect((await read(999_999, 'senkou')).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/employees/${employeeId}/shindan_senkou`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
