/**
 * Bounded list work (decisions/0023): a list counts its matches up to LIST_TOTAL_CAP and pages
 * only within them, so no page of a 100,000-person company reads more than the cap's rows.
 * Past the cap the screens show 「1,000件以上」 and ask for a narrower search.
 */
import { sql } from 'drizzle-orm';
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

/**
 * Upkeep of the tables the lists read, on the embedded database: PostgreSQL's autovacuum does this
 * on a server; PGlite runs none. `VACUUM` makes the room of updated and deleted rows reusable —
 * each link issued or completed rewrites its person's row (the link counts), and each result the
 * person's latest_* rows — so the tables and their indexes stop growing with every change, and
 * marks pages all-visible for index-only scans. `ANALYZE` (in the same statement) keeps the
 * planner's statistics: without them the planner reads a whole company where an index would stop
 * after the page (a people page: ~150 ms → ~20 ms on 100,000 people once analysed).
 */
export async function vacuumListTables(db: Executor) {
  await db.execute(
    sql`vacuum (analyze) employees, employee_short_grams, diagnosis_links, latest_results, latest_scores`,
  );
}
