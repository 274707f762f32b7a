import { Writable } from 'node:stream';
import { type Database, seedDemoIfEmpty } from '@mirume/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../packages/db/test-support/test-database.ts';
import { buildApp, loggerOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { App } from '../src/lib/zod-app.ts';
import { DEMO, PASSWORD } from './support/app.ts';

let app: App;
let database: Database;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoIfEmpty(database.db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent' });
  const stream = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  const base = loggerOptions(config) as Record<string, unknown>;
  app = await buildApp({ config, database, logger: { ...base, stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

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
