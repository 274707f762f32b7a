/**
 * The durable job queue: pg-boss, on the same database as everything else. pg-boss supports both
 * drivers the product runs on — a PostgreSQL server (its own small pool) and embedded PGlite
 * (through its PGlite adapter, on the one in-process connection) — so one job runner serves the
 * single-process default and many API processes alike (decision 0018).
 *
 * Its tables live in their own schema (`pgboss`), installed and upgraded by pg-boss under its own
 * advisory lock; `Database.migrate()` installs it, so a freshly migrated database (and the test
 * template) already holds it.
 */
import { type ConstructorOptions, fromPglite, PgBoss } from 'pg-boss';
import type { Database } from './client.ts';
import { withDates } from './pglite-parsers.ts';

export type { Job, JobWithMetadata, SendOptions } from 'pg-boss';
export { fromDrizzle, PgBoss } from 'pg-boss';

export const JOB_SCHEMA = 'pgboss';

export type JobBossOptions = Omit<ConstructorOptions, 'db' | 'connectionString' | 'backend' | 'schema'>;

/** A pg-boss instance on this database. The caller starts and stops it. */
export function createJobBoss(
  database: Pick<Database, 'kind' | 'pglite' | 'url'>,
  options: JobBossOptions = {},
) {
  const common = { schema: JOB_SCHEMA, ...options };
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('embedded database without its PGlite instance');
    return new PgBoss({ ...common, db: fromPglite(withDates(database.pglite)), backend: 'pglite' });
  }
  if (!database.url) throw new Error('PostgreSQL database without its URL');
  return new PgBoss({ ...common, connectionString: database.url, max: options.max ?? 4 });
}

/** Installs or upgrades the queue's tables (idempotent; concurrent callers wait on pg-boss's lock). */
export async function installJobSchema(database: Pick<Database, 'kind' | 'pglite' | 'url'>) {
  const boss = createJobBoss(database, {
    supervise: false,
    schedule: false,
    registerInstance: false,
    max: 1,
    openTelemetry: { enabled: false },
  });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false });
}
