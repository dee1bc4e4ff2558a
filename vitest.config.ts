import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` covers every package and app; each project keeps its own config. With
// TEST_DATABASE_URL (a PostgreSQL database), the API suite runs a second time on PostgreSQL as
// the project `api-postgres`.
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/api/vitest.config.ts',
        test: {
          name: 'api-postgres',
          root: './apps/api',
          // Files named sqlite-*.test.ts are about SQLite files and run in the api project only.
          exclude: ['test/sqlite-*.test.ts'],
          env: { PROCURE_TEST_ENGINE: 'postgres' },
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a two-core machine,
    // which then stands 35-45 % idle while API tests wait on SQLite, PostgreSQL and the
    // extraction process. Two workers at least keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      'packages/contract',
      'packages/forms',
      'packages/payments',
      'packages/fixtures',
      'packages/extraction',
      'apps/api',
      ...postgres,
      'apps/web',
      'tests/contract',
    ],
  },
});
