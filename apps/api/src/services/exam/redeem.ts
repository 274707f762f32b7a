/**
 * Redeeming a ticket code at the public entry page: the examinee gives name, kana and email; the
 * person is found in the company by email (case-insensitive) or created, the ticket goes in use,
 * and a link (source 'ticket') is created whose token the examinee's browser continues with.
 *
 * Codes are 10 characters of a 31-letter alphabet (about 8·10^14 codes), and unknown codes are
 * additionally limited per client address, so guessing one is hopeless.
 */
import {
  findEmployeeIdByEmail,
  insertEmployee,
  insertExamLink,
  lockTicketByCode,
  markTicketRedeemed,
  newLinkToken,
} from '@mirume/db';
import {
  LINK_COMPANY_STOPPED_MESSAGE,
  TICKET_EXPIRED_MESSAGE,
  TICKET_NOT_FOUND_MESSAGE,
  TICKET_USED_MESSAGE,
  type ZTicketRedeemRequest,
} from '@mirume/shared';
import type { z } from 'zod';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { AppError, rateLimited } from '../../lib/errors.ts';
import type { App } from '../../lib/zod-app.ts';
import { isActiveCompanyStatus } from '../../plugins/auth.ts';
import { invalidateEmployeeList } from '../employees/list-cache.ts';

/** Unknown codes one client address may try per window before it is refused for the window. */
export const REDEEM_FAILURES_PER_IP = 10;
const WINDOW_MS = 15 * 60 * 1000;

export const REDEEM_RATE_LIMITED_MESSAGE =
  'チケットコードの入力回数が上限に達しました。しばらく時間をおいてから再度お試しください。';

/** Counted in the app's attempt store, shared by every API process (plugins/shared-state.ts). */
function limiterFor(app: App): AttemptLimiter {
  return new AttemptLimiter(app.attemptStore, 'redeem-ip', REDEEM_FAILURES_PER_IP, WINDOW_MS);
}

type RedeemBody = z.output<typeof ZTicketRedeemRequest>;

export async function redeemTicket(app: App, body: RedeemBody, ip: string): Promise<{ token: string }> {
  const limiter = limiterFor(app);
  if (await limiter.isBlocked(ip)) throw rateLimited(REDEEM_RATE_LIMITED_MESSAGE, limiter.windowSeconds);
  const now = new Date();
  const result = await app.db.transaction(async (tx) => {
    const ticket = await lockTicketByCode(tx, body.code);
    if (ticket?.company_discarded_at) throw new AppError('GONE', LINK_COMPANY_STOPPED_MESSAGE);
    if (!ticket || !isActiveCompanyStatus(ticket.company_status)) {
      return { error: 'not_found' as const };
    }
    if (ticket.status !== 'unused') throw new AppError('CONFLICT', TICKET_USED_MESSAGE);
    if (ticket.deadline.getTime() < now.getTime()) throw new AppError('GONE', TICKET_EXPIRED_MESSAGE);

    const employeeId =
      (await findEmployeeIdByEmail(tx, ticket.company_id, body.email)) ??
      (await insertEmployee(tx, ticket.company_id, {
        employee_id: `T-${ticket.code}`,
        last_name: body.last_name,
        first_name: body.first_name,
        kana_last_name: body.kana_last_name,
        kana_first_name: body.kana_first_name,
        email: body.email,
        employment_type: ticket.diagnosis_type === 'senkou' ? 'senkou' : 'other',
      }));
    await markTicketRedeemed(
      tx,
      {
        ticketId: ticket.id,
        employeeId,
        last_name: body.last_name,
        first_name: body.first_name,
        kana_last_name: body.kana_last_name,
        kana_first_name: body.kana_first_name,
        email: body.email,
      },
      now,
    );
    const { token, hash } = newLinkToken();
    await insertExamLink(tx, {
      company_id: ticket.company_id,
      employee_id: employeeId,
      diagnosis_type: ticket.diagnosis_type,
      source: 'ticket',
      ticket_code_id: ticket.id,
      token_hash: hash,
      email: null,
      deadline: ticket.deadline,
      message: ticket.message,
    });
    return { token, companyId: ticket.company_id };
  });
  if ('error' in result) {
    await limiter.fail(ip);
    throw new AppError('NOT_FOUND', TICKET_NOT_FOUND_MESSAGE);
  }
  invalidateEmployeeList(app, result.companyId);
  return { token: result.token };
}
