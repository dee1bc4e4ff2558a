import { uploadInvoice } from './api-setup';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { screenshotBothThemes } from './procurement';

test('analytics shows its four figures and two charts', async ({ page }, testInfo) => {
  // An upload, a reload, two charts and screenshots in both themes: more than the default 30 s
  // on a shared 2-core machine.
  test.setTimeout(60_000);
  await signIn(page, '/analytics');
  // The demo invoices are dated in the past: one uploaded now puts this week on the chart.
  await uploadInvoice(page, `ANALYTICS-${Date.now()}`);
  await page.reload();
  for (const kpi of [
    'average_payment_time',
    'payment_accuracy',
    'vendor_satisfaction',
    'cost_savings',
  ])
    await expect(page.getByTestId(`kpi-${kpi}`).locator('.stat-value')).not.toHaveText('');
  await expect(page.getByTestId('chart-invoices-per-week').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('chart-spend-by-vendor').locator('canvas')).toBeVisible();
  await screenshotBothThemes(page, testInfo, 'analytics-live');
});
