#!/usr/bin/env node
// npm start: build the web app when it is missing or older than its sources, bundle the API
// into plain JavaScript (about a second), then run it on Node alone, serving the built web app
// on the same port. An empty database gets the demo dataset (set
// PROCURE_SEED_DEMO=0 to start empty).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../apps/api/server-runtime.mjs';
import { isBuildCurrent, webDist } from '../apps/web/build/source-stamp.mjs';

// Node 22 LTS is the supported version (README, Node.js 22); older Nodes still start, with a word.
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 22) {
  console.warn(
    `Procure supports Node.js 22 LTS; this is ${process.version} (past its end of life). ` +
      'The README section "Node.js 22" says how to get 22 from the npm registry.',
  );
}

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

// No TypeScript loader in the server process: it would transpile every module in process and
// keep what it compiled (issue 8: the server's memory).
const api = spawnSync(process.execPath, [path.join(root, 'apps/api/build.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (api.status !== 0) process.exit(api.status ?? 1);
const apiBundle = path.join(root, 'apps/api/dist/server.mjs');

const env = {
  NODE_ENV: 'production',
  PROCURE_SEED_DEMO: '1',
  ...SERVER_ENV,
  ...process.env,
};
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, apiBundle], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
