/**
 * Keeps the embedded database's planner statistics of the list tables current (decisions/0023):
 * PGlite runs no autovacuum, so the server analyses them shortly after start, every hour, and
 * after a bulk import. On PostgreSQL autovacuum does it and this does nothing. An analysis takes
 * about a second on 100,000 people; a failure (e.g. the database closing) is only logged.
 */
import { analyzeListTables } from '@mirume/db';
import type { FastifyInstance } from 'fastify';

const EVERY_MS = 60 * 60 * 1000;
const running = new WeakSet<object>();

export function refreshPlannerStatistics(app: FastifyInstance): void {
  if (app.database.kind !== 'pglite' || running.has(app.database)) return;
  running.add(app.database);
  analyzeListTables(app.db)
    .catch((err: unknown) => app.log.warn({ err }, 'analyze of the list tables failed'))
    .finally(() => running.delete(app.database));
}

export function keepPlannerStatistics(app: FastifyInstance): void {
  if (app.database.kind !== 'pglite') return;
  let first: NodeJS.Timeout | undefined;
  let every: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    first = setTimeout(() => refreshPlannerStatistics(app), 1000).unref();
    every = setInterval(() => refreshPlannerStatistics(app), EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
