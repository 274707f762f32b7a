import { describe, expect, it } from 'vitest';
import { DEMO, PASSWORD } from './support/app.ts';
import { useWorld } from './support/world.ts';

const ctx = useWorld({
  SIGN_IN_ATTEMPTS_PER_ACCOUNT: '5',
  SIGN_IN_ATTEMPTS_PER_IP: '8',
  RATE_LIMIT_PER_MINUTE: '40',
});

const attempt = (email: string, password: string, forwardedFor: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/company_admins/sign_in',
    payload: { email, password },
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('[AUTH] sign-in rate limits', () => {
  it('locks an account after repeated failures, even from forged X-Forwarded-For addresses', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await attempt(DEMO.senkou_admin, 'wrong-password', `203.0.113.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await attempt(DEMO.senkou_admin, PASSWORD, '198.51.100.7');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('RATE_LIMITED');
    expect(locked.json().error.message).toContain('上限');
  });

  it('limits failures per client address across accounts; a forged header does not reset it', async () => {
    // 5 failures were counted for this address above; 3 more reach the per-address limit of 8.
    for (let i = 0; i < 3; i++) {
      const res = await attempt(`nobody${i}@demo.mirume.test`, 'wrong-password', `192.0.2.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await attempt(DEMO.employee_admin, PASSWORD, '192.0.2.200');
    expect(blocked.statusCode).toBe(429);
  });

  it('limits all API calls per address and minute', async () => {
    let last = 0;
    for (let i = 0; i < 45 && last !== 429; i++) {
      last = (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/maintenance_mode',
          headers: { 'x-forwarded-for': `10.0.0.${i}` },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});
