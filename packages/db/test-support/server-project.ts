import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The Vitest project of the database and of the API tests (`packages/db`, `apps/api`). A test
 * process runs many of their files, one after another, each on its own database. The packages
 * from node_modules are loaded once per process; the project's own modules are evaluated afresh
 * for each file (fresh-modules.ts).
 * apps/api/test/shared-test-process.test.ts checks that, and that no file leaves a stubbed module,
 * timer, global or environment variable behind. Decision 0033 has the figures.
 */
export function serverTestProject(name: 'db' | 'api') {
  return defineProject({
    test: {
      name,
      include: ['test/**/*.test.ts'],
      environment: 'node',
      isolate: false,
      globalSetup: [here('./global-setup.ts')],
      setupFiles: [here('./fresh-modules.ts')],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}
