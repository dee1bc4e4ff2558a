#!/usr/bin/env node
// npm run test:e2e: find a browser, build the web app as users get it, then drive it in
// Chromium against the real server (playwright.config.ts starts scripts/start.mjs on a fresh
// temporary database, which is removed afterwards).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requireChromium } from './find-chromium.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (cmd, args, env = process.env) =>
  spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;

// Before the build, so a machine without a browser learns it at once.
const chromiumPath = requireChromium();
const built = run(npm, ['run', 'build', '-w', '@procure/web']);
if (built !== 0) process.exit(built);
const dataDir = mkdtempSync(path.join(tmpdir(), 'procure-e2e-'));
const status = run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  ...process.env,
  CHROMIUM_PATH: chromiumPath,
  PROCURE_E2E_DATA_DIR: dataDir,
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
