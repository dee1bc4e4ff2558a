import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'extraction',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
