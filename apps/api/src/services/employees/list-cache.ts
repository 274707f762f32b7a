/**
 * A short-lived cache of list pages, per database handle (one per server). The embedded database answers the filtered
 * list in ~10–20 ms (it scans the company's rows for the partial-match search and counts them),
 * which caps one process at well under the 800 req/s target; the same page is asked for again and
 * again (paging back, returning from a profile, several HR staff), so pages are kept in memory.
 *
 * Correctness: every employee write bumps the company's version, so the next read reloads at
 * once. The bump is also sent to the other API processes on the same database (lib/invalidation.ts,
 * LISTEN/NOTIFY), which apply it within milliseconds; when their listening connection was lost
 * they drop every page. Writes that bypass this module (a module that changes employees or unit
 * names without calling `invalidateEmployeeList`, or a lost message) are seen after at most
 * TTL_MS, like the 5-second session cache. Kept with DATABASE_URL too: see decisions/0019.
 */
import type { App } from '../../lib/zod-app.ts';

/** The default of LIST_CACHE_TTL_MS (config.ts). */
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

function bump(c: Cache, companyId: number) {
  c.versions.set(companyId, (c.versions.get(companyId) ?? 0) + 1);
}

/**
 * Keyed by the invalidation bus, which is one per app (route plugins see different, encapsulated
 * app objects; two apps on one database in a test each have their own cache).
 */
function cacheOf(app: App): Cache {
  let c = caches.get(app.invalidation);
  if (!c) {
    const cache: Cache = { versions: new Map(), entries: new Map(), rows: 0 };
    app.invalidation.on((msg) => {
      if (msg.t === 'employees' && typeof msg.company === 'number') bump(cache, msg.company);
    });
    app.invalidation.onMissed(() => {
      cache.entries.clear();
      cache.rows = 0;
    });
    caches.set(app.invalidation, cache);
    c = cache;
  }
  return c;
}

/** Call after any change to a company's employees (or to what the list shows of them). */
export function invalidateEmployeeList(app: App, companyId: number): void {
  bump(cacheOf(app), companyId);
  app.invalidation.publish({ t: 'employees', company: companyId });
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
  const ttl = app.config?.LIST_CACHE_TTL_MS ?? EMPLOYEE_LIST_CACHE_TTL_MS;
  if (ttl === 0) return load();
  const c = cacheOf(app);
  const key = `${companyId}:${JSON.stringify(params)}`;
  const version = c.versions.get(companyId) ?? 0;
  const now = Date.now();
  const hit = c.entries.get(key);
  if (hit && hit.version === version && now - hit.at < ttl) return hit.value as T;
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
