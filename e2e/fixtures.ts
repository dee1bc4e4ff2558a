import { test as base, expect } from '@playwright/test';
import { isIconAsset } from '../scripts/bench-web/icon-assets.mjs';
import { standInForMasterLookups } from './master-lookups';

/** Lets a test expect a console line it provokes (a refused sign-in logs its 401). */
export type PageGuard = { allow: (pattern: RegExp) => void };

/**
 * Every browser test fails on what a user never sees but a developer must: a console warning
 * or error (React's and Blueprint's warnings among them), an uncaught page error, a
 * Content-Security-Policy violation, or a download of Blueprint's icon font or icon paths.
 */
export const test = base.extend<{ pageGuard: PageGuard; masterLookups: void }>({
  pageGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error')
          problems.push(`console.${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('request', (request) => {
        if (isIconAsset(request.url())) problems.push(`icon asset loaded: ${request.url()}`);
      });
      // The browser reports a blocked script or style as an event; make it a console error.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
        ),
      );
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = problems.filter((problem) => !allowed.some((p) => p.test(problem)));
      expect(unexpected, 'console warnings or errors, CSP violations, icon downloads').toEqual([]);
    },
    { auto: true },
  ],
  // Until the master data API exists (issue 12): see master-lookups.ts.
  masterLookups: [
    async ({ page }, use) => {
      await standInForMasterLookups(page);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
