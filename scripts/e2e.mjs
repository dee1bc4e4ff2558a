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
// A run on a port of its own (E2E_PORT) builds into a folder of its own too: a second run must
// not replace the files the first one's server is sending.
const env = { ...process.env };
if (env.E2E_PORT && !env.WEB_DIST)
  env.WEB_DIST = path.join(tmpdir(), `procure-web-e2e-${env.E2E_PORT}`);
const built = run(npm, ['run', 'build', '-w', '@procure/web'], env);
if (built !== 0) process.exit(built);
const dataDir = mkdtempSync(path.join(tmpdir(), 'procure-e2e-'));
const status = run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  ...env,
  CHROMIUM_PATH: chromiumPath,
  PROCURE_E2E_DATA_DIR: dataDir,
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
