/**
 * The link token is the examinee's only credential. This module turns a token into its link and
 * decides what the link still allows: an unknown or deleted link (or one of a company that is not
 * active) is 404, one of a discarded company 410 with its own message; a link past its deadline is 410; a completed link is 410 for everything but the
 * entry page and the idempotent completion.
 */
import { type ExamLinkRow, findExamLinkByTokenHash, hashLinkToken } from '@mirume/db';
import {
  LINK_COMPANY_STOPPED_MESSAGE,
  LINK_COMPLETED_MESSAGE,
  LINK_EXPIRED_MESSAGE,
  LINK_NOT_FOUND_MESSAGE,
} from '@mirume/shared';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { isActiveCompanyStatus } from '../../plugins/auth.ts';

/**
 * A test started before the deadline may be finished this long after it, so someone who begins
 * at 23:55 on the last day does not lose the test at midnight. Starting a new test is not allowed
 * once the deadline has passed.
 */
export const EXAM_GRACE_MS = 2 * 60 * 60 * 1000;

export async function findLink(app: App, token: string): Promise<ExamLinkRow> {
  const link = await findExamLinkByTokenHash(app.db, hashLinkToken(token));
  if (link?.company_discarded_at) throw new AppError('GONE', LINK_COMPANY_STOPPED_MESSAGE);
  if (!link || !isActiveCompanyStatus(link.company_status)) {
    throw new AppError('NOT_FOUND', LINK_NOT_FOUND_MESSAGE);
  }
  return link;
}

/** Past the deadline (and past the grace of a session started in time); completed links never expire. */
export function isExpired(link: ExamLinkRow, now = new Date()): boolean {
  if (link.status === 'completed') return false;
  const deadline = link.deadline.getTime();
  if (now.getTime() <= deadline) return false;
  const startedInTime = link.session_started_at && link.session_started_at.getTime() <= deadline;
  return !(startedInTime && now.getTime() <= deadline + EXAM_GRACE_MS);
}

export const completedError = () => new AppError('GONE', LINK_COMPLETED_MESSAGE);
export const expiredError = () => new AppError('GONE', LINK_EXPIRED_MESSAGE);

/** The link of a call that changes the test: it must be neither completed nor expired. */
export async function findWritableLink(app: App, token: string): Promise<ExamLinkRow> {
  const link = await findLink(app, token);
  if (link.status === 'completed') throw completedError();
  if (isExpired(link)) throw expiredError();
  return link;
}
