/**
 * Which criteria set ranks a result: the company's newest set of the diagnosis type, else the
 * service default. The default rows are created from DEFAULT_CRITERIA on first use (not at server
 * start, so `npm start` on an empty data directory does no extra work); creating them is
 * idempotent and serialised by an advisory lock.
 */
import {
  type DiagnosisTypeValue,
  type Executor,
  ensureDefaultCriteria,
  findCurrentCriteria,
} from '@mirume/db';
import { type CriteriaRules, ZCriteriaRules } from '@mirume/shared/vital/criteria';

export interface CurrentCriteria {
  id: number;
  rules: CriteriaRules;
}

export async function currentCriteria(
  tx: Executor,
  companyId: number,
  type: DiagnosisTypeValue,
): Promise<CurrentCriteria> {
  let row = await findCurrentCriteria(tx, companyId, type);
  if (!row) {
    await ensureDefaultCriteria(tx);
    row = await findCurrentCriteria(tx, companyId, type);
  }
  if (!row) throw new Error(`no criteria set for ${type}`);
  // Stored sets were validated when saved; parsing again keeps a hand-edited row from ranking silently wrong.
  return { id: row.id, rules: ZCriteriaRules.parse(row.rules) };
}
