#!/usr/bin/env node
// npm run test:e2e: build the web app as users get it, then drive it in Chromium against the
// real server (playwright.config.ts starts scripts/start.mjs on a fresh temporary database,
// which is removed afterwards).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (cmd, args, env = process.env) =>
  spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;

const built = run(npm, ['run', 'build', '-w', '@procure/web']);
if (built !== 0) process.exit(built);
const dataDir = mkdtempSync(path.join(tmpdir(), 'procure-e2e-'));
const status = run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  ...process.env,
  PROCURE_E2E_DATA_DIR: dataDir,
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
