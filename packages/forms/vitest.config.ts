import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'forms',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
