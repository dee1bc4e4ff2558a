// bench:review's before/after: a second server of the same API serving an earlier web build.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A second server of the same API (the bundle scripts/start.mjs just made) serving the web
 * build in `dist`, with a temporary demo database of its own. */
export async function startBaselineServer(dist) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'procure-bench-review-baseline-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PROCURE_SEED_DEMO: '1',
      PORT: String(port),
      PROCURE_DATA_DIR: dataDir,
      WEB_DIST: path.resolve(dist),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the baseline server (${dist}) did not start`);
}
