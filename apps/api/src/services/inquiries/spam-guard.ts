/**
 * The signed-out inquiry form is the one public write: it is limited per client address (the
 * attempt store of decision 0005, shared by every API process) and refuses robots without a
 * CAPTCHA service: a honeypot field people never see, and a minimum time between showing the form
 * and sending it.
 */
import { INQUIRY_MESSAGES, INQUIRY_MIN_FILL_MS } from '@mirume/shared';
import type { FastifyInstance } from 'fastify';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { AppError } from '../../lib/errors.ts';

const WINDOW_MS = 60 * 60 * 1000;
/** Inquiries one address may send per hour while signed out. */
export const INQUIRIES_PER_IP_PER_HOUR = 5;
/** A form shown longer ago than this is stale (a replayed request). */
const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

/** Throws 422 for a robot's form and 429 past the address's limit; counts the attempt. */
export async function guardPublicInquiry(
  app: FastifyInstance,
  ip: string,
  form: { website?: string | undefined; form_shown_at: number },
  now = Date.now(),
) {
  const limiter = new AttemptLimiter(app.attemptStore, 'inquiry-ip', INQUIRIES_PER_IP_PER_HOUR, WINDOW_MS);
  if (await limiter.isBlocked(ip)) {
    throw new AppError(
      'RATE_LIMITED',
      'お問い合わせの送信回数が上限に達しました。しばらく時間をおいてから再度お試しください。',
    );
  }
  await limiter.fail(ip);
  const age = now - form.form_shown_at;
  if ((form.website ?? '').trim() !== '' || age < INQUIRY_MIN_FILL_MS || age > MAX_FORM_AGE_MS) {
    throw new AppError('VALIDATION_ERROR', INQUIRY_MESSAGES.spam);
  }
}
