import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // A test process runs many of the database and API files, one after another, each on its own
    // database. The packages from node_modules are loaded once per process; the project's own
    // modules are evaluated afresh for each file (packages/db/test-support/fresh-modules.ts).
    // apps/api/test/shared-test-process.test.ts checks that, and that no file leaves a stubbed
    // module, timer, global or environment variable behind. Decision 0033 has the figures.
    isolate: false,
    globalSetup: ['../../packages/db/test-support/global-setup.ts'],
    setupFiles: ['../../packages/db/test-support/fresh-modules.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
