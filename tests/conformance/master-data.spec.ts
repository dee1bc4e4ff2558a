import { expect, test } from '../../e2e/fixtures';
import { signInToSpecBackend } from './sign-in';
import { SPEC_LOOKUPS } from './spec-data';

// Master data against the spec backend: categories from data.data, lookups from
// data.data[category], the export saved as master-{name}.{ext}.

test('master categories, their lookups and the export file name', async ({ page, pageGuard }) => {
  // The pages ask GET /form-metadata/ for their dialogs, which this backend does not answer yet:
  // form metadata is still parsed with our full shape (section labels), see decisions.md.
  pageGuard.allow(/status of 404/);
  await signInToSpecBackend(page, '/master/invoice');
  const grid = page.getByTestId('category-grid');
  await expect(grid).toContainText('Payment terms');
  await expect(grid).toContainText('Freight zone');

  await page.getByRole('button', { name: 'Download' }).click();
  const download = page.waitForEvent('download');
  await page.getByTestId('download-excel-payment_terms').click();
  expect((await download).suggestedFilename()).toBe('master-payment_terms.xlsx');
  await page.keyboard.press('Escape');

  await grid.getByText('Payment terms').click();
  await expect(page).toHaveURL(/\/master\/invoice\/payment_terms$/);
  const lookups = page.getByTestId('lookup-grid');
  for (const lookup of SPEC_LOOKUPS.payment_terms!)
    await expect(lookups).toContainText(lookup.name);
});
