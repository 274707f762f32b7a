/**
 * Upkeep of the embedded database's list tables (decisions/0023): PGlite runs no autovacuum, so the
 * server vacuums and analyses them (`vacuumListTables`) shortly after start, every hour, and after
 * a bulk import. On PostgreSQL autovacuum does it and this does nothing. On 100,000 people the
 * analysis takes about two seconds; the vacuum takes as long as the rows changed since the last
 * one need (~2.5 s after 70,000 people's links were issued, ~25 ms with nothing to do). A failure
 * (e.g. the database closing) is only logged.
 */
import { vacuumListTables } from '@mirume/db';
import type { FastifyInstance } from 'fastify';

const EVERY_MS = 60 * 60 * 1000;
const running = new WeakSet<object>();

export function refreshPlannerStatistics(app: FastifyInstance): void {
  if (app.database.kind !== 'pglite' || running.has(app.database)) return;
  running.add(app.database);
  vacuumListTables(app.db)
    .catch((err: unknown) => app.log.warn({ err }, 'vacuum of the list tables failed'))
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
