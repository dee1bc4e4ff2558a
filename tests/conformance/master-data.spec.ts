import { expect, test } from './fixtures';
import { signInToSpecBackend } from './sign-in';
import { SPEC_LOOKUPS } from './spec-data';

// Master data against the spec backend: categories from data.data, lookups from
// data.data[category], the export saved as master-{name}.{ext}.

test('master categories, their lookups, the export file name and the dialog', async ({
  page,
  rendered,
}) => {
  await signInToSpecBackend(page, '/master/invoice', rendered);
  const grid = page.getByTestId('category-grid');
  await expect(grid).toContainText('Payment terms');
  await expect(grid).toContainText('Freight zone');
  rendered('GET /lookup-categories');

  await page.getByRole('button', { name: 'Download' }).click();
  const download = page.waitForEvent('download');
  await page.getByTestId('download-excel-payment_terms').click();
  expect((await download).suggestedFilename()).toBe('master-payment_terms.xlsx');
  rendered('GET /lookups/ (export)');
  await page.keyboard.press('Escape');

  await grid.getByText('Payment terms').click();
  await expect(page).toHaveURL(/\/master\/invoice\/payment_terms$/);
  const lookups = page.getByTestId('lookup-grid');
  for (const lookup of SPEC_LOOKUPS.payment_terms!)
    await expect(lookups).toContainText(lookup.name);
  rendered('GET /lookups/');

  // The dialog's fields come from this backend's form metadata (sections without titles).
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Code 2')).toBeVisible();
  await expect(dialog.getByLabel('Description')).toBeVisible();
  rendered('GET /form-metadata/');
});
