/**
 * The settings of the API's PostgreSQL connections (client.ts): no JIT compilation on any
 * connection of the pool — a list statement takes milliseconds, and compiling one took 25–40 ms
 * (decision 0023). PGlite compiles nothing, so this is about the server only. And the list reads'
 * statements take turns between companies, three at a time and one of a busy company, while other
 * statements do not wait.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asListRead,
  type Database,
  inLane,
  POSTGRES_IDLE_CONNECTION_MS,
  POSTGRES_LIST_PER_COMPANY_FROM_MS,
  POSTGRES_LIST_STATEMENTS_AT_ONCE,
  POSTGRES_LIST_STATEMENTS_PER_COMPANY,
  POSTGRES_LIST_STATEMENTS_PER_COMPANY_ALONE,
} from '../src/index.ts';
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

  it.runIf(process.env.TEST_DATABASE_URL)(
    'connections stay open through a quiet spell longer than the driver default (ten seconds)',
    async () => {
      expect(POSTGRES_IDLE_CONNECTION_MS).toBe(300_000);
      const backends = async () =>
        new Set(
          await Promise.all(
            Array.from({ length: 4 }, async () => {
              const result = await database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`);
              return ((result as unknown as { rows: { pid: number }[] }).rows ?? [])[0]?.pid;
            }),
          ),
        );
      const before = await backends();
      expect(before.size).toBeGreaterThan(1);
      await new Promise((r) => setTimeout(r, 10_500));
      // The same backends answer: none was closed and opened again.
      const after = await backends();
      for (const pid of after) expect(before.has(pid)).toBe(true);
    },
    20_000,
  );
});

/** A statement that sleeps `ms` on the server and answers when it started and ended there. */
async function sleeper(ms: number) {
  const result = await database.db.execute(
    sql`select extract(epoch from clock_timestamp()) * 1000 as s, pg_sleep(${ms / 1000}), extract(epoch from clock_timestamp()) * 1000 as e`,
  );
  const row = ((result as unknown as { rows: { s: string; e: string }[] }).rows ?? [])[0];
  return { s: Number(row?.s), e: Number(row?.e) };
}

/** The most statements that were under way at one moment, from their intervals on the server. */
function mostAtOnce(spans: { s: number; e: number }[]) {
  return Math.max(...spans.map((a) => spans.filter((b) => b.s <= a.s && a.s < b.e).length));
}

describe('[DB] list reads take turns on PostgreSQL', () => {
  /** `n` list-read statements of `company` at once, each sleeping `ms`. */
  const burst = (company: number, n: number, ms: number) =>
    Promise.all(Array.from({ length: n }, () => inLane(company, () => asListRead(() => sleeper(ms)))));

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a company that asks little runs its statements side by side; once it has kept the database busy, two at a time alone and one while another company reads',
    async () => {
      expect(POSTGRES_LIST_STATEMENTS_AT_ONCE).toBe(3);
      expect(POSTGRES_LIST_STATEMENTS_PER_COMPANY).toBe(1);
      expect(POSTGRES_LIST_STATEMENTS_PER_COMPANY_ALONE).toBe(2);
      expect(POSTGRES_LIST_PER_COMPANY_FROM_MS).toBe(500);
      // A company new to the turns: three of its four at once (three places in all).
      expect(mostAtOnce(await burst(1, 4, 200))).toBe(3);
      // It has had 800 ms now: with no other company reading, two at a time.
      expect(mostAtOnce(await burst(1, 4, 40))).toBe(2);
      // While another company's list read is under way (between its statements too), one at a time.
      let endRead: () => void = () => {};
      const reading = inLane(9, () =>
        asListRead(
          () =>
            new Promise<void>((r) => {
              endRead = r;
            }),
        ),
      );
      expect(mostAtOnce(await burst(1, 4, 40))).toBe(1);
      endRead();
      await reading;
      expect(mostAtOnce(await burst(1, 4, 40))).toBe(2);
      // Four companies at once: three places in all.
      const four = await Promise.all([2, 3, 4, 5].map((company) => burst(company, 2, 40)));
      expect(mostAtOnce(four.flat())).toBe(3);
      // The same statements outside a list read go to the pool at once (it has ten connections).
      const plain = await Promise.all(Array.from({ length: 6 }, () => inLane(1, () => sleeper(60))));
      expect(mostAtOnce(plain)).toBeGreaterThan(3);
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    "another company's statements run beside a busy company's burst at once, without waiting for it",
    async () => {
      // The busy company has kept the database busy (600 ms): from now on, two places while it is
      // alone, one while another company reads.
      await burst(11, 3, 200);
      const busy = burst(11, 6, 80);
      // Asked while the busy company's first statement runs and its other five wait.
      await new Promise((r) => setTimeout(r, 30));
      const other = await burst(12, 2, 10);
      const spans = await busy;
      const starts = spans.map((x) => x.s).sort((a, b) => a - b);
      // It began alone, with two places; the third stayed free.
      expect(mostAtOnce(spans)).toBe(2);
      // Both start before the busy company's first statements end (80 ms), beside them: the first at
      // once in the free place, the second after it.
      for (const statement of other) {
        expect(statement.s).toBeLessThan((starts[0] as number) + 75);
      }
      // While it read, the busy company started no second statement beside its first.
      const during = spans.filter(
        (x) => x.s > (other[0] as { s: number }).s && x.s < (other[1] as { e: number }).e,
      );
      expect(during.length).toBeLessThanOrEqual(1);
    },
  );
});
