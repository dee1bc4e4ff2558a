import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { fillLine, headerSection, screenshotBothThemes, toast } from './procurement';
import { search } from './vendor-form';

// Issue 22 Tests: "a company is added and chosen on a PO" (the adding is companies.spec.ts): the
// PO form's Company dropdown (our server's extra), the company on the PO's page and list row,
// and the list's company filter.
const VENDOR = 'Kaveri Packaging Solutions';
const COMPANY = 'Procure Demo GmbH';

/** Picks the option of a native select whose text starts with `name` ('Name (CODE)'). */
async function pick(page: Page, testId: string, name: string) {
  const select = page.getByTestId(testId);
  const label = await select.locator('option', { hasText: name }).first().textContent();
  await select.selectOption({ label: label! });
}

test('a company is chosen on a PO, shown on it and filtered on in the list', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await signIn(page, '/po/add');
  // Another company first: the choice changed after the header is saved goes with the PO.
  const firstChoice = page.getByTestId('po-company').locator('option', { hasNotText: COMPANY });
  await page
    .getByTestId('po-company')
    .selectOption({ label: (await firstChoice.nth(1).textContent())! });
  const number = `PO-CO-${Date.now()}`;
  const header = headerSection(page, 'po');
  await search(page, header, 'vendorId', VENDOR);
  await header.getByTestId('field-poNumber').locator('input').fill(number);
  await header.getByRole('button', { name: 'Save Header' }).click();
  await expect(toast(page, 'Success')).toBeVisible();
  // No signed PO this time: the upload dialog is closed.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await pick(page, 'po-company', COMPANY);
  await fillLine(page, 0, {
    description: 'Stretch film',
    quantity: '3',
    unitPrice: '20',
    tax: 'GST 18%',
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Purchase Order saved successfully!')).toBeVisible();
  // The next PO of the round starts with the same company.
  await expect(page.getByTestId('po-company').locator('option:checked')).toContainText(COMPANY);

  await page.goto('/po/list?tab=draft');
  await pick(page, 'company-filter', COMPANY);
  await expect(page).toHaveURL(/company=\d+/);
  await page.getByPlaceholder(/Search/).fill(number);
  const row = page.getByTestId('po-table').locator('tbody tr', { hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(COMPANY);
  await screenshotBothThemes(page, info, 'po-list-company');
  // Another company's list does not hold it.
  const other = page.getByTestId('company-filter').locator('option', { hasNotText: COMPANY });
  const otherLabel = await other.nth(1).textContent();
  await page.getByTestId('company-filter').selectOption({ label: otherLabel! });
  await expect(page.getByText('no purchase orders found')).toBeVisible();

  await page.getByTestId('company-filter').selectOption({ label: 'Every company' });
  await row.click();
  await expect(page).toHaveURL(/\/po\/view\/\d+$/);
  await expect(page.getByTestId('document-header')).toContainText(COMPANY);
});
