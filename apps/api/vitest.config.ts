import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // A test that starts servers or extracts a PDF takes up to ~10 s on a quiet two-core machine;
    // two workers share those cores, and a shared machine halves them again. The limit is there
    // to catch a hang, not to time the test.
    testTimeout: 45_000,
    // Files share one module graph per worker (no re-import per file: the import was most of
    // the suite's time). Safe here: no test mocks modules or changes process-wide state.
    isolate: false,
    hookTimeout: 60_000,
  },
});
