import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Node keeps the compiled code of the modules a test process loads (node_modules above all) for the
// next one: every web file runs in a process of its own (decision 0033). The test processes are
// started after this file is read and inherit it; a cache directory already chosen is kept.
process.env.NODE_COMPILE_CACHE ??= fileURLToPath(
  new URL('node_modules/.cache/node-compile', import.meta.url),
);

/**
 * One Vitest run, four projects: shared and web are unit suites; db and api need a database.
 *
 * At least two test files run at once. Vitest's default leaves one core free, which on a 2-core
 * machine means one file at a time; the database and API files spend much of their time waiting
 * (sockets, child servers, timers, the PostgreSQL server). Measured on 2 cores, the same 7,109
 * tests passing: one file at a time 1,200 s beside the end-to-end run of `npm test`; two at once
 * 603 s alone and 1,095–1,157 s beside it (the end-to-end run's Chromium takes most of a core).
 * Each file has its own database (test-support/test-database.ts), so files never share state.
 */
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: ['packages/shared', 'packages/db', 'apps/api', 'apps/web'],
  },
});
