#!/usr/bin/env node
// npm run test:e2e: build the web app as users get it, then drive it in Chromium against the
// real server (playwright.config.ts starts scripts/start.mjs on a fresh temporary database).
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;

const built = run(npm, ['run', 'build', '-w', '@procure/web']);
if (built !== 0) process.exit(built);
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
