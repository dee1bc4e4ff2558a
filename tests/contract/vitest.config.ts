import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'client-server', include: ['**/*.test.ts'], testTimeout: 30_000 },
});
