import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, NO_BROWSER_MESSAGE } from './scripts/find-chromium.mjs';

/** Browser tests drive the real product (built web app + API on one port) in Chromium.
 * Each run starts on a fresh, demo-seeded database in a temporary directory. */
// E2E_PORT and E2E_OUTPUT_DIR let two runs share a machine (one per working copy or engineer).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// scripts/e2e.mjs makes (and afterwards removes) the directory; a bare `npx playwright test` gets its own.
// The same lookup as scripts/e2e.mjs (which also installs a browser when none is found).
const chromiumPath = findChromium();
if (!chromiumPath) throw new Error(NO_BROWSER_MESSAGE);
// The conformance suite's second backend, made only from the specification (tests/conformance).
const CONFORMANCE_PORT = Number(process.env.CONFORMANCE_PORT ?? PORT + 100);
const CONFORMANCE_URL = `http://127.0.0.1:${CONFORMANCE_PORT}`;
const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1366, height: 900 },
  launchOptions: { executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS },
};
const dataDir =
  process.env.PROCURE_E2E_DATA_DIR ?? path.join(os.tmpdir(), `procure-e2e-${Date.now()}`);

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 1 : undefined,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testDir: 'e2e', use: browser },
    // The same built web app against the backend the specification describes (issue 20).
    {
      name: 'conformance',
      testDir: 'tests/conformance',
      testMatch: /\.spec\.ts$/,
      use: { ...browser, baseURL: CONFORMANCE_URL },
      teardown: 'conformance-summary',
    },
    {
      name: 'conformance-summary',
      testDir: 'tests/conformance',
      testMatch: /summary\.teardown\.ts$/,
      use: { baseURL: CONFORMANCE_URL },
    },
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `${BASE_URL}/api/health`,
      env: {
        PORT: String(PORT),
        PROCURE_DATA_DIR: dataDir,
        PROCURE_SEED_DEMO: '1',
        // Every test signs in through the form; a retry on CI must not trip the sign-in limit.
        LOGIN_RATE_LIMIT_PER_MINUTE: '60',
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // Serves the same build (WEB_DIST) with a /config.js pointing the app at itself.
      command: 'npx tsx tests/conformance/spec-backend.ts',
      url: `${CONFORMANCE_URL}/__conformance/report`,
      env: { CONFORMANCE_PORT: String(CONFORMANCE_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
