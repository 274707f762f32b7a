import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app.ts';
import type { App } from '../src/lib/zod-app.ts';
import { buildTestApp, DEMO, PASSWORD, type TestContext } from './support/app.ts';

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
});
