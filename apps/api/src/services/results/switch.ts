/**
 * Switching the interpretation of a result (switch_diagnosis_result_to_senkou / _to_employee):
 * the stored session's raw blocks are scored again under the other diagnosis type, with the
 * company's current criteria of that type, and stored as a NEW result whose source_result_id is
 * the original; the original stays as it was. Typical use: an applicant who was hired is read as
 * an employee (aptitudes and the employee rank) without taking the test again.
 *
 * A session has at most one interpretation per diagnosis type. The original result is the
 * session's interpretation of its own type; a re-scoring always points at the original (never at
 * another re-scoring), so switching the same result again — or switching a re-scored result back —
 * answers the interpretation that exists (200) instead of storing a duplicate (201 when stored).
 * The original row is locked for the transaction, so two simultaneous switches store one row.
 */
import {
  findExportResult,
  findInterpretation,
  insertReinterpretedResult,
  loadSessionBlockPayloads,
  lockSwitchableResult,
} from '@mirume/db';
import {
  canIssueDiagnosis,
  DiagnosisType,
  type TCompanyUser,
  type TMirumevitalResult,
  ZMirumevitalResult,
} from '@mirume/shared';
import type { TBlockPayload } from '@mirume/shared/vital/protocol';
import { ScoringInputError, scoreSession } from '@mirume/shared/vital/scoring/index';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { currentCriteria } from '../criteria/criteria.ts';
import { invalidateEmployeeList } from '../employees/list-cache.ts';
import { recordIfOperator } from '../operations/acting.ts';

type DiagnosisTypeValue = 'senkou' | 'employee';

export interface SwitchOutcome {
  created: boolean;
  result: TMirumevitalResult;
}

export async function switchInterpretation(
  app: App,
  user: TCompanyUser,
  employeeId: number,
  resultId: number,
  target: DiagnosisTypeValue,
): Promise<SwitchOutcome> {
  // A role that may not issue the target type learns nothing about the result (404 like a missing one).
  if (!canIssueDiagnosis(user.role, target)) throw new AppError('NOT_FOUND');
  const companyId = user.company_id;
  const { id, created } = await app.db.transaction(async (tx) => {
    const given = await lockSwitchableResult(tx, companyId, employeeId, resultId);
    if (!given) throw new AppError('NOT_FOUND');
    const original =
      given.source_result_id === null
        ? given
        : await lockSwitchableResult(tx, companyId, employeeId, given.source_result_id);
    if (!original) throw new AppError('NOT_FOUND');

    const existing = await findInterpretation(tx, original.id, target);
    const record = (id: number, made: boolean) =>
      recordIfOperator(tx, user, {
        action: 'result.switch',
        targetType: 'result',
        targetId: id,
        summary: `受検結果を${DiagnosisType.label(target)}として${made ? '再判定しました' : '表示しました'}`,
        after: { source_result_id: original.id, diagnosis_type: target },
      });
    if (existing !== null) {
      await record(existing, false);
      return { id: existing, created: false };
    }

    const criteria = await currentCriteria(tx, companyId, target);
    const blocks = (await loadSessionBlockPayloads(tx, original.session_id)) as TBlockPayload[];
    const scored = rescore(() =>
      scoreSession({
        diagnosisType: target,
        device: original.device,
        seed: original.seed,
        webdriver: original.webdriver,
        otherDevice: original.other_device,
        blocks,
        criteria: criteria.rules,
      }),
    );
    const newId = await insertReinterpretedResult(tx, {
      company_id: companyId,
      employee_id: original.employee_id,
      session_id: original.session_id,
      diagnosis_type: target,
      scoring_version: scored.scoring_version,
      metrics: scored.metrics,
      aptitudes: scored.aptitudes,
      pc_evaluation: scored.pc_evaluation,
      rank: scored.rank as TMirumevitalResult['rank'],
      criteria_id: criteria.id,
      rank_rule: scored.rank_rule,
      validity: scored.validity,
      norm_device: original.device,
      // The same sitting: the re-scored result keeps the date the test was taken.
      taken_at: original.taken_at,
      source_result_id: original.id,
    });
    await record(newId, true);
    return { id: newId, created: true };
  });
  // The people list shows the latest results (latest_* columns).
  if (created) invalidateEmployeeList(app, companyId);
  const row = await findExportResult(app.db, companyId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return { created, result: toApiResult(row) };
}

export const RESCORE_FAILED_MESSAGE =
  'この受検データは現在の採点方式では再判定できません（受検時の形式が異なります）';

/**
 * Stored blocks passed the protocol's checks when they were received; if the protocol has changed
 * since, the engine refuses them, and the switch answers 409 rather than a server error.
 */
function rescore<T>(score: () => T): T {
  try {
    return score();
  } catch (err) {
    if (err instanceof ScoringInputError) throw new AppError('CONFLICT', RESCORE_FAILED_MESSAGE);
    throw err;
  }
}

/** A stored row in the ZMirumevitalResult shape (parsing gives the JSON columns their types). */
export function toApiResult(row: NonNullable<Awaited<ReturnType<typeof findExportResult>>>) {
  return ZMirumevitalResult.parse({
    id: row.id,
    employee_id: row.employee_id,
    diagnosis_type: row.diagnosis_type,
    scoring_version: row.scoring_version,
    metrics: row.metrics,
    aptitudes: row.aptitudes,
    pc_evaluation: row.pc_evaluation,
    rank: row.rank,
    rank_rule: row.rank_rule,
    validity: row.validity,
    device: row.device,
    os: row.os,
    browser: row.browser,
    norm_device: row.norm_device,
    taken_at: row.taken_at.toISOString(),
    source_result_id: row.source_result_id,
  });
}
