/**
 * The real server process on an embedded database in a temporary DATA_DIR: it migrates and
 * seeds at start, refuses a second process on the same data directory, and shuts down cleanly
 * on SIGTERM (releasing the lock).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './support/server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mirume-server-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const start = () => startServerProcess(dataDir, children);

describe('[SERVER] process life cycle', () => {
  it('starts on an empty data directory, seeds the demo world and prints the demo logins', async () => {
    const first = start();
    const base = await first.ready;
    expect(first.output()).toContain('operator@mirume.test');
    expect(first.output()).toContain('mirume-demo');
    const health = await fetch(`${base}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const signIn = await fetch(`${base}/api/v1/company_admins/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.mirume.test', password: 'mirume-demo' }),
    });
    expect(signIn.status).toBe(200);

    // A second process on the same data directory is refused with a clear message.
    const second = start();
    const code = await second.exited;
    expect(code).toBe(2);
    expect(second.output()).toContain('別のプロセス');
    expect(second.output()).toContain('DATA_DIR');

    // SIGTERM: graceful exit 0, lock released.
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    // Restart on the same data: no second seed, data still there.
    const third = start();
    const base3 = await third.ready;
    expect(third.output()).not.toContain('デモデータを作成しました');
    const again = await fetch(`${base3}/api/v1/company_admins/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=worker%40demo.mirume.test&password=mirume-demo',
    });
    expect(again.status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    // From the sources the server runs initdb inside WebAssembly and every migration: about 10 s
    // alone, over 60 s seen while the other test files and the end-to-end run share two cores.
  }, 180_000);
});
