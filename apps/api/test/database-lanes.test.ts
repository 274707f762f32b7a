/**
 * Each request's statements on the embedded database run in its caller's lane (plugins/auth.ts,
 * fair-share.ts in the db package, decisions/0023 "One engine shared fairly"): a company's in the
 * company's lane — also after a JSON body was read, which happens in the connection's context —
 * the operators' in theirs, an examinee's in the link's own, sign-in and other public calls in the
 * anonymous lane. On a PostgreSQL server only the list reads' statements take turns, in the
 * company's lane.
 */
import http from 'node:http';
import { currentLane, DEFAULT_LANE, FairShare, type Lane } from '@mirume/db';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_LANE } from '../src/plugins/auth.ts';
import { EXAM_LANE_PREFIX } from '../src/routes/v1/exam/index.ts';
import { DEMO, PASSWORD } from './support/app.ts';
import { createLink, linkUrl } from './support/exam.ts';
import { signedIn, signedInOperator, useWorld } from './support/world.ts';

const ctx = useWorld();
const admin = signedIn(ctx, DEMO.admin);
const operator = signedInOperator(ctx);

/**
 * The lanes of the statements `request` ran. The job queue polls meanwhile in the system lane
 * (outside any request); those statements are left out. A request whose context were lost would
 * run its statements there too, and then the caller's lane is missing from the answer.
 */
async function lanesOf(request: () => Promise<{ statusCode: number; body: string }>, status: number) {
  const lanes: Lane[] = [];
  const run = FairShare.prototype.run;
  vi.spyOn(FairShare.prototype, 'run').mockImplementation(function (this: FairShare, work) {
    const lane = currentLane();
    if (lane !== DEFAULT_LANE) lanes.push(lane);
    return run.call(this, work);
  });
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  return lanes;
}

/**
 * The caller's session (and, its cache run out, the maintenance flag) is looked up before the
 * caller is known, in the anonymous lane; every statement after that runs in `lane`.
 */
function expectLane(lanes: Lane[], lane: Lane) {
  const from = lanes.indexOf(lane);
  expect(from, `lanes ${JSON.stringify(lanes)}`).toBeGreaterThanOrEqual(0);
  expect(new Set(lanes.slice(0, from))).toEqual(new Set(from > 0 ? [ANONYMOUS_LANE] : []));
  expect(new Set(lanes.slice(from))).toEqual(new Set([lane]));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('[LANES] statements run in their caller’s lane on the embedded database', () => {
  let embedded = false;
  beforeAll(() => {
    embedded = ctx.database.kind === 'pglite';
  });

  it('a company’s read runs in the company’s lane', async () => {
    const lanes = await lanesOf(
      () => ctx.app.inject({ method: 'GET', url: '/api/v1/employees?per=5', headers: admin }),
      200,
    );
    if (!embedded) {
      // On a PostgreSQL server only the list reads' statements take turns (client.ts in the db
      // package): this list's, every one in the company's lane.
      expect(lanes.length).toBeGreaterThan(1);
      return expect(new Set(lanes)).toEqual(new Set([ctx.companyId]));
    }
    expect(lanes.length).toBeGreaterThan(1);
    expectLane(lanes, ctx.companyId);
  });

  it('a company’s write with a JSON body stays in the company’s lane after the body is read', async () => {
    // Over a socket, the body sent after the headers: a body that arrives later is read in the
    // connection's context, which an injected request, or a body in the headers' packet, does not
    // show.
    const address = new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' }));
    const body = JSON.stringify({
      employee_id: 'LANE1',
      last_name: '車線',
      first_name: '一郎',
      kana_last_name: 'シャセン',
      kana_first_name: 'イチロウ',
      email: 'lane1@example.com',
      employment_type: 'full_time',
    });
    const lanes = await lanesOf(
      () =>
        new Promise((resolve, reject) => {
          const req = http.request(
            {
              host: address.hostname,
              port: address.port,
              method: 'POST',
              path: '/api/v1/employees',
              headers: {
                ...admin,
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(body),
              },
            },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (chunk) => {
                text += chunk;
              });
              res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body: text }));
            },
          );
          req.on('error', reject);
          req.flushHeaders();
          setTimeout(() => req.end(body), 50);
        }),
      201,
    );
    if (!embedded) return expect(lanes).toEqual([]);
    expectLane(lanes, ctx.companyId);
  });

  it('an operator’s read runs in the operators’ lane', async () => {
    const lanes = await lanesOf(
      () => ctx.app.inject({ method: 'GET', url: '/api/v1/admin/companies', headers: operator }),
      200,
    );
    if (!embedded) return expect(lanes).toEqual([]);
    expectLane(lanes, 'operator');
  });

  it('an examinee’s statements run in a lane of the link’s own', async () => {
    const link = await createLink(ctx.database, ctx.companyId);
    const lanes = await lanesOf(() => ctx.app.inject({ method: 'GET', url: linkUrl(link.token) }), 200);
    if (!embedded) return expect(lanes).toEqual([]);
    // The maintenance flag is read before the route's own hook sets the link's lane, in the
    // anonymous lane, whenever its 2-second cache has run out since the previous request.
    expectLane(lanes, `${EXAM_LANE_PREFIX}${link.token}`);
  });

  it('a sign-in runs in the anonymous lane', async () => {
    const lanes = await lanesOf(
      () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/company_admins/sign_in',
          payload: { email: DEMO.admin, password: PASSWORD },
        }),
      200,
    );
    if (!embedded) return expect(lanes).toEqual([]);
    expect(lanes.length).toBeGreaterThan(0);
    expect(new Set(lanes)).toEqual(new Set([ANONYMOUS_LANE]));
  });
});
