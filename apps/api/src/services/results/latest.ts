/** A person's latest mirumevital result as the company reads it. */
import { findLatestResult, resultOwnerExists } from '@mirume/db';
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
  // The JSON columns were written by storeScoredSession; parsing gives them their contract types.
  return ZMirumevitalResult.parse({ ...row, taken_at: row.taken_at.toISOString() });
}
