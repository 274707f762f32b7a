/**
 * Property-based fuzzing of every write endpoint and every query (QUALITY.md, issue 12): hostile
 * bodies, query strings and path parameters built from each route's own schema. The property: no
 * answer is a 5xx, every 4xx is the app's error shape with Japanese text, and every answer
 * completes (a CSV export never starts streaming and then breaks). The routes come from the live
 * route table, so a new route is fuzzed without being listed here.
 *
 * FUZZ_RUNS sets the requests per route (default 40: ~3,300 requests; the file stays under a minute on
 * PGlite). A failure prints fast-check's seed and the shrunk request to replay it.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, signInCompany, signInOperator } from './support/app.ts';
import { createLink } from './support/exam.ts';
import { bodyFor, JAPANESE, paramFor, queryFor, shapeOf } from './support/fuzz.ts';
import { buildWorld } from './support/world.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

// The world is built while the file is collected: the route list below comes from it.
const world = await buildWorld({ RATE_LIMIT_PER_MINUTE: '0' });
afterAll(() => world.close());

const link = await createLink(world.database, world.companyId);
const PARAMS: Record<string, string[]> = { token: [link.token, link.token, 'x'.repeat(43)] };

type Headers = Record<string, string>;
let company: Headers = await signInCompany(world.app, DEMO.admin);
let operator: Headers = await signInOperator(world.app);

/** Fuzzed calls may sign the demo users out or change their company; sign in again when so. */
async function ensureSessions() {
  const c = await world.app.inject({
    method: 'GET',
    url: '/api/v1/company_admins/validate_token',
    headers: company,
  });
  if (c.statusCode !== 200) company = await signInCompany(world.app, DEMO.admin).catch(() => company);
  const o = await world.app.inject({
    method: 'GET',
    url: '/api/v1/system_admins/validate_token',
    headers: operator,
  });
  if (o.statusCode !== 200) operator = await signInOperator(world.app).catch(() => operator);
}

function credentialsFor(access: string | undefined): Headers {
  if (access === 'company') return company;
  if (access === 'operator') return operator;
  return {};
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Every write, and every read that takes a query (lists, exports, searches). */
const ROUTES = world.app.routeTable.filter(
  (r) =>
    r.url.startsWith('/api/v1/') &&
    !r.url.startsWith('/api/v1/docs') &&
    (WRITES.has(r.method) || r.schema?.querystring !== undefined),
);

const stats = {
  requests: 0,
  serverErrors: 0,
  byStatus: new Map<number, number>(),
  byRoute: new Map<string, number[]>(),
};
afterAll(() => {
  const statuses = [...stats.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.info(
    `[FUZZ] ${ROUTES.length} routes, ${stats.requests} requests, ${stats.serverErrors} 5xx (${statuses.join(', ')})`,
  );
  // FUZZ_DEBUG=1: the status codes per route, to see which routes the fuzzer hardly gets past.
  if (process.env.FUZZ_DEBUG) for (const [r, codes] of stats.byRoute) console.info(r, codes.sort().join(' '));
});

/** Every message a client can show: the main one and each field's and row's. */
function messagesOf(body: unknown): string[] {
  const error = (body as { error?: Record<string, unknown> })?.error;
  if (!error) return [];
  const details = (error.details ?? {}) as {
    fieldErrors?: Record<string, string[]>;
    rows?: { errors: Record<string, string[]> }[];
  };
  return [
    String(error.message ?? ''),
    ...Object.values(details.fieldErrors ?? {}).flat(),
    ...(details.rows ?? []).flatMap((r) => Object.values(r.errors).flat()),
  ];
}

describe('[FUZZ] hostile input answers 4xx in Japanese, never 5xx', () => {
  it('fuzzes a route list derived from the live route table', () => {
    expect(ROUTES.length).toBeGreaterThan(50);
    expect(ROUTES.some((r) => r.url === '/api/v1/employees' && r.method === 'GET')).toBe(true);
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.url}`, async () => {
      await ensureSessions();
      const names = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);
      const request = fc.record({
        params: fc.tuple(...names.map((n) => paramFor(n, PARAMS))),
        query: queryFor(shapeOf(route.schema?.querystring)),
        body: WRITES.has(route.method) ? bodyFor(shapeOf(route.schema?.body)) : fc.constant(undefined),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ params, query, body }) => {
          let i = 0;
          const path = route.url.replace(/:([A-Za-z_]+)/g, () => params[i++] as string);
          const url = query ? `${path}?${query}` : path;
          const signOut = route.url.endsWith('sign_out');
          const headers = signOut ? {} : credentialsFor(route.access);
          const res = await world.app.inject({
            method: route.method as 'POST',
            url,
            headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
            ...(body !== undefined ? { payload: body } : {}),
          });
          stats.requests++;
          stats.byStatus.set(res.statusCode, (stats.byStatus.get(res.statusCode) ?? 0) + 1);
          const key = `${route.method} ${route.url}`;
          stats.byRoute.set(key, [...(stats.byRoute.get(key) ?? []), res.statusCode]);
          if (process.env.FUZZ_DEBUG === '2' && res.statusCode === 400)
            console.info('DBG', key, res.body.slice(0, 400));
          if (route.url.endsWith('maintenance_mode') && route.method !== 'GET') {
            await world.app.inject({
              method: 'PATCH',
              url: route.url,
              headers: operator,
              payload: { maintenance_flag: false },
            });
          }
          const context = `${route.method} ${url} ${body ?? ''} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          if (res.statusCode >= 500) stats.serverErrors++;
          expect(res.statusCode, context).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.headers['content-type'], context).toContain('application/json');
            const messages = messagesOf(res.json());
            expect(messages.length, context).toBeGreaterThan(0);
            for (const m of messages) expect(m, context).toMatch(JAPANESE);
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    });
  }
});
