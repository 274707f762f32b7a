/**
 * Completion of the examinee's test: with every block in, the raw events are scored on the server
 * (never from anything the client computed) and the outcome is stored in one transaction holding
 * the session's lock, so a duplicate submission waits and then gets the stored outcome (one
 * result).
 */
import {
  completeExamLink,
  type ExamSessionRow,
  type Executor,
  finishExamSession,
  hasValidResultOtherThan,
  insertResult,
  insertStatusNotification,
  loadSessionBlockPayloads,
  lockExamSession,
  markTicketUsed,
  type ResultRankValue,
  setDiagnosisStatus,
} from '@mirume/db';
import { BLOCKS, stripTrailingUuid, type TBlockPayload, ZBlockPayload } from '@mirume/shared';
import { type ScoredSession, ScoringInputError, scoreSession } from '@mirume/shared/vital/scoring/index';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { currentCriteria } from '../criteria/criteria.ts';
import { invalidateEmployeeList } from '../employees/list-cache.ts';
import { expiredError, findLink, isExpired } from './link-access.ts';
import { NOT_STARTED_MESSAGE, requireSession } from './session.ts';

export const SCORING_INPUT_MESSAGE = '受検データが出題内容と一致しないため、採点できませんでした。';

/**
 * Finishes the test: scores the stored blocks and stores the outcome (storeScoredSession). A
 * session already finished answers its stored status and stores nothing.
 */
export async function completeExam(app: App, token: string): Promise<{ status: 'completed' | 'failed' }> {
  const link = await findLink(app, token);
  if (link.status !== 'completed' && isExpired(link)) throw expiredError();
  const session = await requireSession(app.db, link);
  const outcome = await app.db.transaction(async (tx) => {
    const locked = await lockExamSession(tx, session.id);
    if (!locked) throw new AppError('CONFLICT', NOT_STARTED_MESSAGE);
    if (locked.status !== 'in_progress') return { status: locked.status, stored: false };
    const blocks = (await loadSessionBlockPayloads(tx, session.id)).map((p) => ZBlockPayload.parse(p));
    const have = new Set(blocks.map((b) => b.block_index));
    const missing = BLOCKS.filter((b) => !have.has(b.index)).map((b) => `「${b.title}」`);
    if (missing.length > 0) {
      throw new AppError('CONFLICT', `まだ届いていないブロックがあります: ${missing.join('、')}`);
    }
    const criteria = await currentCriteria(tx, locked.company_id, locked.diagnosis_type);
    const scored = score(locked, blocks, criteria.rules);
    const stored = await storeScoredSession(tx, {
      session: locked,
      scored,
      criteriaId: criteria.id,
      takenAt: new Date(),
    });
    return { status: stored.status, stored: true };
  });
  if (outcome.stored) invalidateEmployeeList(app, link.company_id);
  return { status: outcome.status };
}

function score(
  session: ExamSessionRow,
  blocks: TBlockPayload[],
  criteria: Parameters<typeof scoreSession>[0]['criteria'],
) {
  try {
    return scoreSession({
      diagnosisType: session.diagnosis_type,
      device: session.device,
      seed: session.seed,
      webdriver: session.webdriver,
      otherDevice: session.other_device,
      blocks,
      criteria,
    });
  } catch (error) {
    if (error instanceof ScoringInputError) {
      throw new AppError('BAD_REQUEST', `${SCORING_INPUT_MESSAGE}（${error.message}）`);
    }
    throw error;
  }
}

export interface StoreScoredSessionInput {
  session: Pick<
    ExamSessionRow,
    'id' | 'company_id' | 'employee_id' | 'link_id' | 'diagnosis_type' | 'device'
  >;
  scored: ScoredSession;
  criteriaId: number | null;
  /** When the examinee finished (the result's date). */
  takenAt: Date;
}

/**
 * Stores what one scored session produces, in the caller's transaction: the result row (kept for
 * a voided session too, so its validity flags stay on record), the session completed or failed,
 * the link completed, its ticket used, the person's diagnosis status, and the status
 * notification. A voided session leaves the person 'diagnosed' only if they have an earlier
 * valid result.
 */
export async function storeScoredSession(tx: Executor, input: StoreScoredSessionInput) {
  const { session, scored, takenAt } = input;
  const status = scored.voided ? ('failed' as const) : ('completed' as const);
  const resultId = await insertResult(tx, {
    company_id: session.company_id,
    employee_id: session.employee_id,
    session_id: session.id,
    diagnosis_type: session.diagnosis_type,
    scoring_version: scored.scoring_version,
    metrics: scored.metrics,
    aptitudes: scored.aptitudes,
    pc_evaluation: scored.pc_evaluation,
    rank: scored.rank as ResultRankValue,
    criteria_id: input.criteriaId,
    rank_rule: scored.rank_rule,
    validity: scored.validity,
    norm_device: session.device,
    taken_at: takenAt,
  });

  await finishExamSession(
    tx,
    session.id,
    { status, failure_reason: scored.voided ? scored.void_reason : null },
    takenAt,
  );
  const { ticketCodeId } = await completeExamLink(tx, session.link_id, takenAt);
  if (ticketCodeId) await markTicketUsed(tx, ticketCodeId, takenAt);

  const diagnosed = !scored.voided || (await hasValidResultOtherThan(tx, session.employee_id, resultId));
  const person = await setDiagnosisStatus(
    tx,
    session.employee_id,
    diagnosed ? 'diagnosed' : 'undiagnosed',
    takenAt,
  );
  if (!person) throw new Error('the examinee no longer exists');

  await insertStatusNotification(tx, {
    company_id: session.company_id,
    employee_id: session.employee_id,
    link_id: session.link_id,
    result_id: resultId,
    // A notification is a message: the trailing UUID that keeps imported names unique is noise there.
    last_name: stripTrailingUuid(person.last_name),
    first_name: stripTrailingUuid(person.first_name),
    email: person.email,
    diagnosis_type: session.diagnosis_type,
    status: scored.voided ? 'failure' : 'success',
    reason: scored.voided ? scored.void_reason : null,
    created_at: takenAt,
    updated_at: takenAt,
  });
  return { resultId, status };
}
