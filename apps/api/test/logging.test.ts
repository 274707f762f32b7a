import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app.ts';
import type { App } from '../src/lib/zod-app.ts';
import { buildTestApp, DEMO, PASSWORD, signInCompany, type TestContext } from './support/app.ts';

let ctx: TestContext;
let app: App;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  ctx = await buildTestApp(
    { LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent' },
    { logger: (config) => ({ ...(loggerOptions(config) as Record<string, unknown>), stream }) },
  );
  ({ app } = ctx);
});
afterAll(() => ctx.close());

describe('[LOGS] structured request logs', () => {
  it('carry the request id and route pattern but never passwords, tokens or personal data', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/company_admins/sign_in?email=admin@demo.mirume.test',
      payload: { email: DEMO.admin, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const token = String(res.headers['access-token']);
    await app.inject({
      method: 'GET',
      url: '/api/v1/company_admins/validate_token',
      headers: { 'access-token': token, client: String(res.headers.client), uid: DEMO.admin },
    });
    await app.inject({
      method: 'POST',
      url: '/api/v1/company_admins/sign_in',
      payload: { email: DEMO.worker, password: 'wrong-secret-pw' },
    });
    const all = lines.join('');
    expect(all).toContain(String(res.headers['x-request-id']));
    expect(all).toContain('/api/v1/company_admins/sign_in');
    for (const secret of [
      PASSWORD,
      'wrong-secret-pw',
      token,
      DEMO.admin,
      DEMO.worker,
      '山田',
      String(res.headers.client),
    ]) {
      expect(all).not.toContain(secret);
    }
  });

  it("never carry a failed query's parameters or PostgreSQL's detail (the row's personal data)", async () => {
    // A constraint the route does not know about makes the insert fail inside the database, the
    // way an unforeseen error would: the error holds every value of the row.
    await ctx.database.db.execute(
      sql.raw(`alter table employees add constraint log_probe check (memo is distinct from '秘密のメモ')`),
    );
    const headers = await signInCompany(app, DEMO.admin);
    const person = {
      employee_id: 'LOG-PROBE-1',
      last_name: '機密',
      first_name: '花子',
      kana_last_name: 'キミツ',
      kana_first_name: 'ハナコ',
      email: 'hanako.secret@example.jp',
      employment_type: 'full_time',
      memo: '秘密のメモ',
    };
    lines.length = 0;
    const res = await app.inject({ method: 'POST', url: '/api/v1/employees', headers, payload: person });
    expect(res.statusCode).toBe(500);
    const all = lines.join('');
    const logged = JSON.parse(lines.find((l) => l.includes('unhandled error')) ?? '{}');
    expect(logged.reqId).toBe(res.headers['x-request-id']);
    expect(logged.error).toMatchObject({
      message: 'database query failed',
      cause: { code: '23514', constraint: 'log_probe' },
    });
    for (const secret of ['LOG-PROBE-1', '機密', '花子', 'キミツ', 'hanako.secret', '秘密のメモ']) {
      expect(all).not.toContain(secret);
    }
  });
});
