/**
 * Password-reset requests are limited per address and per client address, so the endpoint can
 * neither flood someone's inbox nor be used to probe many addresses. Every request counts (known
 * address or not, so the limit reveals nothing). One pair of limiters per app instance.
 */

import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { AppError } from '../../lib/errors.ts';

const WINDOW_MS = 15 * 60 * 1000;
const RESET_REQUESTS_PER_ADDRESS = 5;
const RESET_REQUESTS_PER_IP = 30;

interface ResetLimits {
  perAddress: AttemptLimiter;
  perIp: AttemptLimiter;
}

const byApp = new WeakMap<object, ResetLimits>();

function limitsFor(app: object): ResetLimits {
  let limits = byApp.get(app);
  if (!limits) {
    limits = {
      perAddress: new AttemptLimiter(RESET_REQUESTS_PER_ADDRESS, WINDOW_MS),
      perIp: new AttemptLimiter(RESET_REQUESTS_PER_IP, WINDOW_MS),
    };
    byApp.set(app, limits);
  }
  return limits;
}

/** Counts a reset request; over either limit answers 429. */
export function countResetRequest(app: object, area: 'company' | 'operator', email: string, ip: string) {
  const limits = limitsFor(app);
  const addressKey = `${area}:${email.trim().toLowerCase()}`;
  const ipKey = `${area}:${ip}`;
  if (limits.perAddress.isBlocked(addressKey) || limits.perIp.isBlocked(ipKey)) {
    throw new AppError(
      'RATE_LIMITED',
      'パスワード再設定の受付回数が上限に達しました。しばらく時間をおいてから再度お試しください。',
    );
  }
  limits.perAddress.fail(addressKey);
  limits.perIp.fail(ipKey);
}
