/**
 * The settings of the API's PostgreSQL connections (client.ts): no JIT compilation on any
 * connection of the pool — a list statement takes milliseconds, and compiling one took 25–40 ms
 * (decision 0023). PGlite compiles nothing, so this is about the server only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/index.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('[DB] connections', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'every connection of the pool has JIT off, the first statement included',
    async () => {
      // Five at once open five connections; each answers with its own backend and setting.
      const rows = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const result = await database.db.execute(
            sql`select pg_backend_pid() as pid, current_setting('jit') as jit, pg_sleep(0.05)`,
          );
          return ((result as unknown as { rows: { pid: number; jit: string }[] }).rows ?? [])[0];
        }),
      );
      expect(new Set(rows.map((r) => r?.pid)).size).toBeGreaterThan(1);
      expect(rows.map((r) => r?.jit)).toEqual(['off', 'off', 'off', 'off', 'off']);
    },
  );
});
