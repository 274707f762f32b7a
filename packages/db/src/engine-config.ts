/**
 * How every embedded database is opened, on the server's thread or on the engine's own
 * (engine-thread.ts): its settings and the extensions the schema uses.
 */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The embedded server runs inside this process, so its buffers count towards the API's memory.
 * PostgreSQL's default of 128 MB shared buffers alone would take a third of the 400 MB budget;
 * 32 MB holds the working set of a company comfortably, and the operating system's page cache
 * serves the rest of the data files.
 */
export const EMBEDDED_POSTGRESQL_CONF = ['shared_buffers = 32MB', 'work_mem = 8MB'];

/**
 * Extensions the schema uses, loaded into every PGlite instance (the server's, the tests', the
 * benches'): pg_trgm backs the partial-match name search (decisions/0023). An instance opened
 * without it cannot use or update those indexes.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
