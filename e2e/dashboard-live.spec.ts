import type { Page } from '@playwright/test';
import { headersOf, uploadInvoice } from './api-setup';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { screenshotBothThemes } from './procurement';

const figure = (page: Page, card: string) =>
  page.getByTestId(`summary-${card}`).locator('.stat-value');

test('the dashboard counts an uploaded invoice and a submitted vendor', async ({
  page,
}, testInfo) => {
  await signIn(page, '/');
  await expect(figure(page, 'pending_invoices')).not.toHaveClass(/skeleton/);
  const invoices = Number(await figure(page, 'pending_invoices').textContent());
  const vendors = Number(await figure(page, 'pending_vendors').textContent());
  const headers = await headersOf(page);

  await uploadInvoice(page, `DASH-${Date.now()}`);

  // A rejected vendor, complete, is sent for approval again.
  const rejected = await page.request.get('/api/v1/vendor/?type=reject&page_size=20', { headers });
  const vendor = ((await rejected.json()) as { data: Array<{ id: number; name: string }> })
    .data[0]!;
  const submitted = await page.request.post('/api/v1/vendor/submit', {
    headers,
    data: { basic_id: vendor.id },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);

  await page.reload();
  await expect(figure(page, 'pending_invoices')).toHaveText(String(invoices + 1));
  await expect(figure(page, 'pending_vendors')).toHaveText(String(vendors + 1));
  await expect(page.getByTestId('recent-activity')).toContainText(`${vendor.name} submitted`);
  await screenshotBothThemes(page, testInfo, 'dashboard-live');
});
