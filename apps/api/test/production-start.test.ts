/**
 * Safe production defaults of the real server process: an empty database is not seeded with the
 * demo world, the server refuses to start while demo accounts keep the demo password (unless
 * SEED_DEMO=true asks for a demonstration server), and development still seeds and prints the
 * demo logins. The default address is this machine only outside production.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { UNSAFE_START_EXIT_CODE } from '../src/lib/start-up-safety.ts';
import { startServerProcess } from './support/server-process.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mirume-prod-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});

const signIn = (base: string) =>
  fetch(`${base}/api/v1/system_admins/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'operator@mirume.test', password: 'mirume-demo' }),
  });

describe('[SERVER] safe defaults', () => {
  it('defaults: HOST is 127.0.0.1 outside production and 0.0.0.0 in production; demo seed only outside production', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '10.0.0.2' }).HOST).toBe('10.0.0.2');
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toMatchObject({
      SEED_DEMO: true,
      demoRequested: true,
    });
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('production on an empty database starts without the demo world', async () => {
    const prod = startServerProcess(path.join(root, 'empty'), children, { NODE_ENV: 'production' });
    const base = await prod.ready;
    expect(prod.output()).not.toContain('mirume-demo');
    expect((await signIn(base)).status).toBe(401);
    prod.child.kill('SIGTERM');
    expect(await prod.exited).toBe(0);
    // From the sources the server runs initdb inside WebAssembly and every migration: about 10 s
    // alone, over 60 s seen while the other test files and the end-to-end run share two cores.
  }, 180_000);

  it('production refuses to start while demo accounts keep the demo password; SEED_DEMO=true allows a demo server', async () => {
    const dir = path.join(root, 'demo');
    // Development seeds the demo world and prints the logins, as before.
    const dev = startServerProcess(dir, children, { NODE_ENV: 'development' });
    await dev.ready;
    expect(dev.output()).toContain('デモデータを作成しました');
    expect(dev.output()).toContain('operator@mirume.test');
    dev.child.kill('SIGTERM');
    expect(await dev.exited).toBe(0);

    const refused = startServerProcess(dir, children, { NODE_ENV: 'production' });
    expect(await refused.exited).toBe(UNSAFE_START_EXIT_CODE);
    expect(refused.output()).toContain('本番環境（NODE_ENV=production）のため起動を中止しました');
    expect(refused.output()).toContain('operator@mirume.test');
    // The lock of the embedded database was released: the next start is not refused for it.
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);

    const demo = startServerProcess(dir, children, { NODE_ENV: 'production', SEED_DEMO: 'true' });
    const base = await demo.ready;
    expect(demo.output()).toContain('警告: デモ用パスワード');
    expect((await signIn(base)).status).toBe(200);
    demo.child.kill('SIGTERM');
    expect(await demo.exited).toBe(0);
    // Three starts from the sources, the first on an empty data directory (initdb in WebAssembly,
    // every migration and the demo seed): over 90 s seen while the other test files and the
    // end-to-end run share two cores.
  }, 240_000);
});
