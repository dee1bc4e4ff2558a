import type { Page } from '@playwright/test';
import { buildMasterSet } from '@procure/fixtures';

const LOOKUPS = /\/masters\/(invoice|vendor)\/api\/v1\/lookups\/?\?/;

/**
 * Stand-in for the master lookups API (`GET /masters/{set}/api/v1/lookups/?category=`), which
 * issue 12 builds and the server does not answer yet (404). The vendor form fills four
 * dropdowns from it (industry, currency, bank account type, certificate type), three of them
 * required, so without it no registration can be completed and every visit to /vendor/add logs
 * 404s the console guard rejects. It steps in only when the real server says 404, answering
 * with the categories the demo dataset seeds, in the contract's shape (`data[category]`, an
 * empty list for an unknown one); once the API exists the real answer passes through unchanged
 * and this file can go.
 */
export async function standInForMasterLookups(page: Page): Promise<void> {
  await page.route(LOOKUPS, async (route) => {
    const response = await route.fetch();
    if (response.status() !== 404) return route.fulfill({ response });
    const url = new URL(route.request().url());
    const set = url.pathname.includes('/masters/invoice/') ? 'invoice' : 'vendor';
    const category = url.searchParams.get('category') ?? '';
    const found = buildMasterSet(set).find((item) => item.name === category);
    return route.fulfill({ json: { data: { [category]: found?.lookups ?? [] } } });
  });
}
