#!/usr/bin/env node
// npm run bench:review: how long a reviewer waits on /invoices/detail/{id}. Starts the real
// server like bench:web (scripts/bench-web/server.mjs), uploads a 1-page and a 50-page invoice PDF
// (the fixtures' generator, then 49 pages of terms) and a 1-page one given 1000 lines (the line
// table's case), waits until they are extracted, then opens each one's review page
// cold in Chromium at 1x and 4x CPU (BENCH_REVIEW_RATES, e.g. '1') (CDP Emulation.setCPUThrottlingRate) and times, from the
// start of navigation, the interactive panel (the first field card) and the first drawn PDF page,
// with the viewer's own User Timing marks beside them. Anchors measured in the same run, at the
// same slowdown, make the numbers readable on a loaded machine: a bare page of the same server
// (GET /api/health) and a fixed amount of JavaScript work. Runs: BENCH_REVIEW_RUNS (5).
// Before/after on a shared machine: BENCH_REVIEW_BASELINE=<a web build's folder> (e.g. one made
// with WEB_DIST=/tmp/before npm run build -w @procure/web on the earlier commit) serves that build
// from a second server of the same API, and every run opens the same invoices on both, one
// after the other, so load elsewhere hits both alike; the table adds the median ratios
// baseline / current. BENCH_REVIEW_DOCS picks documents by key (1, 50, 1000lines; all by
// default). BENCH_REVIEW_TRACE=1 prints, for each build, when the page's requests ran in the last
// run of the 50-page PDF (resource timing) beside the viewer's marks.
// Run with tsx (the fixtures are TypeScript): node --import tsx scripts/bench-review.mjs
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from './find-chromium.mjs';
import { median, startBenchServer } from './bench-web/server.mjs';
import { startBaselineServer } from './bench-review/baseline-server.mjs';
import { prepareDocuments } from './bench-review/documents.mjs';

const RUNS = Number(process.env.BENCH_REVIEW_RUNS ?? 5);
const CPU_RATES = (process.env.BENCH_REVIEW_RATES ?? '1,4').split(',').map(Number);
const BASELINE_DIST = process.env.BENCH_REVIEW_BASELINE;
const TRACE = process.env.BENCH_REVIEW_TRACE === '1';
const VIEWPORT = { width: 1366, height: 900 };
/** The target: the first page of a 50-page PDF in under a second on this machine. */
const FIRST_PAGE_TARGET_MS = 1000;
/** The same one-page invoice, alone and followed by 49 pages of terms (an invoice with its
 * attachments): the panel is the same, only the document grows. */
const ALL_DOCUMENTS = [
  { key: '1', name: '1 page', pages: 1 },
  { key: '50', name: '50 pages', pages: 50 },
  // A long invoice: the 1-page document whose invoice holds 1000 lines (saved
  // through PUT /invoice/{id}, the most it takes), so the panel's line table is what grows.
  { key: '1000lines', name: '1 page', pages: 1, lines: 1000 },
];
const DOC_KEYS = (process.env.BENCH_REVIEW_DOCS ?? '1,50,1000lines').split(',');
const DOCUMENTS = ALL_DOCUMENTS.filter((doc) => DOC_KEYS.includes(doc.key));

/** Set in the page before its scripts: when the first field card and the first drawn page
 * appear (performance.now(), from the start of navigation). */
const OBSERVER = `
  window.__review = {};
  new MutationObserver(() => {
    const r = window.__review;
    if (!r.panel && document.querySelector('[data-testid=field-cards] .field-card'))
      r.panel = performance.now();
    if (!r.page && document.querySelector('.doc-viewer-page[data-page="1"][data-drawn="true"]'))
      r.page = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
`;

async function throttledPage(browser, rate, prepare) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await prepare?.(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page };
}

/** The anchors: a bare page of the same server, and 20 million additions of JavaScript. */
async function measureAnchor(browser, base, rate) {
  const { context, page } = await throttledPage(browser, rate);
  await page.goto(`${base}/api/health`, { waitUntil: 'load' });
  const result = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const start = performance.now();
    let sum = 0;
    for (let i = 0; i < 20_000_000; i += 1) sum += i % 7;
    return { bare: navigation.loadEventEnd, work: performance.now() - start + (sum % 1) };
  });
  await context.close();
  return result;
}

async function measureReview(browser, base, id, rate, prepare) {
  const { context, page } = await throttledPage(browser, rate, prepare);
  await context.addInitScript(OBSERVER);
  await page.goto(`${base}/invoices/detail/${id}`);
  try {
    await page
      .locator('.doc-viewer-page[data-page="1"][data-drawn="true"]')
      .waitFor({ state: 'attached', timeout: 90_000 });
    await page.locator('[data-testid=field-cards] .field-card').first().waitFor();
  } catch (error) {
    const shot = path.join(tmpdir(), `bench-review-failed-${id}-${rate}x.png`);
    await page.screenshot({ path: shot }).catch(() => undefined);
    const state = await page
      .getByTestId('document-viewer')
      .getAttribute('data-state', { timeout: 1000 })
      .catch(() => 'no viewer');
    await context.close();
    throw new Error(`invoice ${id} at ${rate}x: viewer state ${state}; screenshot ${shot}`, {
      cause: error,
    });
  }
  const result = await page.evaluate(() => {
    const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    const round = (value) => Math.round(value);
    const trace = [
      ...performance.getEntriesByType('resource').map((entry) => ({
        what: entry.name.replace(location.origin, '').slice(0, 70),
        start: round(entry.startTime),
        end: round(entry.responseEnd),
      })),
      ...performance.getEntriesByType('mark').map((entry) => ({
        what: `mark ${entry.name}`,
        start: round(entry.startTime),
        end: round(entry.startTime),
      })),
      ...Object.entries(window.__review).map(([name, at]) => ({
        what: `seen ${name}`,
        start: round(at),
        end: round(at),
      })),
    ].sort((a, b) => a.start - b.start);
    return {
      ...window.__review,
      viewerStart: mark('viewer:start'),
      pdfjs: mark('viewer:pdfjs-ready'),
      opened: mark('viewer:document-open'),
      trace,
    };
  });
  await context.close();
  return result;
}

const stats = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return 'n/a';
  const round = (value) => Math.round(value);
  return `${round(sorted[0])} / ${round(median(sorted))} / ${round(sorted.at(-1))}`;
};
const finiteMedian = (values) => median(values.filter(Number.isFinite));

const NO_RESULT = { panel: NaN, page: NaN, viewerStart: NaN, pdfjs: NaN, opened: NaN, trace: [] };

const executablePath = requireChromium();
const server = await startBenchServer('bench-review');
const baselineServer = BASELINE_DIST ? await startBaselineServer(BASELINE_DIST) : null;
const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
try {
  const builds = [{ label: 'current', ...(await prepareDocuments(server.base, DOCUMENTS)) }];
  if (baselineServer)
    builds.push({ label: 'baseline', ...(await prepareDocuments(baselineServer.base, DOCUMENTS)) });
  const load = loadavg()[0].toFixed(2);
  const rows = [];
  const ratios = [];
  let anchors = {};
  for (const rate of CPU_RATES) {
    const anchorRuns = [];
    /** runs[build label][document name] */
    const runs = Object.fromEntries(
      builds.map((build) => [
        build.label,
        Object.fromEntries(build.documents.map((doc) => [doc.name, []])),
      ]),
    );
    // Interleaved, so a burst of load elsewhere on the machine hits every kind of run alike.
    for (let run = 0; run < RUNS; run += 1) {
      anchorRuns.push(await measureAnchor(browser, server.base, rate));
      for (const [index] of DOCUMENTS.entries()) {
        // Alternating which build goes first, so neither always follows the other.
        const order = run % 2 ? [...builds].reverse() : builds;
        for (const build of order) {
          const doc = build.documents[index];
          // A run that times out (a machine under heavy load) is reported, not fatal.
          const result = await measureReview(
            browser,
            build.base,
            doc.id,
            rate,
            build.prepare,
          ).catch((error) => {
            console.warn(error.message);
            return NO_RESULT;
          });
          runs[build.label][doc.name].push(result);
        }
      }
    }
    const anchorMedian = median(anchorRuns.map((run) => run.bare));
    anchors[rate] = {
      'bare page ms': stats(anchorRuns.map((run) => run.bare)),
      'JS work ms': stats(anchorRuns.map((run) => run.work)),
    };
    const start = rows.length;
    for (const build of builds) {
      for (const doc of build.documents) {
        const done = runs[build.label][doc.name];
        rows.push({
          ...(baselineServer ? { build: build.label } : {}),
          CPU: `${rate}x`,
          document: `${doc.name} (${(doc.bytes / 1024).toFixed(0)} KiB)`,
          'panel ms': stats(done.map((run) => run.panel)),
          'first page ms': stats(done.map((run) => run.page)),
          'first page / bare page': (
            finiteMedian(done.map((run) => run.page)) / anchorMedian
          ).toFixed(1),
          'timed out': done.filter((run) => !Number.isFinite(run.page)).length,
          'viewer mounted ms': stats(done.map((run) => run.viewerStart)),
          'pdf.js ready ms': stats(done.map((run) => run.pdfjs)),
          'document open ms': stats(done.map((run) => run.opened)),
        });
        if (TRACE && doc.pages === 50) {
          console.log(`${build.label}, ${doc.name}, ${rate}x, last run:`);
          console.table(done.at(-1).trace);
        }
      }
    }
    if (baselineServer) {
      for (const doc of DOCUMENTS.map((_, index) => index)) {
        const [current, baseline] = builds.map(
          (build) => runs[build.label][build.documents[doc].name],
        );
        const ratio = (key) =>
          (
            finiteMedian(baseline.map((run) => run[key])) /
            finiteMedian(current.map((run) => run[key]))
          ).toFixed(2);
        // Per run too: the two builds were measured one after the other, so each pair shares
        // the machine's load at that moment.
        const paired = (key) =>
          finiteMedian(current.map((run, i) => baseline[i][key] / run[key])).toFixed(2);
        ratios.push({
          CPU: `${rate}x`,
          document: builds[0].documents[doc].name,
          'first page baseline/current (medians)': ratio('page'),
          'first page (median of paired runs)': paired('page'),
          'panel baseline/current (medians)': ratio('panel'),
          'panel (median of paired runs)': paired('panel'),
        });
      }
    }
    console.log(`${rate}x done:`);
    console.table(rows.slice(start));
  }
  console.log(
    `\nReview bench: cold loads of /invoices/detail/{id} in Chromium, ${RUNS} runs each,` +
      ` min / median / max from the start of navigation (load average ${load} at the start,` +
      ` ${loadavg()[0].toFixed(2)} at the end, on ${cpus().length} cores)`,
  );
  console.table(rows);
  if (ratios.length) {
    console.log(
      `Baseline ${BASELINE_DIST} over the current build (above 1: the current is faster):`,
    );
    console.table(ratios);
  }
  console.log('Anchors in the same run (min / median / max):');
  console.table(Object.fromEntries(Object.entries(anchors).map(([rate, a]) => [`${rate}x`, a])));
  console.log(`Target: the first page of the 50-page PDF under ${FIRST_PAGE_TARGET_MS} ms at 1x.`);
} finally {
  await browser.close();
  await server.stop();
  await baselineServer?.stop();
}
