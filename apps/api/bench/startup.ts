import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { nodeArgs, serverBundle } from './product';
import { freePort } from './server-process';

/** npm run bench:startup -w @procure/api [-- --runs 5]
 *
 * How long the server takes from spawn to its first answer, and how much memory it holds
 * then, on a database that is already seeded (the everyday restart; the first start, which
 * seeds, is reported apart). SQLite, production settings, as `npm start` runs it. */
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);
const serverEntry = serverBundle();

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m);
  return Number(line?.[1] ?? 0) / 1024;
};

async function startOnce(env: Record<string, string>, port: number) {
  const started = performance.now();
  const child = spawn(process.execPath, nodeArgs(serverEntry), {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  const rss = rssMb(child.pid!);
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  return { ms, rss };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'procure-startup-'));
const env = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PROCURE_DATA_DIR: dataDir,
  PROCURE_SEED_DEMO: '1',
  LOG_LEVEL: 'silent',
  JOB_CONCURRENCY: '0',
  WEB_DIST: path.join(dataDir, 'no-web'),
  JWT_SECRET: 'bench-secret-long-enough-for-hs256-0123456789abcdef',
};
const port = await freePort();
const first = await startOnce(env, port);
console.log(
  `first start (migrate + seed): ${first.ms.toFixed(0)} ms, RSS ${first.rss.toFixed(0)} MB`,
);
const runs = [];
for (let i = 0; i < RUNS; i += 1) runs.push(await startOnce(env, port));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `restart (seeded database), median of ${RUNS}: ${median(runs.map((r) => r.ms)).toFixed(0)} ms, ` +
    `RSS ${median(runs.map((r) => r.rss)).toFixed(0)} MB`,
);
rmSync(dataDir, { recursive: true, force: true });
