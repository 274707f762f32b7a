/**
 * A short-lived cache of list pages, per database handle (one per server). The embedded database answers the filtered
 * list in ~10–20 ms (it scans the company's rows for the partial-match search and counts them),
 * which caps one process at well under the 800 req/s target; the same page is asked for again and
 * again (paging back, returning from a profile, several HR staff), so pages are kept in memory.
 *
 * Correctness: every employee write of this process bumps the company's version, so the next read
 * reloads at once. Writes that bypass this module (another process on the same PostgreSQL, or a
 * module that changes employees or unit names without calling `invalidateEmployeeList`) are seen
 * after at most TTL_MS, like the 5-second session cache.
 */
import type { App } from '../../lib/zod-app.ts';

export const EMPLOYEE_LIST_CACHE_TTL_MS = 3000;
/** Memory bound: at most this many list rows (about 1 KB each) are kept across all pages. */
const MAX_CACHED_ROWS = 10_000;

interface Entry {
  at: number;
  version: number;
  rows: number;
  value: unknown;
}

interface Cache {
  versions: Map<number, number>;
  entries: Map<string, Entry>;
  rows: number;
}

const caches = new WeakMap<object, Cache>();

/** Keyed by the database handle: route plugins see different (encapsulated) app objects. */
function cacheOf(app: App): Cache {
  let c = caches.get(app.db);
  if (!c) {
    c = { versions: new Map(), entries: new Map(), rows: 0 };
    caches.set(app.db, c);
  }
  return c;
}

/** Call after any change to a company's employees (or to what the list shows of them). */
export function invalidateEmployeeList(app: App, companyId: number): void {
  const c = cacheOf(app);
  c.versions.set(companyId, (c.versions.get(companyId) ?? 0) + 1);
}

function drop(c: Cache, key: string) {
  const e = c.entries.get(key);
  if (!e) return;
  c.rows -= e.rows;
  c.entries.delete(key);
}

export async function cachedEmployeeList<T extends { items: unknown[] }>(
  app: App,
  companyId: number,
  params: object,
  load: () => Promise<T>,
): Promise<T> {
  const c = cacheOf(app);
  const key = `${companyId}:${JSON.stringify(params)}`;
  const version = c.versions.get(companyId) ?? 0;
  const now = Date.now();
  const hit = c.entries.get(key);
  if (hit && hit.version === version && now - hit.at < EMPLOYEE_LIST_CACHE_TTL_MS) return hit.value as T;
  const value = await load();
  drop(c, key);
  const rows = value.items.length + 1;
  // Oldest first (a Map iterates in insertion order).
  for (const oldest of c.entries.keys()) {
    if (c.rows + rows <= MAX_CACHED_ROWS) break;
    drop(c, oldest);
  }
  c.entries.set(key, { at: now, version, rows, value });
  c.rows += rows;
  return value;
}
