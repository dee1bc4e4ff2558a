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

  // A category created and renamed: the documented bodies, data.data answers, the grid reloaded.
  // The spec's fixed dialog (the documents list no form for it): status active on create.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const categoryDialog = page.getByRole('dialog');
  await expect(categoryDialog.getByRole('radio', { name: 'Active', exact: true })).toBeChecked();
  await categoryDialog.getByLabel('Name').fill('incoterms');
  await categoryDialog.getByLabel('Icon').selectOption('store');
  await categoryDialog.getByRole('button', { name: 'Save' }).click();
  await expect(categoryDialog).toHaveCount(0);
  await expect(page.getByTestId('category-incoterms')).toContainText('Incoterms');
  rendered('POST /lookup-categories');
  await page.getByRole('button', { name: 'Edit Category Incoterms' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(categoryDialog.getByLabel('Name')).toHaveValue('incoterms');
  await expect(categoryDialog.getByLabel('Icon')).toHaveValue('store');
  await categoryDialog.getByLabel('Name').fill('incoterms_2020');
  await categoryDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('category-incoterms_2020')).toContainText('Incoterms 2020');
  rendered('PUT /lookup-categories/{id}');

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

  // The dialog's fields are the spec's fixed ones: the documents list no form for it.
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog');
  for (const label of ['Code 2', 'Code 3', 'Code 4', 'Code 5', 'Description'])
    await expect(dialog.getByLabel(label, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Active', exact: true })).toBeChecked();

  // A lookup created, then edited.
  await dialog.getByLabel('Name').fill('Net 60');
  await dialog.getByLabel('Code', { exact: true }).fill('N60');
  await dialog.getByLabel('Code 2').fill('NET60');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(lookups).toContainText('Net 60');
  rendered('POST /lookups');
  await page.getByRole('button', { name: 'Edit Lookup Net 60' }).click();
  await expect(dialog.getByLabel('Code', { exact: true })).toHaveValue('N60');
  await expect(dialog.getByLabel('Code 2')).toHaveValue('NET60');
  await dialog.getByLabel('Name').fill('Net 75');
  await dialog.getByText('Inactive', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(lookups).toContainText('Net 75');
  rendered('PUT /lookups/{id}');
});
