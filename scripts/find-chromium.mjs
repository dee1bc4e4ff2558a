// The one place that decides which Chromium the browser tests and the web bench drive.
// Order: CHROMIUM_PATH, Debian's /usr/bin/chromium, a Chromium installed by Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Flags that keep headless Chromium quiet and working in containers (no sandbox, no GPU, no
 * background downloads that would show up in network measurements). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export const NO_BROWSER_MESSAGE = [
  'No Chromium found for the browser tests. Get one in either of two ways:',
  '  1. install Chromium with the system package manager (Debian/Ubuntu: apt-get install chromium),',
  '     or point CHROMIUM_PATH at any Chromium or Chrome binary;',
  '  2. on a machine with internet access: npx playwright install chromium',
].join('\n');

/** The first browser found, without installing anything; undefined when there is none. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  const playwrights = chromium.executablePath();
  return existsSync(playwrights) ? playwrights : undefined;
}

/** A browser to run, installing Playwright's Chromium when none is found; exits with one clear
 * message when that fails too. */
export function requireChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist.`);
    console.error(NO_BROWSER_MESSAGE);
    process.exit(1);
  }
  console.log('No Chromium found; trying `npx playwright install chromium`...');
  const install = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  const installed = install.status === 0 ? findChromium() : undefined;
  if (installed) return installed;
  console.error(NO_BROWSER_MESSAGE);
  process.exit(1);
}
