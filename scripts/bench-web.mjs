#!/usr/bin/env node
// npm run bench:web: what the sign-in page and the signed-in dashboard cost a user. Starts the
// real server (scripts/start.mjs, which rebuilds a stale web app) on a temporary demo database,
// loads each page cold in Chromium at 4x CPU slowdown and prints, in one table, the bytes as sent
// next to their anchor (the same JS and CSS gzipped), LCP next to its anchor (a static page
// loaded before each run, bench-web/anchor-page.mjs) and CLS. Runs: BENCH_WEB_RUNS (3).
import { cpus, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from './find-chromium.mjs';
import { startAnchorPage } from './bench-web/anchor-page.mjs';
import { measurePage } from './bench-web/measure-page.mjs';
import { median, signedInSession, startBenchServer } from './bench-web/server.mjs';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
// The targets (issue 7): JS+CSS on the wire and LCP of the sign-in page.
const TARGETS = { loginKiB: 200, dashboardKiB: 350, loginLcpMs: 1500 };
// A laptop screen, and Lighthouse's phone (where the dashboard is taller than the screen, so a
// footer pushed down by late content counts as a layout shift).
const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 412, height: 823 },
};

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
    'anchor LCP ms': Math.round(median(runs.map((run) => run.anchorLcp))),
    'LCP / anchor': median(runs.map((run) => run.lcp / run.anchorLcp)).toFixed(2),
    'CLS (median)': cls.toFixed(3),
  };
}

const executablePath = requireChromium();
const server = await startBenchServer('bench-web');
const { base } = server;
const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
const anchor = await startAnchorPage();
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
const loadBefore = load();
try {
  const signedIn = (await signedInSession(base)).prepare;
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
        // The anchor page just before each load, at the same slowdown and size (anchor-page.mjs).
        const anchorRun = await measurePage(browser, anchor.url, {
          cpuSlowdown: CPU_SLOWDOWN,
          viewport,
          waitFor: anchor.waitFor,
        });
        runs.push({ ...(await measurePage(browser, page.url, options)), anchorLcp: anchorRun.lcp });
      }
      runs.flatMap((run) => run.iconAssets).forEach((url) => iconAssets.add(url));
      rows.push(report(page.name, viewportName, runs));
    }
  }
  console.log(`\nWeb bench: cold loads in Chromium at ${CPU_SLOWDOWN}x CPU slowdown, ${RUNS} runs`);
  console.log(
    `LCP anchor: a static page with the card's text and no CSS or script, loaded before each` +
      ` run; load average (1/5/15 min) ${loadBefore} before, ${load()} after, on ${cpus().length} cores`,
  );
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
  await anchor.close();
  await browser.close();
  await server.stop();
}
