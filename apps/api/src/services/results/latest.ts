/** A person's latest mirumevital result as the company reads it. */
import {
  findCriteriaOfResult,
  findLatestResult,
  listRankChangesOfResult,
  resultOwnerExists,
} from '@mirume/db';
import { type TMirumevitalResult, ZMirumevitalResult } from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';

export async function latestResult(
  app: App,
  companyId: number,
  employeeId: number,
  type: 'senkou' | 'employee',
): Promise<TMirumevitalResult | null> {
  if (!(await resultOwnerExists(app.db, companyId, employeeId))) throw new AppError('NOT_FOUND');
  const row = await findLatestResult(app.db, companyId, employeeId, type);
  if (!row) return null;
  const [criteria, changes] = await Promise.all([
    findCriteriaOfResult(app.db, row.criteria_id),
    listRankChangesOfResult(app.db, companyId, row.id),
  ]);
  // The JSON columns were written by storeScoredSession; parsing gives them their contract types.
  return ZMirumevitalResult.parse({
    ...row,
    taken_at: row.taken_at.toISOString(),
    criteria,
    rank_changes: changes.map((c) => {
      const [fromVersion, fromName] = splitVersion(c.from_criteria);
      const [toVersion, toName] = splitVersion(c.to_criteria);
      return {
        from_rank: c.from_rank,
        to_rank: c.to_rank,
        from_version: fromVersion,
        from_criteria_name: fromName,
        to_version: toVersion,
        to_criteria_name: toName,
        changed_at: c.created_at.toISOString(),
      };
    }),
  });
}

/** 'version<TAB>name' (or null for a deleted version) → [version, name]. */
function splitVersion(value: string | null): [number | null, string | null] {
  if (!value) return [null, null];
  const tab = value.indexOf('\t');
  return [Number(value.slice(0, tab)), value.slice(tab + 1)];
}
