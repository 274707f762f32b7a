/**
 * One schema, two drivers: embedded PGlite (default, no server needed) or a PostgreSQL server
 * when a URL is given. Both speak the same SQL, so queries and migrations are shared.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { EMBEDDED_POSTGRESQL_CONF, PGLITE_EXTENSIONS } from './engine-config.ts';
import { EngineThread } from './engine-thread.ts';
import { FairShare, inListRead } from './fair-share.ts';
import { installJobSchema } from './jobs.ts';
import { acquireDataDirLock } from './lock.ts';
import { localNotifier, type Notifier, postgresNotifier } from './notify.ts';
import { keepFileSizes } from './pglite-file-sizes.ts';
import { forQueryBuilder, readTimesAsText } from './pglite-parsers.ts';
import { CACHED_PLAN_CHANGED, withKeptName } from './prepared.ts';
import * as schema from './schema/index.ts';
import { unpackDatabaseTemplate } from './template.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a query function can run on: the database or an open transaction. */
export type Executor = Db | Tx;

/** Beside the sources (packages/db/migrations) or beside the bundled server (dist/migrations). */
const MIGRATIONS_DIR = [new URL('../migrations', import.meta.url), new URL('./migrations', import.meta.url)]
  .map((u) => fileURLToPath(u))
  .find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json'))) as string;

export { EMBEDDED_POSTGRESQL_CONF, PGLITE_EXTENSIONS } from './engine-config.ts';

/**
 * A migrated empty database, dumped by the API's build beside the bundled server
 * (apps/api/build.mjs). Creating a PGlite data directory runs initdb in WebAssembly, which took
 * most of an empty-database start (decisions/0023); a new data directory is unpacked from this
 * instead when it exists. Running from the sources there is none, and initdb runs as before.
 */
export const PGLITE_TEMPLATE_FILE = 'pglite-template.tar';
const TEMPLATE = fileURLToPath(new URL(`./${PGLITE_TEMPLATE_FILE}`, import.meta.url));

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine runs on a thread of its own (`thread`, engine-thread.ts). */
  threaded?: boolean;
  /**
   * The PGlite instance (embedded mode only), e.g. to snapshot a migrated database in tests; with
   * `thread`, the engine thread that answers its calls (engine-thread.ts).
   */
  pglite?: PGlite;
  /** The server's connection string (server mode only), for connections of its own (job queue). */
  url?: string;
  /** Applies the schema migrations and installs the job queue's tables. */
  migrate(): Promise<void>;
  /**
   * What the server does before it listens: `migrate`, then, when `seedDemo`, the demo world into a
   * database without companies. Answers whether it seeded. On the engine's own thread both run
   * there, next to the engine (engine-thread.ts).
   */
  prepare(seedDemo: boolean): Promise<boolean>;
  /**
   * Messages between the processes on this database (see notify.ts): `onMissed` is called when
   * messages may have been lost (the LISTEN connection was reopened). Resolves once listening.
   */
  listen: Notifier['listen'];
  notify: Notifier['notify'];
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | {
      dataDir: string;
      lock?: boolean;
      /**
       * The engine on a thread of its own (engine-thread.ts), as the server opens it; otherwise on
       * the calling thread, where tests and tools reach the instance itself.
       */
      thread?: boolean;
    }
  | { pglite: PGlite };

/**
 * The list reads' statements on the pool take turns between companies (fair-share.ts): three at a
 * time, and of a company that has kept the database busy lately (half a second of statement time,
 * decaying by half every second) two at a time while no other company has a list read under way,
 * one while one has. One company's burst of list reads keeps one backend busy while others read
 * (two while it is alone, the third place left free), so another company's statements find a place
 * free and run beside it at once, rather than waiting for a place behind the burst (decision 0023,
 * "PostgreSQL at ten connections"); a company that asks little runs a page's
 * count, rows and columns side by side (queries/employees.ts, `listEmployees`) on those places
 * (decision 0023, "A place per company", and "Side by side for a company that asks little").
 * Other statements (writes, exports, transactions, which take a connection of their own) go
 * straight to the pool, so a long statement never holds up the others' turns.
 */
export const POSTGRES_LIST_STATEMENTS_AT_ONCE = 3;
export const POSTGRES_LIST_STATEMENTS_PER_COMPANY = 1;
/** A company's list statements at once while no other company has a list read under way. */
export const POSTGRES_LIST_STATEMENTS_PER_COMPANY_ALONE = 2;
/** The statement time (ms, remembered with a one-second half-life) from which a company has one place. */
export const POSTGRES_LIST_PER_COMPANY_FROM_MS = 500;

/**
 * How long an idle connection of the pool stays open (ms). A new connection's first statements
 * cost a new backend's catalog look-ups and the kept statements' preparation again (prepared.ts):
 * a burst of requests after a quiet spell paid that on every connection the pool had closed, and
 * with the pool's default of ten seconds that was every burst more than ten seconds after the last
 * (decision 0023, "Connections kept open between bursts"). Five minutes keeps them through an HR
 * user's pauses; the pool lets a process end while its connections are idle.
 */
export const POSTGRES_IDLE_CONNECTION_MS = 5 * 60_000;

function takeTurnsOnListReads(pool: pg.Pool) {
  const share = new FairShare({
    concurrency: POSTGRES_LIST_STATEMENTS_AT_ONCE,
    perLane: POSTGRES_LIST_STATEMENTS_PER_COMPANY,
    perLaneAlone: POSTGRES_LIST_STATEMENTS_PER_COMPANY_ALONE,
    perLaneFromMs: POSTGRES_LIST_PER_COMPANY_FROM_MS,
  });
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const turns = (config: unknown, ...rest: unknown[]) => {
    if (typeof rest[rest.length - 1] === 'function') return query(config, ...rest);
    // A statement marked keptPrepared is named, so each connection prepares it once (prepared.ts).
    // A table it reads changed since (PostgreSQL: "cached plan must not change result type"): that
    // connection's statement is stale, so it runs unnamed.
    const named = withKeptName(config);
    const run = async () => {
      try {
        return await query(named, ...rest);
      } catch (err) {
        if (named === config || (err as { code?: string }).code !== CACHED_PLAN_CHANGED) throw err;
        return query(config, ...rest);
      }
    };
    return inListRead() ? share.run(run) : run();
  };
  (pool as unknown as { query: typeof turns }).query = turns;
}

/** `Database.prepare` where the caller's thread runs it: the migrations, then the demo seed. */
async function migrateAndSeed(database: Database, seedDemo: boolean): Promise<boolean> {
  await database.migrate();
  return seedDemo ? (await import('./seed/demo.ts')).seedDemoIfEmpty(database.db) : false;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: POSTGRES_IDLE_CONNECTION_MS,
      allowExitOnIdle: true,
      // No JIT compilation: the lists' statements take milliseconds, and the index functions' cost
      // (mirume_short_grams, COST 1000) lifts a short search's estimate above jit_above_cost,
      // where compiling took 25–40 ms of a 60 ms page (decision 0023). Set on each new connection
      // before the pool hands it out.
      onConnect: async (client) => {
        await client.query('set jit = off');
      },
    });
    // An idle connection that the server closes (restart, failover, terminated backend) must not
    // crash the process: the pool drops it and opens a new one on the next query.
    pool.on('error', (err) => {
      process.emitWarning(`PostgreSQL connection closed by the server: ${err.message}`);
    });
    takeTurnsOnListReads(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const notifier = postgresNotifier(options.url, pool);
    const database: Database = {
      db,
      kind: 'postgres',
      url: options.url,
      listen: notifier.listen,
      notify: notifier.notify,
      async migrate() {
        // Several API processes may start together: one migrates, the others wait on the lock.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(727274)');
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock(727274)').catch(() => {});
          client.release();
        }
        await installJobSchema({ kind: 'postgres', url: options.url });
      },
      prepare: (seedDemo) => migrateAndSeed(database, seedDemo),
      async close() {
        await notifier.close();
        await pool.end();
      },
    };
    return database;
  }

  let release: () => void = () => {};
  let pglite: PGlite;
  if ('pglite' in options) {
    pglite = options.pglite;
  } else {
    const dir = path.resolve(options.dataDir);
    if (options.lock !== false) release = acquireDataDirLock(`${dir}.lock`);
    try {
      const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
      // Unpacked from disk (template.ts) rather than handed to PGlite as loadDataDir, which holds
      // the whole tar and a copy of its files in memory until a major collection.
      if (fresh && fs.existsSync(TEMPLATE)) unpackDatabaseTemplate(TEMPLATE, dir);
      if (options.thread) {
        // Answers the query builder's and the job queue's calls as the instance does; it keeps the
        // file lengths and reads times as text on its own thread.
        pglite = (await EngineThread.open(dir)) as unknown as PGlite;
      } else {
        pglite = await PGlite.create(dir, {
          postgresqlconf: EMBEDDED_POSTGRESQL_CONF,
          extensions: PGLITE_EXTENSIONS,
        });
        keepFileSizes(pglite);
      }
    } catch (err) {
      release();
      throw err;
    }
  }
  if (pglite instanceof PGlite) readTimesAsText(pglite);
  const db = drizzlePglite(forQueryBuilder(pglite), { schema }) as unknown as Db;
  const notifier = localNotifier();
  const database: Database = {
    db,
    kind: 'pglite',
    threaded: !(pglite instanceof PGlite),
    pglite,
    listen: notifier.listen,
    notify: notifier.notify,
    async migrate() {
      await migratePglite(drizzlePglite(forQueryBuilder(pglite), { schema }), {
        migrationsFolder: MIGRATIONS_DIR,
      });
      await installJobSchema({ kind: 'pglite', pglite });
    },
    prepare: (seedDemo) =>
      pglite instanceof EngineThread ? pglite.prepare(seedDemo) : migrateAndSeed(database, seedDemo),
    async close() {
      await notifier.close();
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        release();
      }
    },
  };
  return database;
}
