// One cold page load in Chromium, measured the way a user on a slow machine gets it: bytes as
// sent over the wire per resource type (from the DevTools protocol), LCP and CLS from the
// page's own PerformanceObservers, with the CPU slowed down through CDP.
import { gzipSync } from 'node:zlib';
import { isIconAsset } from './icon-assets.mjs';

/** Collected in the page before any of its scripts run; CLS counts shifts without user input. */
const VITALS_OBSERVER = `
  window.__vitals = { lcp: 0, lcpElement: '', cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__vitals.lcp = entry.startTime;
      const el = entry.element;
      window.__vitals.lcpElement = el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

const kindOf = (type, url) => {
  if (type === 'Script') return 'js';
  if (type === 'Stylesheet') return 'css';
  if (type === 'Font') return 'font';
  if (/\.(svg|png|jpe?g|webp|ico)(\?|$)/.test(url)) return 'image';
  return 'other';
};

/**
 * Loads `url` in a fresh context (cold cache) and returns bytes per kind, the gzip anchor for
 * its JS and CSS, LCP and CLS. `prepare(context)` may seed storage (a signed-in session).
 */
export async function measurePage(browser, url, { cpuSlowdown, viewport, waitFor, prepare }) {
  const context = await browser.newContext({ viewport });
  await prepare?.(context);
  await context.addInitScript(VITALS_OBSERVER);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

  const responses = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    responses.set(requestId, {
      url: response.url,
      kind: kindOf(type, response.url),
      headerBytes: response.encodedDataLength,
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'],
    });
  });
  const finished = [];
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = responses.get(requestId);
    if (entry) finished.push({ ...entry, wire: encodedDataLength - entry.headerBytes });
  });

  await page.goto(url, { waitUntil: 'load' });
  await page.locator(waitFor).first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // LCP and layout shifts settle after the last paint; give the slowed CPU a moment.
  await page.waitForTimeout(1500);
  const vitals = await page.evaluate(() => window.__vitals);
  await context.close();

  const bytes = { js: 0, css: 0, font: 0, image: 0, other: 0 };
  for (const entry of finished) bytes[entry.kind] += entry.wire;
  const code = finished.filter((entry) => entry.kind === 'js' || entry.kind === 'css');
  const rawBodies = await Promise.all(
    code.map(async (entry) => Buffer.from(await (await fetch(entry.url)).arrayBuffer())),
  );
  return {
    bytes,
    codeWire: bytes.js + bytes.css,
    codeRaw: rawBodies.reduce((sum, body) => sum + body.length, 0),
    codeGzipAnchor: rawBodies.reduce((sum, body) => sum + gzipSync(body).length, 0),
    codeEncodings: [...new Set(code.map((entry) => entry.encoding ?? 'identity'))],
    requests: finished.length,
    iconAssets: finished.filter((entry) => isIconAsset(entry.url)).map((entry) => entry.url),
    lcp: vitals.lcp,
    lcpElement: vitals.lcpElement,
    cls: vitals.cls,
  };
}
