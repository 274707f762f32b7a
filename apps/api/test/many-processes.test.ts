/**
 * Two real server processes (`src/server.ts`) on one PostgreSQL database, as behind a load
 * balancer: a sign-out on one answers 401 on the other within a second, sign-in failures are
 * counted together, and both stop cleanly on SIGTERM. Runs with TEST_DATABASE_URL only (the
 * embedded database allows one process; server-process.test.ts shows that refusal).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createDemoTestDatabase,
  type TestDatabase,
} from '../../../packages/db/test-support/test-database.ts';
import { DEMO, PASSWORD } from './support/app.ts';
import { startServerProcess } from './support/server-process.ts';

const url = process.env.TEST_DATABASE_URL;
const children: ChildProcess[] = [];
// Made by the test: a file whose tests are skipped (no PostgreSQL) runs no hook that would remove it.
let dataDir = '';
let database: TestDatabase | undefined;

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  await database?.close();
});

const json = { 'content-type': 'application/json' };

const title = url
  ? '[SCALE] two server processes on one PostgreSQL'
  : '[SCALE] two server processes — skipped: needs TEST_DATABASE_URL (the embedded database allows one process)';

describe.runIf(url)(title, () => {
  it('signs out across processes within a second, counts failures together and stops cleanly', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mirume-processes-'));
    database = await createDemoTestDatabase();
    const env = { DATABASE_URL: database.url as string, SIGN_IN_ATTEMPTS_PER_ACCOUNT: '4' };
    const [a, b] = [startServerProcess(dataDir, children, env), startServerProcess(dataDir, children, env)];
    const [baseA, baseB] = await Promise.all([a.ready, b.ready]);

    const signIn = await fetch(`${baseA}/api/v1/company_admins/sign_in`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: DEMO.admin, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const headers = {
      'access-token': String(signIn.headers.get('access-token')),
      client: String(signIn.headers.get('client')),
      uid: String(signIn.headers.get('uid')),
    };
    const validateOnB = async () =>
      (await fetch(`${baseB}/api/v1/company_admins/validate_token`, { headers })).status;
    expect(await validateOnB()).toBe(200);
    const out = await fetch(`${baseA}/api/v1/company_admins/sign_out`, { method: 'DELETE', headers });
    expect(out.status).toBe(200);
    const started = performance.now();
    while ((await validateOnB()) !== 401) {
      expect(performance.now() - started).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 10));
    }

    const attempt = async (base: string, password: string) =>
      (
        await fetch(`${base}/api/v1/company_admins/sign_in`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email: DEMO.worker, password }),
        })
      ).status;
    for (const base of [baseA, baseB, baseA, baseB]) expect(await attempt(base, 'wrong')).toBe(401);
    expect(await attempt(baseA, PASSWORD)).toBe(429);
    expect(await attempt(baseB, PASSWORD)).toBe(429);

    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);
  }, 60_000);
});
