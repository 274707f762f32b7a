/**
 * The sign-in policy (decision 0022): failures are limited per account and address and per
 * address; an account under attack from many addresses is slowed, never locked, so the real user
 * still signs in from an address with no failures. Runs on PGlite (memory counters) and, with
 * TEST_DATABASE_URL, on PostgreSQL (the shared attempt_counters table).
 */
import { describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITED_MESSAGE, SIGN_IN_SLOWED_MESSAGE } from '../src/services/sessions/sign-in.ts';
import { DEMO, PASSWORD } from './support/app.ts';
import { useWorld } from './support/world.ts';

const ctx = useWorld({
  SIGN_IN_ATTEMPTS_PER_ACCOUNT_AND_IP: '3',
  SIGN_IN_ATTEMPTS_PER_IP: '8',
  SIGN_IN_ATTEMPTS_PER_ACCOUNT: '5',
  // Long enough that a loaded machine's password checks fit in it; short enough to wait out.
  SIGN_IN_SLOW_SECONDS: '3',
  RATE_LIMIT_PER_MINUTE: '200',
});

const attempt = (
  email: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/company_admins/sign_in',
    payload: { email, password },
    remoteAddress,
    headers,
  });
const operatorAttempt = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/system_admins/sign_in',
    payload: { email, password },
    remoteAddress,
  });

describe('[AUTH] sign-in limits without a lock-out switch', () => {
  it('limits one address on one account; the right password from another address still signs in', async () => {
    for (let i = 0; i < 3; i++)
      expect((await attempt(DEMO.worker, 'wrong', '203.0.113.1')).statusCode).toBe(401);
    const limited = await attempt(DEMO.worker, PASSWORD, '203.0.113.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'RATE_LIMITED', message: SIGN_IN_LIMITED_MESSAGE });
    // The answer says when to try again: at most the counting window (15 minutes by default).
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await attempt(DEMO.worker, PASSWORD, '198.51.100.1')).statusCode).toBe(200);
    // The limited address may still sign in to another account (one person's typo is not an attack).
    expect((await attempt(DEMO.employee_admin, PASSWORD, '203.0.113.1')).statusCode).toBe(200);
  });

  it('a forged X-Forwarded-For does not change the counted address (TRUST_PROXY unset)', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await attempt(DEMO.senkou_admin, 'wrong', '203.0.113.2', {
        'x-forwarded-for': `192.0.2.${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await attempt(DEMO.senkou_admin, PASSWORD, '203.0.113.2', {
      'x-forwarded-for': '192.0.2.99',
    });
    expect(res.statusCode).toBe(429);
  });

  it('limits failures per address across accounts', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await attempt(`nobody${i}@demo.mirume.test`, 'wrong', '203.0.113.3')).statusCode).toBe(401);
    }
    expect((await attempt(DEMO.admin, PASSWORD, '203.0.113.3')).statusCode).toBe(429);
    expect((await attempt(DEMO.admin, PASSWORD, '203.0.113.4')).statusCode).toBe(200);
  });

  it('slows, never locks, an account attacked from many addresses', async () => {
    const target = DEMO.admin;
    // Six addresses, one failure each: past the account's 5, below every per-address limit.
    for (let i = 0; i < 6; i++)
      expect((await attempt(target, 'wrong', `198.18.0.${i}`)).statusCode).toBe(401);
    // An address that has failed waits between attempts, even with the right password…
    const slowed = await attempt(target, PASSWORD, '198.18.0.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().error.message).toBe(SIGN_IN_SLOWED_MESSAGE);
    // A slowed account's pause is SIGN_IN_SLOW_SECONDS (3 s here): Retry-After says so.
    expect(slowed.headers['retry-after']).toBe('3');
    // …while the real user, from an address with no failures, signs in at once.
    expect((await attempt(target, PASSWORD, '198.51.100.50')).statusCode).toBe(200);
    // After the pause the failed address gets its next attempt: slowed, not locked.
    await new Promise((r) => setTimeout(r, 3100));
    expect((await attempt(target, PASSWORD, '198.18.0.1')).statusCode).toBe(200);
    // One more failure opens the pause again; attackers get about one try per pause in all.
    expect((await attempt(target, 'wrong', '198.18.0.2')).statusCode).toBe(401);
    expect((await attempt(target, 'wrong', '198.18.0.3')).statusCode).toBe(429);
  });

  it('counts the operator sign-in the same way, apart from the company one', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await operatorAttempt(DEMO.operator, 'wrong', '203.0.113.9')).statusCode).toBe(401);
    }
    expect((await operatorAttempt(DEMO.operator, PASSWORD, '203.0.113.9')).statusCode).toBe(429);
    expect((await operatorAttempt(DEMO.operator, PASSWORD, '198.51.100.9')).statusCode).toBe(200);
    expect((await attempt(DEMO.employee_admin, PASSWORD, '203.0.113.9')).statusCode).toBe(200);
  });

  it('limits all API calls per address and minute', async () => {
    let last = 0;
    for (let i = 0; i < 210 && last !== 429; i++) {
      last = (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/maintenance_mode',
          remoteAddress: '203.0.113.77',
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});
