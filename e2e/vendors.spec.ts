import { expect, test } from './fixtures';
import { signIn } from './helpers';

test('vendor list: tabs with their own counts, list state in the URL, screenshots in both themes', async ({
  page,
}) => {
  await signIn(page, '/vendor/list');
  await expect(page.getByRole('heading', { name: 'Vendors' })).toBeVisible();
  const table = page.getByTestId('vendor-table');
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeVisible();

  await page.getByRole('tab', { name: /Pending/ }).click();
  await expect(page).toHaveURL(/tab=draft/);
  await page.reload();
  await expect(page.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: 'test-results/vendor-list-dark.png', fullPage: true });

  await page.getByTestId('theme-toggle').click();
  await page.screenshot({ path: 'test-results/vendor-list-light.png', fullPage: true });
});

test('vendor registration: the first section is open, the others locked; Next checks the fields', async ({
  page,
}) => {
  await signIn(page, '/vendor/add');
  await expect(page.getByTestId('form-progress')).toHaveText('0/7 completed');
  await expect(page.getByText('Locked')).toHaveCount(6);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Vendor Name is required')).toBeVisible();
  await page.screenshot({ path: 'test-results/vendor-form-dark.png', fullPage: true });
  await page.getByTestId('theme-toggle').click();
  await page.screenshot({ path: 'test-results/vendor-form-light.png', fullPage: true });
});
