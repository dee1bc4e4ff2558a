import { defineConfig } from 'vitest/config';

// One `vitest run` covers every package and app; each project keeps its own config.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/fixtures',
      'packages/extraction',
      'apps/api',
      'apps/web',
      'tests/contract',
    ],
  },
});
