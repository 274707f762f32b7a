/**
 * Upkeep of the embedded database's list tables (decisions/0023): PGlite runs no autovacuum, so the
 * server vacuums and analyses them (`vacuumListTables`) shortly after start and after a bulk import,
 * and every hour those changed enough since (the database's own change counters, autovacuum's
 * thresholds). On PostgreSQL autovacuum does it and this does nothing. Each table is one statement,
 * so requests take their turns between them; the people's analysis is the longest (about two
 * seconds on 100,000 people). Every hour unchanged, nothing runs: before, the whole upkeep ran
 * every hour and held the engine for four to five seconds on 100,000 people. A failure (e.g. the
 * database closing) is only logged.
 */
import { vacuumListTables } from '@mirume/db';
import type { FastifyInstance } from 'fastify';

const EVERY_MS = 60 * 60 * 1000;
const running = new WeakSet<object>();

export function refreshPlannerStatistics(app: FastifyInstance, onlyChanged = false): void {
  if (app.database.kind !== 'pglite' || running.has(app.database)) return;
  running.add(app.database);
  vacuumListTables(app.db, { onlyChanged })
    .catch((err: unknown) => app.log.warn({ err }, 'vacuum of the list tables failed'))
    .finally(() => running.delete(app.database));
}

export function keepPlannerStatistics(app: FastifyInstance): void {
  if (app.database.kind !== 'pglite') return;
  let first: NodeJS.Timeout | undefined;
  let every: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    first = setTimeout(() => refreshPlannerStatistics(app), 1000).unref();
    every = setInterval(() => refreshPlannerStatistics(app, true), EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
