import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'extraction',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 20_000,
    // Files share one module graph per worker (no re-import per file: the import was most of
    // the suite's time). Safe here: no test mocks modules or changes process-wide state.
    isolate: false,
  },
});
