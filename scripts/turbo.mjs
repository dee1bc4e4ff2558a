#!/usr/bin/env node
// Runs turbo with its anonymous telemetry and update notice off, so CI and local output show
// only the build; an environment variable set here works on every platform, unlike a
// `VAR=1 turbo` script line.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const turboBin = createRequire(import.meta.url).resolve('turbo/bin/turbo');
const { status } = spawnSync(process.execPath, [turboBin, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' },
});
process.exit(status ?? 1);
