/**
 * Each person's latest valid result is kept by the database (schema/latest-results.ts, the
 * triggers of migration 0012): whatever changes a result or a session — a new result, a
 * re-ranking, a voided session, a deleted result or person — the rows the diagnosis list sorts
 * and filters on follow at once, in the same transaction.
 */
import { schema } from '@mirume/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPerson, storeResult } from './support/results.ts';
import { useWorld } from './support/world.ts';

const ctx = useWorld();

interface LatestRow {
  diagnosis_type: string;
  result_id: number;
  rank: string;
  rank_order: number | null;
  is_newest: boolean;
}

async function latestOf(employeeId: number): Promise<LatestRow[]> {
  const rows = await ctx.database.db
    .select({
      diagnosis_type: schema.latestResults.diagnosis_type,
      result_id: schema.latestResults.result_id,
      rank: schema.latestResults.rank,
      rank_order: schema.latestResults.rank_order,
      is_newest: schema.latestResults.is_newest,
    })
    .from(schema.latestResults)
    .where(eq(schema.latestResults.employee_id, employeeId))
    .orderBy(schema.latestResults.diagnosis_type);
  return rows;
}

async function scoresOf(employeeId: number) {
  const rows = await ctx.database.db
    .select({
      type: schema.latestScores.diagnosis_type,
      key: schema.latestScores.key,
      t: schema.latestScores.t,
    })
    .from(schema.latestScores)
    .where(eq(schema.latestScores.employee_id, employeeId));
  return rows;
}

describe('[LATEST] the latest result per person, kept by the database', () => {
  it('follows new results of either type, and marks the newest of the two', async () => {
    const person = await createPerson(ctx.database, ctx.companyId);
    expect(await latestOf(person)).toEqual([]);

    const first = await storeResult(ctx.database, ctx.companyId, person, {
      type: 'senkou',
      takenAt: new Date('2026-03-01T01:00:00Z'),
    });
    const [one] = await latestOf(person);
    expect(one).toMatchObject({ diagnosis_type: 'senkou', result_id: first.resultId, is_newest: true });

    const later = await storeResult(ctx.database, ctx.companyId, person, {
      type: 'employee',
      takenAt: new Date('2026-04-01T01:00:00Z'),
    });
    expect(await latestOf(person)).toEqual([
      expect.objectContaining({ diagnosis_type: 'employee', result_id: later.resultId, is_newest: true }),
      expect.objectContaining({ diagnosis_type: 'senkou', result_id: first.resultId, is_newest: false }),
    ]);

    // The T-scores of both latest results, one row per key; aptitudes only for the employee type.
    const stored = await ctx.database.db
      .select({ metrics: schema.mirumevitalResults.metrics, aptitudes: schema.mirumevitalResults.aptitudes })
      .from(schema.mirumevitalResults)
      .where(eq(schema.mirumevitalResults.id, later.resultId));
    const metrics = stored[0]?.metrics as Record<string, { t: number | null }>;
    const aptitudes = stored[0]?.aptitudes as Record<string, { t: number | null }>;
    const scores = await scoresOf(person);
    const employeeScores = new Map(scores.filter((s) => s.type === 'employee').map((s) => [s.key, s.t]));
    for (const [key, v] of Object.entries({ ...aptitudes, ...metrics }))
      expect(employeeScores.get(key)).toBe(v.t ?? undefined);
    expect(scores.some((s) => s.type === 'senkou')).toBe(true);
  });

  it('re-ranking a result changes its rank and rank order; voiding its session falls back to the one before', async () => {
    const person = await createPerson(ctx.database, ctx.companyId);
    const older = await storeResult(ctx.database, ctx.companyId, person, {
      takenAt: new Date('2026-05-01T01:00:00Z'),
    });
    const newer = await storeResult(ctx.database, ctx.companyId, person, {
      takenAt: new Date('2026-06-01T01:00:00Z'),
    });
    expect((await latestOf(person))[0]?.result_id).toBe(newer.resultId);

    await ctx.database.db
      .update(schema.mirumevitalResults)
      .set({ rank: 'NG' })
      .where(eq(schema.mirumevitalResults.id, newer.resultId));
    expect((await latestOf(person))[0]).toMatchObject({ rank: 'NG', rank_order: 0 });
    await ctx.database.db
      .update(schema.mirumevitalResults)
      .set({ rank: 'OK' })
      .where(eq(schema.mirumevitalResults.id, newer.resultId));
    expect((await latestOf(person))[0]).toMatchObject({ rank: 'OK', rank_order: 4 });

    await ctx.database.db
      .update(schema.diagnosisSessions)
      .set({ status: 'failed' })
      .where(eq(schema.diagnosisSessions.id, newer.sessionId));
    expect(await latestOf(person)).toEqual([
      expect.objectContaining({ result_id: older.resultId, is_newest: true }),
    ]);
    // Undoing it (a session made valid again) brings the newer one back.
    await ctx.database.db
      .update(schema.diagnosisSessions)
      .set({ status: 'completed' })
      .where(eq(schema.diagnosisSessions.id, newer.sessionId));
    expect((await latestOf(person))[0]?.result_id).toBe(newer.resultId);
  });

  it('a deleted result or person leaves no row behind, and a rolled-back change leaves the rows as they were', async () => {
    const person = await createPerson(ctx.database, ctx.companyId);
    const only = await storeResult(ctx.database, ctx.companyId, person);
    await ctx.database.db
      .transaction(async (tx) => {
        await tx.delete(schema.mirumevitalResults).where(eq(schema.mirumevitalResults.id, only.resultId));
        expect(
          await tx.select().from(schema.latestResults).where(eq(schema.latestResults.employee_id, person)),
        ).toEqual([]);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect((await latestOf(person))[0]?.result_id).toBe(only.resultId);

    await ctx.database.db
      .delete(schema.mirumevitalResults)
      .where(eq(schema.mirumevitalResults.id, only.resultId));
    expect(await latestOf(person)).toEqual([]);
    expect(await scoresOf(person)).toEqual([]);

    const gone = await createPerson(ctx.database, ctx.companyId);
    await storeResult(ctx.database, ctx.companyId, gone);
    await storeResult(ctx.database, ctx.companyId, gone, { type: 'employee' });
    await ctx.database.db.delete(schema.employees).where(eq(schema.employees.id, gone));
    const left = await ctx.database.db.execute(
      sql`select (select count(*) from latest_results where employee_id = ${gone})::int as r, (select count(*) from latest_scores where employee_id = ${gone})::int as s`,
    );
    expect((left as unknown as { rows: { r: number; s: number }[] }).rows[0]).toEqual({ r: 0, s: 0 });
  });
});
