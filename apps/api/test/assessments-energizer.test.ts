/**
 * The energizer beside the mirumevital result: `energizer` (the newest entered result or null),
 * `musashino_energizers` (each employee result's questionnaire T-scores of the six energizer
 * scales, as sten through tScoreToSten, newest first; an applicant result measures none of them
 * and a voided session is never a result) and `musashino_energizer` (the newest or null), and
 * another company's person answering 404.
 */
import { schema } from '@mirume/db';
import { ENERGIZER_SCALES, tokyoDate, tScoreToSten } from '@mirume/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signInCompany } from './support/app.ts';
import { assessedPerson, inputOf, recordsUrl } from './support/assessments.ts';
import { storeResult } from './support/results.ts';
import { createOtherCompany, signedIn, useWorld } from './support/world.ts';

const ctx = useWorld();
const worker = signedIn(ctx, DEMO.worker);
const admin = signedIn(ctx, DEMO.admin);
const get = (url: string, headers: Record<string, string> = worker) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('tScoreToSten', () => {
  it('maps T 50 ± 10 to sten 5.5 ± 2, clamped to 1–10', () => {
    expect([20, 30, 40, 47.5, 50, 52.5, 60, 70, 80, 90].map(tScoreToSten)).toEqual([
      1, 2, 4, 5, 6, 6, 8, 10, 10, 10,
    ]);
    expect(tScoreToSten(35)).toBe(3);
    expect(tScoreToSten(65)).toBe(9);
  });
});

describe('[ASSESSMENTS] energizer and musashino energizer', () => {
  let person: number;
  let older: number;
  let newer: number;
  beforeAll(async () => {
    person = await assessedPerson(ctx.database, ctx.companyId);
    older = (
      await storeResult(ctx.database, ctx.companyId, person, {
        type: 'employee',
        takenAt: new Date('2025-05-10T03:00:00Z'),
      })
    ).resultId;
    await storeResult(ctx.database, ctx.companyId, person, {
      type: 'senkou',
      takenAt: new Date('2025-08-10T03:00:00Z'),
    });
    newer = (
      await storeResult(ctx.database, ctx.companyId, person, {
        type: 'employee',
        takenAt: new Date('2026-01-10T03:00:00Z'),
        profile: 'fast_steady',
      })
    ).resultId;
    // A voided session's result is not the person's.
    const voided = await storeResult(ctx.database, ctx.companyId, person, {
      type: 'employee',
      takenAt: new Date('2026-02-01T03:00:00Z'),
    });
    await ctx.database.db
      .update(schema.diagnosisSessions)
      .set({ status: 'failed' })
      .where(eq(schema.diagnosisSessions.id, voided.sessionId));
  });

  it('converts each employee result questionnaire T-scores to sten, newest first', async () => {
    const res = await get(`/api/v1/employees/${person}/musashino_energizers`);
    expect(res.statusCode, res.body).toBe(200);
    const views = res.json().data;
    expect(views.map((v: { result_id: number }) => v.result_id)).toEqual([newer, older]);
    const rows = await ctx.database.db
      .select()
      .from(schema.mirumevitalResults)
      .where(eq(schema.mirumevitalResults.id, newer));
    const metrics = rows[0]!.metrics as Record<string, { t: number | null }>;
    const expected = Object.fromEntries(
      ENERGIZER_SCALES.map((s) => [s.key, tScoreToSten(metrics[s.key]!.t!)]),
    );
    expect(views[0]).toEqual({
      result_id: newer,
      type: 'employee',
      taken_on: tokyoDate(rows[0]!.taken_at),
      scores: expected,
      t_scores: Object.fromEntries(ENERGIZER_SCALES.map((s) => [s.key, metrics[s.key]!.t])),
    });
    for (const v of Object.values(views[0].scores as Record<string, number>)) {
      expect(Number.isInteger(v) && v >= 1 && v <= 10).toBe(true);
    }
    const latest = await get(`/api/v1/employees/${person}/musashino_energizer`);
    expect(latest.json().data).toEqual(views[0]);
  });

  it('answers null without a result, and the newest entered energizer result', async () => {
    const fresh = await assessedPerson(ctx.database, ctx.companyId);
    expect((await get(`/api/v1/employees/${fresh}/musashino_energizer`)).json()).toEqual({ data: null });
    expect((await get(`/api/v1/employees/${fresh}/musashino_energizers`)).json()).toEqual({ data: [] });
    expect((await get(`/api/v1/employees/${fresh}/energizer`)).json()).toEqual({ data: null });
    for (const day of ['2025-02-02', '2025-12-24', '2025-07-07']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: recordsUrl('energizer', fresh),
        headers: admin,
        payload: inputOf('energizer', day),
      });
      expect(res.statusCode).toBe(201);
    }
    const latest = await get(`/api/v1/employees/${fresh}/energizer`);
    expect(latest.json().data).toMatchObject({ instrument: 'energizer', taken_on: '2025-12-24' });
  });

  it("answers 404 for another company's person", async () => {
    const other = await createOtherCompany(ctx.database);
    const otherAdmin = await signInCompany(ctx.app, other.email);
    for (const path of ['energizer', 'musashino_energizers', 'musashino_energizer']) {
      expect((await get(`/api/v1/employees/${person}/${path}`, otherAdmin)).statusCode).toBe(404);
    }
  });
});
