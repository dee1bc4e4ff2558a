import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { field, section } from './vendor-form';

// Master data in the vendor set, end to end: a category and two lookups made through the
// dialogs, one edited, the category deactivated (red border), exported, edited outside the app
// and imported again; the invoice set stays as it was.

const CATEGORY = 'e2e_carriers';
const TITLE = 'E2e carriers';

/** Closes the success toasts (they last 10 s and sit over the theme toggle). */
async function dismissToasts(page: Page) {
  const close = page.locator('.bp6-toast .bp6-button');
  // A toast may be leaving on its own while it is clicked.
  while ((await close.count()) > 0)
    await close
      .first()
      .click({ timeout: 1000 })
      .catch(() => undefined);
  await expect(page.locator('.bp6-toast')).toHaveCount(0);
}

/** Screenshots in the dark theme (the default), then the light one; leaves the theme dark. */
async function screenshotBothThemes(page: Page, testInfo: TestInfo, what: string) {
  const toggle = page.getByTestId('theme-toggle');
  await dismissToasts(page);
  await page.mouse.move(900, 700);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.screenshot({ path: testInfo.outputPath(`${what}-dark.png`), fullPage: true });
  await toggle.dispatchEvent('click'); // also under an open dialog's backdrop
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.mouse.move(900, 700);
  await page.screenshot({ path: testInfo.outputPath(`${what}-light.png`), fullPage: true });
  await toggle.dispatchEvent('click'); // also under an open dialog's backdrop
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
}

/** Every card of a category grid as 'name|lookups|status'. */
async function gridSnapshot(page: Page) {
  const cards = page.getByTestId('category-grid').locator('[data-testid^="category-"]');
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((nodes) =>
    nodes.map(
      (n) => `${n.getAttribute('data-testid')}|${n.textContent}|${n.getAttribute('data-status')}`,
    ),
  );
}

async function saveLookup(page: Page, values: Record<string, string>) {
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(values))
    await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
}

test('vendor master: categories, lookups, deactivation, export and import', async ({
  page,
  pageGuard,
}, testInfo) => {
  // A long journey on a shared 2-core machine: more than the default 30 s.
  test.setTimeout(120_000);
  await signIn(page, '/master/invoice');
  const invoiceBefore = await gridSnapshot(page);

  await page.goto('/master/vendor');
  await expect(page.getByRole('heading', { name: 'Vendor Master' })).toBeVisible();
  // The demo's count, or more: another test may have added an industry to this shared database.
  await expect(page.getByTestId('category-industries')).toContainText(/\d+ lookups/);

  // Create a category: name required, status active by default, an icon picked.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: 'Active', exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('field-name')).toContainText('is required');
  await dialog.getByLabel('Category Name').fill(CATEGORY);
  await dialog.getByLabel('Icon').selectOption('truck');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const card = page.getByTestId(`category-${CATEGORY}`);
  await expect(card).toContainText('0 lookups');

  // Its lookups: two created, one edited.
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/master/vendor/${CATEGORY}$`));
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(page.getByText('no lookups found')).toBeVisible();
  const create = page.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeEnabled();
  await create.click();
  await saveLookup(page, { Name: 'Road Freight', Code: 'ROAD', Description: 'By truck' });
  await create.click();
  await saveLookup(page, { Name: 'Air Freight', Code: 'AIR', 'Code 2': 'IATA' });
  await expect(page.getByTestId('lookup-grid').locator('.master-card')).toHaveCount(2);
  await page.getByRole('button', { name: 'Edit Lookup Air Freight' }).click();
  await expect(
    page.getByRole('dialog').getByRole('textbox', { name: 'Code', exact: true }),
  ).toHaveValue('AIR');
  await saveLookup(page, { Description: 'By plane' });
  await expect(page.getByTestId('lookup-Air Freight')).toContainText('By plane');
  await screenshotBothThemes(page, testInfo, 'master-lookups');

  // Deactivate the category: its card gets the red border.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(card).toContainText('2 lookups');
  await page.getByRole('button', { name: `Edit Category ${TITLE}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog').getByLabel('Category Name')).toHaveValue(CATEGORY);
  await page.getByRole('dialog').locator('label', { hasText: 'Inactive' }).click();
  await expect(page.getByRole('dialog').getByRole('radio', { name: 'Inactive' })).toBeChecked();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(card).toHaveAttribute('data-status', 'inactive');
  await expect(card).toHaveCSS('border-top-color', 'rgb(231, 106, 110)');
  await screenshotBothThemes(page, testInfo, 'master-categories');

  // Export the category as CSV, change one description outside the app, import it back.
  await page.getByRole('button', { name: 'Download' }).click();
  const download = page.waitForEvent('download');
  await page.getByTestId(`download-csv-${CATEGORY}`).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`master-${CATEGORY}.csv`);
  const exported = readFileSync(await file.path(), 'utf8');
  expect(exported).toContain('Road Freight,ROAD,,,,,By truck,Active');
  const edited = exported.replace('By truck', 'By road and rail');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Upload' }).click();
  const upload = page.getByRole('dialog');
  await upload.getByLabel('Category').selectOption(CATEGORY);
  // A bad file first: nothing is applied and every bad cell is named (the browser logs the 400).
  pageGuard.allow(/status of 400 \(Bad Request\)/);
  await upload.locator('#master-upload-file').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Name,Code,Status\r\n,X,Active\r\nOk,Y,sometimes\r\n'),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  const errors = upload.getByTestId('import-errors');
  await expect(errors).toContainText('2 rows have problems; nothing was imported');
  await expect(errors).toContainText('Row 2 · Name: Name is required');
  await expect(errors).toContainText('Row 3 · Status: Use Active or Inactive');
  await upload.locator('#master-upload-file').setInputFiles({
    name: `master-${CATEGORY}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(edited),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByTestId('import-result')).toHaveText(
    `Imported into ${TITLE}: 0 created, 1 updated, 1 unchanged.`,
  );
  await screenshotBothThemes(page, testInfo, 'master-upload');
  await upload.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close' }).click();

  await card.click();
  await expect(page.getByTestId('lookup-Road Freight')).toContainText('By road and rail');
  await expect(page.getByTestId('lookup-Air Freight')).toContainText('By plane');

  // The invoice set never saw any of it.
  await page.goto('/master/invoice');
  expect(await gridSnapshot(page)).toEqual(invoiceBefore);
});

test('a lookup made on the master page is offered by the form dropdown it feeds', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The vendor form's industry dropdown is sourced from the vendor set's "industries" category.
  await signIn(page, '/master/vendor');
  await page.getByTestId('category-industries').click();
  await expect(page).toHaveURL(/\/master\/vendor\/industries$/);
  await expect(page.getByRole('heading', { name: 'Industries' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeEnabled();
  await create.click();
  const name = `Ship Building ${Date.now() % 100000}`;
  await saveLookup(page, { Name: name, Description: 'Hulls and fittings' });
  await expect(page.getByTestId(`lookup-${name}`)).toContainText('Hulls and fittings');

  await page.goto('/vendor/add');
  const select = field(section(page, 'vendor_fm_basic'), 'industry').locator('select');
  const option = select.locator('option', { hasText: name });
  await expect(option).toHaveCount(1);
  await select.selectOption({ label: name });
  await expect(select.locator('option:checked')).toHaveText(name);
});

test('loading shows 12 skeleton cards; an unknown category has no lookups', async ({ page }) => {
  await signIn(page, '/');
  await page.route('**/masters/invoice/api/v1/lookup-categories', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/master/invoice');
  await expect(page.getByTestId('master-skeleton').locator('.master-card')).toHaveCount(12);
  await expect(page.getByTestId('category-payment_terms')).toBeVisible();
  await page.getByTestId('category-payment_terms').click();
  await expect(page.getByRole('heading', { name: 'Payment terms' })).toBeVisible();
  await expect(page.getByTestId('lookup-Net 90')).toHaveAttribute('data-status', 'inactive');

  await page.goto('/master/invoice/no_such_category');
  await expect(page.getByText('no lookups found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toBeDisabled();
});
