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

  it('refuses sign-in at once, again and again, instead of counting nothing', async () => {
    // The client's reconnection back-off grows with every failed attempt (to 2 s); a command that
    // waited for it took longer each time (a sign-in 6.6 s, the next API call 10 s, the next
    // sign-in 20 s). Without a connection it fails at once, however long the outage has lasted.
    for (let attempt = 0; attempt < 4; attempt++) {
      const started = performance.now();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/company_admins/sign_in',
        payload: { email: DEMO.admin, password: PASSWORD },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(res.json().error.message).toMatch(/[ぁ-んァ-ン一-龥]/);
      expect(performance.now() - started).toBeLessThan(2_000);
      const callStarted = performance.now();
      const call = await ctx.app.inject({ method: 'GET', url: '/api/v1/maintenance_mode' });
      expect(call.statusCode).toBe(200);
      expect(performance.now() - callStarted).toBeLessThan(2_000);
      // Let the client's back-off grow between attempts, as it does over an outage.
      await new Promise((r) => setTimeout(r, 700));
    }
  });
});
