#!/usr/bin/env node
// npm start: build the web app when it is missing or older than its sources, then run the API
// and the built web app on one port. An empty database gets the demo dataset (set
// PROCURE_SEED_DEMO=0 to start empty).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildCurrent, webDist } from '../apps/web/build/source-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(webDist(), 'index.html');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const reason = !existsSync(webIndex)
  ? 'it is not built yet'
  : process.env.PROCURE_REBUILD_WEB === '1'
    ? 'PROCURE_REBUILD_WEB=1'
    : !isBuildCurrent()
      ? 'its sources changed since the last build'
      : undefined;
if (reason) {
  console.log(`Building the web app (${reason})...`);
  const build = spawnSync(npm, ['run', 'build', '-w', '@procure/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = {
  NODE_ENV: 'production',
  PROCURE_SEED_DEMO: '1',
  ...process.env,
};
const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
