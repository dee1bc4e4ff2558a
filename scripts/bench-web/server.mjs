// What the browser benches share: the real server (scripts/start.mjs, which rebuilds a stale web
// app) on a free port and a temporary demo database, and a signed-in browser session.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEMO_USER = { email: 'demo@procure.test', password: 'Procure#2026' };

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

async function startServer(port, dataDir) {
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PROCURE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 600_000; // a build on a loaded machine takes minutes
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting');
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not answer /api/health within 600 s');
}

/**
 * Starts the server on a free port with a temporary demo database; `stop()` ends it and
 * deletes the database. `name` names the temporary folder.
 */
export async function startBenchServer(name) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `procure-${name}-`));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the demo user in through the API: its token, and `prepare(context)`, which gives a
 * browser context the session the sign-in form would store (remember me). */
export async function signedInSession(base) {
  const response = await fetch(`${base}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_USER, remember: true }),
  });
  if (!response.ok) throw new Error(`sign-in for the bench failed: ${response.status}`);
  const { token, user_name, email, expires_at } = (await response.json()).data;
  const user = JSON.stringify({ user_name, email, expires_at });
  const prepare = (context) =>
    context.addInitScript(
      ([t, u]) => {
        localStorage.setItem('authToken', t);
        localStorage.setItem('user', u);
      },
      [token, user],
    );
  return { token, prepare };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
