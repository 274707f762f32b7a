/**
 * Reliability of the bulk import: the real server process (embedded database in a temporary
 * DATA_DIR) is killed with SIGKILL while it writes a 10,000-row import; after a restart on the same
 * data the company has exactly the employees it had before — no partial import.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, schema } from '@mirume/db';
import { count, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionHeaders, signInOverHttp, startServerProcess } from './support/server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mirume-employees-kill-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const start = () => startServerProcess(dataDir, children);

const signIn = async (base: string) => sessionHeaders(await signInOverHttp(base));

async function total(base: string, headers: Record<string, string>, q = '') {
  const res = await fetch(`${base}/api/v1/employees?per=1${q ? `&q=${q}` : ''}`, { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { total: number } }).data.total;
}

const rows = Array.from({ length: 10_000 }, (_, i) => ({
  employee_id: `K${i}`,
  last_name: '強制',
  first_name: '終了',
  kana_last_name: 'キョウセイ',
  kana_first_name: 'シュウリョウ',
  birthday: '1990-01-01',
  employment_type: '正社員',
}));

describe('[BULK] reliability', () => {
  it('[BULK] the server killed with SIGKILL in the middle of a 10,000-row import leaves no partial import after restart', async () => {
    const first = start();
    const base = await first.ready;
    const headers = await signIn(base);
    const before = await total(base, headers);
    const json = { ...headers, 'content-type': 'application/json' };
    const body = JSON.stringify({ mode: 'add', rows });

    // The checks before the write take about as long as a validate call; kill well after that.
    const t0 = performance.now();
    const check = await fetch(`${base}/api/v1/employees/create_employee_bulk/validate`, {
      method: 'POST',
      headers: json,
      body,
    });
    expect(check.status).toBe(200);
    const checkMs = performance.now() - t0;

    const importing = fetch(`${base}/api/v1/employees/create_employee_bulk`, {
      method: 'POST',
      headers: json,
      body,
    }).then(
      (r) => r.status,
      () => 'connection lost' as const,
    );
    await new Promise((r) => setTimeout(r, checkMs + 400));
    expect(first.child.exitCode).toBeNull();
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    // The client never got an answer: the import was cut off mid-request.
    expect(await importing).toBe('connection lost');

    const second = start();
    const base2 = await second.ready;
    const headers2 = await signIn(base2);
    expect(await total(base2, headers2)).toBe(before);
    expect(await total(base2, headers2, 'K1')).toBe(0);

    // The same file imports completely afterwards, and takes longer than the moment of the kill:
    // the kill fell after the checks and before the write could have finished.
    const t1 = performance.now();
    const again = await fetch(`${base2}/api/v1/employees/create_employee_bulk`, {
      method: 'POST',
      headers: { ...headers2, 'content-type': 'application/json' },
      body,
    });
    expect(again.status).toBe(200);
    const importMs = performance.now() - t1;
    console.info(
      `[BULK] checks ${Math.round(checkMs)} ms, killed at ${Math.round(checkMs + 400)} ms, full import ${Math.round(importMs)} ms`,
    );
    expect(importMs).toBeGreaterThan(checkMs + 400);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    // The list counts up to 1,000 (decisions/0023): the database itself shows the whole import.
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const [row] = await database.db
        .select({ n: count() })
        .from(schema.employees)
        .where(like(schema.employees.employee_id, 'K%'));
      expect(row?.n).toBe(10_000);
    } finally {
      await database.close();
    }
  }, 240_000);
});
