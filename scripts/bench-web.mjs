#!/usr/bin/env node
// npm run bench:web: what the sign-in page and the signed-in dashboard cost a user. Starts the
// real server (scripts/start.mjs, which rebuilds a stale web app) on a temporary demo database,
// loads each page cold in Chromium at 4x CPU slowdown and prints, in one table, the bytes as sent
// next to their anchor (the same JS and CSS gzipped), LCP and CLS. Runs: BENCH_WEB_RUNS (3).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from './find-chromium.mjs';
import { measurePage } from './bench-web/measure-page.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const DEMO_USER = { email: 'demo@procure.test', password: 'Procure#2026' };
// The targets (issue 7): JS+CSS on the wire and LCP of the sign-in page.
const TARGETS = { loginKiB: 200, dashboardKiB: 350, loginLcpMs: 1500 };
// A laptop screen, and Lighthouse's phone (where the dashboard is taller than the screen, so a
// footer pushed down by late content counts as a layout shift).
const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 412, height: 823 },
};

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
  const deadline = Date.now() + 180_000;
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
  throw new Error('the server did not answer /api/health within 180 s');
}

/** A signed-in browser: the session the sign-in form would store (remember me). */
async function signedInSession(base) {
  const response = await fetch(`${base}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_USER, remember: true }),
  });
  if (!response.ok) throw new Error(`sign-in for the bench failed: ${response.status}`);
  const { token, user_name, email, expires_at } = (await response.json()).data;
  const user = JSON.stringify({ user_name, email, expires_at });
  return (context) =>
    context.addInitScript(
      ([t, u]) => {
        localStorage.setItem('authToken', t);
        localStorage.setItem('user', u);
      },
      [token, user],
    );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes) => (bytes / 1024).toFixed(1);

function report(name, viewport, runs) {
  const first = runs[0];
  const lcp = median(runs.map((run) => run.lcp));
  const cls = median(runs.map((run) => run.cls));
  return {
    page: name,
    viewport,
    'JS+CSS wire KiB': kib(first.codeWire),
    'JS+CSS raw KiB': kib(first.codeRaw),
    'gzip anchor KiB': kib(first.codeGzipAnchor),
    'fonts KiB': kib(first.bytes.font),
    'all wire KiB': kib(Object.values(first.bytes).reduce((a, b) => a + b, 0)),
    requests: first.requests,
    encoding: first.codeEncodings.join(','),
    'LCP ms (median)': Math.round(lcp),
    'LCP runs': runs.map((run) => Math.round(run.lcp)).join('/'),
    'LCP element': first.lcpElement,
    'CLS (median)': cls.toFixed(3),
  };
}

const executablePath = requireChromium();
const dataDir = mkdtempSync(path.join(tmpdir(), 'procure-bench-web-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer(port, dataDir);
const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
try {
  const signedIn = await signedInSession(base);
  const pages = [
    { name: '/login', url: `${base}/login`, waitFor: 'button[type=submit]' },
    { name: '/', url: `${base}/`, waitFor: '[data-testid=dashboard]', prepare: signedIn },
  ];
  const rows = [];
  const iconAssets = new Set();
  for (const page of pages) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const options = { cpuSlowdown: CPU_SLOWDOWN, viewport, ...page };
        runs.push(await measurePage(browser, page.url, options));
      }
      runs.flatMap((run) => run.iconAssets).forEach((url) => iconAssets.add(url));
      rows.push(report(page.name, viewportName, runs));
    }
  }
  console.log(`\nWeb bench: cold loads in Chromium at ${CPU_SLOWDOWN}x CPU slowdown, ${RUNS} runs`);
  console.table(rows);
  console.log(
    `Targets: /login JS+CSS <= ${TARGETS.loginKiB} KiB, / <= ${TARGETS.dashboardKiB} KiB,` +
      ` /login LCP <= ${TARGETS.loginLcpMs} ms`,
  );
  console.log(
    iconAssets.size === 0
      ? 'Icon fonts and icon path chunks loaded: none'
      : `Icon fonts and icon path chunks loaded:\n  ${[...iconAssets].join('\n  ')}`,
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
