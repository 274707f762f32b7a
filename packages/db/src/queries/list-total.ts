/**
 * Bounded list work (decisions/0023): a list counts its matches up to LIST_TOTAL_CAP and pages
 * only within them, so no page of a 100,000-person company reads more than the cap's rows.
 * Past the cap the screens show 「1,000件以上」 and ask for a narrower search.
 */
import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.ts';

export const LIST_TOTAL_CAP = 1000;

export interface CappedTotal {
  /** The number of matches, at most LIST_TOTAL_CAP. */
  total: number;
  /** More than LIST_TOTAL_CAP rows match. */
  total_capped: boolean;
}

/** The rows a page may still read: none past the cap, and the page cut at it. */
export function pageWindow(page: number, per: number) {
  const offset = (page - 1) * per;
  return { offset, limit: Math.max(0, Math.min(per, LIST_TOTAL_CAP - offset)) };
}

/**
 * The total of a page that read `rows` rows: known without counting when the page is the last
 * one (fewer rows than its window allowed, and not past the end), else counted by `countUpTo`,
 * which reads at most the `limit` rows it is given (cap + 1).
 */
export async function cappedTotal(
  page: number,
  per: number,
  rows: number,
  countUpTo: (limit: number) => Promise<number>,
): Promise<CappedTotal> {
  const { offset, limit } = pageWindow(page, per);
  if (rows > 0 && rows < limit) return { total: offset + rows, total_capped: false };
  if (rows === 0 && page === 1) return { total: 0, total_capped: false };
  const n = await countUpTo(LIST_TOTAL_CAP + 1);
  return { total: Math.min(n, LIST_TOTAL_CAP), total_capped: n > LIST_TOTAL_CAP };
}

/** Counts the rows of a list statement up to `cap`: the statement is cut at `cap` rows, then counted. */
export async function countUpTo(db: Executor, query: PgSelect, cap: number): Promise<number> {
  const matches = query.limit(cap).as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return row?.n ?? 0;
}

/** The tables the lists read, which the upkeep below keeps. */
export const LIST_TABLES = [
  'employees',
  'employee_short_grams',
  'diagnosis_links',
  'latest_results',
  'latest_scores',
] as const;

/**
 * Upkeep of the tables the lists read, on the embedded database: PostgreSQL's autovacuum does this
 * on a server; PGlite runs none. `VACUUM` makes the room of updated and deleted rows reusable —
 * each link issued or completed rewrites its person's row (the link counts), and each result the
 * person's latest_* rows — so the tables and their indexes stop growing with every change, and
 * marks pages all-visible for index-only scans. `ANALYZE` (in the same statement) keeps the
 * planner's statistics: without them the planner reads a whole company where an index would stop
 * after the page (a people page: ~150 ms → ~20 ms on 100,000 people once analysed).
 *
 * One statement per table: the embedded engine runs one statement at a time, and between two of
 * them the requests waiting meanwhile take their turns (the people's analysis alone is about two
 * seconds on 100,000 people). With `onlyChanged`, only the tables changed enough since their last
 * upkeep (`changedListTables`). Answers the tables kept.
 */
export async function vacuumListTables(
  db: Executor,
  { onlyChanged = false }: { onlyChanged?: boolean } = {},
): Promise<string[]> {
  const tables = onlyChanged ? await changedListTables(db) : [...LIST_TABLES];
  for (const table of tables) await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
  return tables;
}

/**
 * The list tables whose rows changed by more than autovacuum's default thresholds since their last
 * vacuum or analysis — 50 rows and a tenth of the table, counted as the rows written since the
 * analysis plus the dead rows — by the database's own counters. The counters start at nothing when
 * the engine opens; the upkeep at start-up (all the tables) sets them. The embedded database has
 * one connection, so its counters are all of its changes; on a server they would be only this
 * connection's reported so far (there autovacuum keeps the tables, and this is not used).
 */
export async function changedListTables(db: Executor): Promise<string[]> {
  // The engine reports its counters at most once a second; this makes it report at the end of this
  // statement, so the read below sees every change made until now.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = (await db.execute(sql`
    select relname as table, n_live_tup::float8 as live, n_dead_tup::float8 as dead,
      n_mod_since_analyze::float8 as modified
    from pg_stat_user_tables
    where schemaname = 'public' and relname in (${sql.join(
      LIST_TABLES.map((t) => sql`${t}`),
      sql`, `,
    )})`)) as unknown as { rows: { table: string; live: number; dead: number; modified: number }[] };
  const changed = new Set(
    result.rows.filter((r) => r.modified + r.dead > 50 + 0.1 * r.live).map((r) => r.table),
  );
  return LIST_TABLES.filter((t) => changed.has(t));
}
