/**
 * Password-reset requests are limited per address and per client address, so the endpoint can
 * neither flood someone's inbox nor be used to probe many addresses. Every request counts (known
 * address or not, so the limit reveals nothing). The counters are the app's attempt store,
 * shared by every API process (plugins/shared-state.ts).
 */

import type { FastifyInstance } from 'fastify';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { rateLimited } from '../../lib/errors.ts';

const WINDOW_MS = 15 * 60 * 1000;
const RESET_REQUESTS_PER_ADDRESS = 5;
const RESET_REQUESTS_PER_IP = 30;

interface ResetLimits {
  perAddress: AttemptLimiter;
  perIp: AttemptLimiter;
}

function limitsFor(app: FastifyInstance): ResetLimits {
  return {
    perAddress: new AttemptLimiter(app.attemptStore, 'reset-address', RESET_REQUESTS_PER_ADDRESS, WINDOW_MS),
    perIp: new AttemptLimiter(app.attemptStore, 'reset-ip', RESET_REQUESTS_PER_IP, WINDOW_MS),
  };
}

/** Counts a reset request; over either limit answers 429. */
export async function countResetRequest(
  app: FastifyInstance,
  area: 'company' | 'operator',
  email: string,
  ip: string,
) {
  const limits = limitsFor(app);
  const addressKey = `${area}:${email.trim().toLowerCase()}`;
  const ipKey = `${area}:${ip}`;
  const blocked = await Promise.all([limits.perAddress.isBlocked(addressKey), limits.perIp.isBlocked(ipKey)]);
  if (blocked.includes(true)) {
    throw rateLimited(
      'パスワード再設定の受付回数が上限に達しました。しばらく時間をおいてから再度お試しください。',
      Math.max(limits.perAddress.windowSeconds, limits.perIp.windowSeconds),
    );
  }
  await Promise.all([limits.perAddress.fail(addressKey), limits.perIp.fail(ipKey)]);
}
