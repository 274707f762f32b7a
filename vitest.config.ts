import { defineConfig } from 'vitest/config';

/** One Vitest run, four projects: shared and web are unit suites; db and api need a database. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/db', 'apps/api', 'apps/web'],
  },
});
