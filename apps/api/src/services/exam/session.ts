/**
 * The examinee's test on the server: the entry page's facts, starting (or resuming) the session,
 * receiving each finished block's raw events, and completion — scoring on the server from the raw
 * events only (never from anything the client computed) and storing the outcome in one
 * transaction.
 */
import { randomInt } from 'node:crypto';
import {
  type ExamLinkRow,
  type ExamSessionRow,
  type Executor,
  findExamSession,
  insertSessionBlock,
  listReceivedBlocks,
  loadSessionBlockPayloads,
  lockExamLink,
  lockExamSession,
  startExamSession,
  storeScoredSession,
} from '@mirume/db';
import {
  BLOCK_COUNT,
  BLOCKS,
  ESTIMATED_MINUTES,
  PROTOCOL_VERSION,
  stripTrailingUuid,
  type TBlockPayload,
  type TDeviceFacts,
  type TExamLink,
  type TExamSessionState,
  ZBlockPayload,
} from '@mirume/shared';
import { ScoringInputError, scoreSession } from '@mirume/shared/vital/scoring/index';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { currentCriteria } from '../criteria/criteria.ts';
import { invalidateEmployeeList } from '../employees/list-cache.ts';
import { checkBlockPayload } from './block-check.ts';
import { completedError, expiredError, findLink, findWritableLink, isExpired } from './link-access.ts';

export const NOT_STARTED_MESSAGE = '受検が開始されていません。最初の画面からやり直してください。';
export const SCORING_INPUT_MESSAGE = '受検データが出題内容と一致しないため、採点できませんでした。';

function nextBlockIndex(received: readonly number[]): number {
  const have = new Set(received);
  for (let i = 0; i < BLOCK_COUNT; i++) if (!have.has(i)) return i;
  return BLOCK_COUNT;
}

async function sessionState(db: Executor, session: ExamSessionRow): Promise<TExamSessionState> {
  const received = await listReceivedBlocks(db, session.id);
  return {
    seed: session.seed,
    protocol_version: session.protocol_version,
    received_blocks: received,
    next_block_index: nextBlockIndex(received),
    status: session.status,
  };
}

/** What the entry page shows. A completed link answers 200 with state 'completed' (thank-you page). */
export async function getExamLink(app: App, token: string): Promise<TExamLink> {
  const link = await findLink(app, token);
  if (isExpired(link)) throw expiredError();
  const session = link.session_id ? await findExamSession(app.db, link.id) : null;
  return {
    state: link.status === 'completed' ? 'completed' : session ? 'in_progress' : 'ready',
    company_name: link.company_name,
    diagnosis_type: link.diagnosis_type,
    last_name: stripTrailingUuid(link.last_name),
    first_name: stripTrailingUuid(link.first_name),
    deadline: link.deadline.toISOString(),
    message: link.message,
    estimated_minutes: ESTIMATED_MINUTES,
    session: session ? await sessionState(app.db, session) : null,
  };
}

/**
 * Consent given: creates the session with a fresh schedule seed, or returns the existing one
 * unchanged (a reload or a second device resumes with the same seed and the blocks already sent).
 */
export async function startSession(app: App, token: string, facts: TDeviceFacts): Promise<TExamSessionState> {
  const link = await findWritableLink(app, token);
  const { session, created } = await app.db.transaction(async (tx) => {
    await lockExamLink(tx, link.id);
    const existing = await findExamSession(tx, link.id);
    if (existing) return { session: existing, created: false };
    await startExamSession(tx, {
      company_id: link.company_id,
      link_id: link.id,
      employee_id: link.employee_id,
      diagnosis_type: link.diagnosis_type,
      protocol_version: PROTOCOL_VERSION,
      seed: randomInt(0, 2 ** 31),
      device: facts.device,
      os: facts.os,
      browser: facts.browser,
      user_agent: facts.user_agent,
      refresh_hz: facts.refresh_hz,
      screen_width: facts.screen_width,
      screen_height: facts.screen_height,
      webdriver: facts.webdriver,
    });
    return { session: (await findExamSession(tx, link.id)) as ExamSessionRow, created: true };
  });
  if (created) invalidateEmployeeList(app, link.company_id);
  return sessionState(app.db, session);
}

async function requireSession(db: Executor, link: ExamLinkRow): Promise<ExamSessionRow> {
  const session = link.session_id ? await findExamSession(db, link.id) : null;
  if (!session) throw new AppError('CONFLICT', NOT_STARTED_MESSAGE);
  return session;
}

/**
 * Stores one finished block. Blocks arrive in order (the client retries after losing the
 * network); the same block again answers 200 and keeps what was stored first.
 */
export async function receiveBlock(app: App, token: string, index: number, body: unknown) {
  const link = await findWritableLink(app, token);
  const session = await requireSession(app.db, link);
  const payload = checkBlockPayload(index, session.seed, body);
  const received = await app.db.transaction(async (tx) => {
    const locked = await lockExamSession(tx, session.id);
    if (locked?.status !== 'in_progress') throw completedError();
    const have = await listReceivedBlocks(tx, session.id);
    if (have.includes(index)) return have;
    const next = nextBlockIndex(have);
    if (index > next) {
      const missing = BLOCKS.slice(next, index).map((b) => `「${b.title}」`);
      throw new AppError(
        'CONFLICT',
        `前のブロックのデータが届いていません（未受信: ${missing.join('、')}）。ページを再読み込みしてください。`,
      );
    }
    await insertSessionBlock(tx, session.id, { block_index: index, block_id: payload.block_id, payload });
    return [...have, index].sort((a, b) => a - b);
  });
  return { received_blocks: received, next_block_index: nextBlockIndex(received) };
}

/**
 * Finishes the test: with every block in, scores the raw events on the server and stores the
 * result, the session's and link's new state, the ticket, the person's status and the status
 * notification — all in one transaction holding the session's lock, so a duplicate submission
 * waits and then gets the stored outcome (one result).
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
