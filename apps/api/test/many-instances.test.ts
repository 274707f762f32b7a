/**
 * Several API processes on one database, as behind a load balancer. With TEST_DATABASE_URL the
 * two apps A and B each open the PostgreSQL database themselves (own pool, own LISTEN
 * connection), like two processes; on PGlite (one process per data directory) B is A, and the
 * same tests show the single-process path.
 */

import { type Database, openDatabase } from '@mirume/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDemoTestDatabase,
  type TestDatabase,
} from '../../../packages/db/test-support/test-database.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { App } from '../src/lib/zod-app.ts';
import { DEMO, PASSWORD, signInCompany, signInOperator } from './support/app.ts';
import { deleteKeys, redisAnswers, redisSuiteTitle, TEST_REDIS_URL, testKeyPrefix } from './support/redis.ts';

const twoProcesses = Boolean(process.env.TEST_DATABASE_URL);
const mode = twoProcesses ? 'two apps on one PostgreSQL' : 'PGlite: one process, B is A';

async function build(database: Database, env: Record<string, string>): Promise<App> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...env });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return app;
}

/** Two apps on the test database (B on its own connections when it is PostgreSQL). */
function useTwoApps(env: Record<string, string> = {}) {
  const ctx = {} as { a: App; b: App; primary: TestDatabase; second?: Database };
  beforeAll(async () => {
    ctx.primary = await createDemoTestDatabase();
    ctx.a = await build(ctx.primary, env);
    if (ctx.primary.url) {
      ctx.second = await openDatabase({ url: ctx.primary.url, poolSize: 5 });
      ctx.b = await build(ctx.second, env);
    } else {
      ctx.b = ctx.a;
    }
  });
  afterAll(async () => {
    if (ctx.b !== ctx.a) await ctx.b.close();
    await ctx.a.close();
    await ctx.second?.close();
    await ctx.primary.close();
  });
  return ctx;
}

/** Polls until `check` holds; answers the milliseconds it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Math.round(performance.now() - started);
}

const get = (app: App, url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers });

describe(`[SCALE] sessions and caches across API processes (${mode})`, () => {
  // A session cache long enough that only an eviction message can explain a quick 401 on B.
  const ctx = useTwoApps({ SESSION_CACHE_MS: '60000' });

  it('a company sign-out on A answers 401 on B within one second', async () => {
    const user = await signInCompany(ctx.a, DEMO.admin);
    expect((await get(ctx.b, '/api/v1/company_admins/validate_token', user)).statusCode).toBe(200);
    const out = await ctx.a.inject({
      method: 'DELETE',
      url: '/api/v1/company_admins/sign_out',
      headers: user,
    });
    expect(out.statusCode).toBe(200);
    const ms = await within(1000, async () => {
      return (await get(ctx.b, '/api/v1/company_admins/validate_token', user)).statusCode === 401;
    });
    expect(ms).toBeLessThan(1000);
  });

  it('an operator sign-out on A answers 401 on B within one second', async () => {
    const operator = await signInOperator(ctx.a);
    expect((await get(ctx.b, '/api/v1/system_admins/validate_token', operator)).statusCode).toBe(200);
    const out = await ctx.a.inject({
      method: 'DELETE',
      url: '/api/v1/system_admins/sign_out',
      headers: operator,
    });
    expect(out.statusCode).toBe(200);
    await within(1000, async () => {
      return (await get(ctx.b, '/api/v1/system_admins/validate_token', operator)).statusCode === 401;
    });
  });

  it('a role change on A takes effect on B within one second', async () => {
    const admin = await signInCompany(ctx.a, DEMO.admin);
    const worker = await signInCompany(ctx.b, DEMO.worker);
    const me = (await get(ctx.b, '/api/v1/company_admins/account', worker)).json().data;
    const edit = `/api/v1/companies/${me.company_id}/edit`;
    expect((await get(ctx.b, edit, worker)).statusCode).toBe(404);
    const res = await ctx.a.inject({
      method: 'PATCH',
      url: `/api/v1/company_admins/${me.id}`,
      headers: admin,
      payload: {
        last_name: me.last_name,
        first_name: me.first_name,
        kana_last_name: me.kana_last_name,
        kana_first_name: me.kana_first_name,
        email: me.email,
        role: 'admin',
      },
    });
    expect(res.statusCode).toBe(200);
    await within(1000, async () => (await get(ctx.b, edit, worker)).statusCode === 200);
  });

  it('an employee registered on A is in the list on B within one second', async () => {
    const admin = await signInCompany(ctx.a, DEMO.admin);
    const ids = async () => {
      const res = await get(ctx.b, `/api/v1/employees?q=${encodeURIComponent('多重')}`, admin);
      return (res.json().data.items as { employee_id: string }[]).map((e) => e.employee_id);
    };
    // B has the (empty) page in its cache.
    expect(await ids()).toEqual([]);
    const res = await ctx.a.inject({
      method: 'POST',
      url: '/api/v1/employees',
      headers: admin,
      payload: {
        employee_id: 'SCALE-1',
        last_name: '多重',
        first_name: '太郎',
        kana_last_name: 'タジュウ',
        kana_first_name: 'タロウ',
        employment_type: 'full_time',
      },
    });
    expect(res.statusCode).toBe(201);
    await within(1000, async () => (await ids()).includes('SCALE-1'));
  });
  it('maintenance switched on by an operator on A answers 450 on B within one second', async () => {
    const operator = await signInOperator(ctx.a);
    const admin = await signInCompany(ctx.b, DEMO.admin);
    const validate = () => get(ctx.b, '/api/v1/company_admins/validate_token', admin);
    expect((await validate()).statusCode).toBe(200);
    const toggle = (flag: boolean) =>
      ctx.a.inject({
        method: 'PATCH',
        url: '/api/v1/admin/maintenance_mode',
        headers: operator,
        payload: { maintenance_flag: flag },
      });
    expect((await toggle(true)).statusCode).toBe(200);
    await within(1000, async () => (await validate()).statusCode === 450);
    expect((await toggle(false)).statusCode).toBe(200);
    await within(1000, async () => (await validate()).statusCode === 200);
  });
});

describe(`[SCALE] sign-in limits across API processes (${mode})`, () => {
  const ctx = useTwoApps({ SIGN_IN_ATTEMPTS_PER_ACCOUNT: '4' });
  const signIn = (app: App, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/company_admins/sign_in',
      payload: { email: DEMO.senkou_admin, password },
    });

  it('counts failures on A and B together', async () => {
    for (const app of [ctx.a, ctx.b, ctx.a, ctx.b]) expect((await signIn(app, 'wrong')).statusCode).toBe(401);
    expect((await signIn(ctx.a, PASSWORD)).statusCode).toBe(429);
    expect((await signIn(ctx.b, PASSWORD)).statusCode).toBe(429);
  });
});

const redisUp = await redisAnswers();

describe.skipIf(!redisUp)(redisSuiteTitle(`[SCALE] limits in Redis (${mode})`, redisUp), () => {
  const prefix = testKeyPrefix();
  const ctx = useTwoApps({
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    SIGN_IN_ATTEMPTS_PER_ACCOUNT: '3',
    RATE_LIMIT_PER_MINUTE: '30',
  });
  afterAll(async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(TEST_REDIS_URL);
    await deleteKeys(redis, prefix);
    await redis.quit();
  });

  it('counts sign-in failures on A and B together, in Redis', async () => {
    expect(ctx.a.attemptStore.kind).toBe('redis');
    const signIn = (app: App, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/company_admins/sign_in',
        payload: { email: DEMO.worker, password },
      });
    for (const app of [ctx.a, ctx.b, ctx.a]) expect((await signIn(app, 'wrong')).statusCode).toBe(401);
    expect((await signIn(ctx.b, PASSWORD)).statusCode).toBe(429);
  });

  it('shares the general per-address limit between A and B', async () => {
    let last = 0;
    let calls = 0;
    for (; calls < 40 && last !== 429; calls++) {
      const app = calls % 2 === 0 ? ctx.a : ctx.b;
      last = (await app.inject({ method: 'GET', url: '/api/v1/maintenance_mode' })).statusCode;
    }
    expect(last).toBe(429);
    // 30 per minute in all (4 sign-in calls above count too), not 30 on each app.
    expect(calls).toBeLessThanOrEqual(31);
  });
});
