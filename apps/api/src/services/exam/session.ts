/**
 * The examinee's test on the server: the entry page's facts, starting (or resuming) the session,
 * and receiving each finished block's raw events. Completion is complete.ts.
 */
import { randomInt } from 'node:crypto';
import {
  type ExamLinkRow,
  type ExamSessionRow,
  type Executor,
  findExamSession,
  insertSessionBlock,
  listReceivedBlocks,
  lockExamLink,
  lockExamSession,
  markSessionOtherDevice,
  startExamSession,
} from '@mirume/db';
import {
  BLOCK_COUNT,
  BLOCKS,
  ESTIMATED_MINUTES,
  PROTOCOL_VERSION,
  stripTrailingUuid,
  type TDeviceFacts,
  type TExamLink,
  type TExamSessionState,
} from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { invalidateEmployeeList } from '../employees/list-cache.ts';
import { checkBlockPayload } from './block-check.ts';
import { completedError, expiredError, findLink, findWritableLink, isExpired } from './link-access.ts';

export const NOT_STARTED_MESSAGE = '受検が開始されていません。最初の画面からやり直してください。';

function nextBlockIndex(received: readonly number[]): number {
  const have = new Set(received);
  for (let i = 0; i < BLOCK_COUNT; i++) if (!have.has(i)) return i;
  return BLOCK_COUNT;
}

async function sessionState(
  db: Executor,
  session: ExamSessionRow,
  otherDevice = false,
): Promise<TExamSessionState> {
  const received = await listReceivedBlocks(db, session.id);
  return {
    seed: session.seed,
    protocol_version: session.protocol_version,
    received_blocks: received,
    next_block_index: nextBlockIndex(received),
    status: session.status,
    other_device: otherDevice,
  };
}

/**
 * A session resumed with a device key other than the one it started with. A browser that sent no
 * key (older page) or a session started without one cannot be told apart, so it is not flagged.
 */
function isOtherDevice(session: ExamSessionRow, facts: TDeviceFacts): boolean {
  return Boolean(session.device_key && facts.device_key && session.device_key !== facts.device_key);
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
 * (a reload or a second device resumes with the same seed and the blocks already sent). A second
 * device is told so in the answer and recorded on the session, and so on the result.
 */
export async function startSession(app: App, token: string, facts: TDeviceFacts): Promise<TExamSessionState> {
  const link = await findWritableLink(app, token);
  const { session, created, other } = await app.db.transaction(async (tx) => {
    await lockExamLink(tx, link.id);
    const existing = await findExamSession(tx, link.id);
    if (existing) {
      const other = isOtherDevice(existing, facts);
      if (other && !existing.other_device) await markSessionOtherDevice(tx, existing.id);
      return { session: existing, created: false, other };
    }
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
      device_key: facts.device_key ?? null,
    });
    return { session: (await findExamSession(tx, link.id)) as ExamSessionRow, created: true, other: false };
  });
  if (created) invalidateEmployeeList(app, link.company_id);
  return sessionState(app.db, session, other);
}

export async function requireSession(db: Executor, link: ExamLinkRow): Promise<ExamSessionRow> {
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
