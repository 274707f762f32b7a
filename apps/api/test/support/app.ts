/**
 * Builds the real app on a fresh migrated database (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set) with the demo world seeded, and signs actors in through HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '@mirume/db';
import { createDemoTestDatabase } from '../../../../packages/db/test-support/test-database.ts';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { App } from '../../src/lib/zod-app.ts';

export const PASSWORD = 'mirume-demo';
export const DEMO = {
  admin: 'admin@demo.mirume.test',
  senkou_admin: 'senkou@demo.mirume.test',
  employee_admin: 'employee@demo.mirume.test',
  worker: 'worker@demo.mirume.test',
  operator: 'operator@mirume.test',
} as const;

export interface TestContext {
  app: App;
  database: Database;
  close(): Promise<void>;
}

/** `logger` replaces the silent logger (for tests of the logs). */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: { logger?: (config: Config) => Parameters<typeof buildApp>[0]['logger'] } = {},
): Promise<TestContext> {
  const database = await createDemoTestDatabase();
  // Local files (the file storage and its signing secret) go to a directory of this app only.
  const dataDir = env.DATA_DIR ? undefined : mkdtempSync(path.join(os.tmpdir(), 'mirume-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...env,
  });
  const app = await buildApp({ config, database, logger: opts.logger?.(config) ?? false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type CompanyHeaders = { 'access-token': string; client: string; uid: string; 'token-type': string };

export async function signInCompany(app: App, email: string, password = PASSWORD): Promise<CompanyHeaders> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/company_admins/sign_in',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return {
    'access-token': String(res.headers['access-token']),
    client: String(res.headers.client),
    uid: String(res.headers.uid),
    'token-type': 'Bearer',
  };
}

/** The operator's session cookies as one Cookie header, plus the CSRF header operator calls need. */
export async function signInOperator(app: App, email: string = DEMO.operator, password = PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/system_admins/sign_in',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`operator sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { cookie, 'x-requested-with': 'XMLHttpRequest' };
}
