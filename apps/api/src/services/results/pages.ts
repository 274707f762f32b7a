/**
 * A person's results as the result pages read them: every result for the history (voided and
 * re-scored rows included), one result, and the trend of the newest valid results per type with
 * the changes that exceed the test's measurement noise (docs/scoring.md 「測定誤差と変化の判定」).
 */
import {
  findPersonResultPage,
  listPersonResultPages,
  type ResultPageRow,
  recentValidResultPages,
  resultOwnerExists,
} from '@mirume/db';
import {
  type TMirumevitalResult,
  TREND_RESULTS,
  type TResultSummary,
  type TTrendSeries,
  type ZMetricChange,
  ZMirumevitalResult,
} from '@mirume/shared';
import { rankLabel } from '@mirume/shared/vital/criteria';
import { changeBetween, realChangeThreshold } from '@mirume/shared/vital/scoring/index';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';

type DiagnosisTypeValue = 'senkou' | 'employee';

async function ensurePerson(app: App, companyId: number, employeeId: number) {
  if (!(await resultOwnerExists(app.db, companyId, employeeId))) throw new AppError('NOT_FOUND');
}

/** The stored JSON columns were written by storeScoredSession; parsing gives them their contract types. */
export function toResult(row: ResultPageRow): TMirumevitalResult {
  return ZMirumevitalResult.parse({ ...row, taken_at: row.taken_at.toISOString() });
}

function toSummary(row: ResultPageRow): TResultSummary {
  const validity = row.validity as { flags?: string[] };
  return {
    id: row.id,
    diagnosis_type: row.diagnosis_type,
    taken_at: row.taken_at.toISOString(),
    // A result exists only once its session is scored, so the session is completed or voided.
    status: row.session_status === 'completed' ? 'completed' : 'failed',
    rank: row.rank,
    rank_text: rankLabel(row.diagnosis_type, row.rank),
    source_result_id: row.source_result_id,
    validity_flags: validity.flags ?? [],
  };
}

export async function personResults(app: App, companyId: number, employeeId: number) {
  await ensurePerson(app, companyId, employeeId);
  const rows = await listPersonResultPages(app.db, companyId, employeeId);
  return { items: rows.map(toSummary) };
}

export async function personResult(app: App, companyId: number, employeeId: number, resultId: number) {
  const row = await findPersonResultPage(app.db, companyId, employeeId, resultId);
  if (!row) throw new AppError('NOT_FOUND');
  return toResult(row);
}

type Change = z.infer<typeof ZMetricChange>;

/** Newest against the one before, for every metric and aptitude both results scored. */
export function changesBetween(previous: TMirumevitalResult, newest: TMirumevitalResult) {
  const changes: Record<string, Change> = {};
  const scored = [
    [previous.metrics, newest.metrics],
    [previous.aptitudes, newest.aptitudes],
  ] as const;
  for (const [before, after] of scored) {
    for (const [key, score] of Object.entries(after)) {
      const from = before[key]?.t ?? null;
      const to = score.t;
      if (from === null || to === null) continue;
      const change = changeBetween(key, from, to);
      changes[key] = {
        // T-scores carry one decimal; rounding keeps 52.3 − 50.1 from reading 2.1999999999999957.
        delta: Math.round((to - from) * 10) / 10,
        threshold: realChangeThreshold(key),
        significant: change === 'up' || change === 'down' ? change : null,
      };
    }
  }
  return changes;
}

async function series(
  app: App,
  companyId: number,
  employeeId: number,
  type: DiagnosisTypeValue,
): Promise<TTrendSeries> {
  const rows = await recentValidResultPages(app.db, companyId, employeeId, type, TREND_RESULTS);
  const results = rows.map(toResult).reverse();
  const newest = results.at(-1);
  const previous = results.at(-2);
  return { results, changes: newest && previous ? changesBetween(previous, newest) : {} };
}

export async function personTrend(app: App, companyId: number, employeeId: number) {
  await ensurePerson(app, companyId, employeeId);
  return {
    senkou: await series(app, companyId, employeeId, 'senkou'),
    employee: await series(app, companyId, employeeId, 'employee'),
  };
}
