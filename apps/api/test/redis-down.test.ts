/**
 * REDIS_URL set but Redis not answering (an outage): the general rate limit lets calls pass, the
 * sign-in limits fail closed (no sign-in rather than unlimited guessing), and the app neither
 * hangs at start nor at close.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO, PASSWORD, type TestContext } from './support/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  // Port 1 on loopback: nothing listens there, the connection is refused at once.
  ctx = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PER_MINUTE: '5' });
});
afterAll(() => ctx.close());

describe('[LIMITS] Redis outage', () => {
  it('lets API calls pass the general limit', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/maintenance_mode' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses sign-in quickly instead of counting nothing', async () => {
    const started = performance.now();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/company_admins/sign_in',
      payload: { email: DEMO.admin, password: PASSWORD },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.json().error.message).toMatch(/[ぁ-んァ-ン一-龥]/);
    // It answers rather than hanging on the unreachable Redis (about 2 s of client retries).
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});
