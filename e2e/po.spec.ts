import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { asApprover, signIn } from './helpers';
import {
  fillLine,
  gridLine,
  exportAs,
  headerSection,
  readExport,
  screenshotBothThemes,
  toast,
} from './procurement';
import { SMALL_PDF, search } from './vendor-form';

const VENDOR = 'Kaveri Packaging Solutions';

test('PO list: tabs with counts, page sizes, empty text, screenshots', async ({ page }, info) => {
  await signIn(page, '/po/list');
  await expect(page.getByRole('heading', { name: 'Purchase Orders' })).toBeVisible();
  const table = page.getByTestId('po-table');
  await expect(table.getByRole('columnheader', { name: 'Contact' })).toBeVisible();
  await page.getByRole('tab', { name: /Pending/ }).click();
  await expect(page).toHaveURL(/tab=draft/);
  await screenshotBothThemes(page, info, 'po-list');
  await page.getByPlaceholder(/Search/).fill('no-such-order-anywhere');
  await expect(page.getByText('no purchase orders found')).toBeVisible();
});

test('PO: an empty header shows the header toast and field errors', async ({ page }) => {
  await signIn(page, '/po/add');
  const header = headerSection(page, 'po');
  await header.getByTestId('field-poNumber').locator('input').fill('');
  await header.getByRole('button', { name: 'Save Header' }).click();
  await expect(toast(page, 'Please fix the highlighted fields')).toBeVisible();
  await expect(header.getByText(/is required/).first()).toBeVisible();
});

test('PO with a signed PDF and three lines, approved, then received in two MRNs', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(240_000);
  await signIn(page, '/po/add');
  const number = `PO-E2E-${Date.now()}`;
  const header = headerSection(page, 'po');
  await search(page, header, 'vendorId', VENDOR);
  await header.getByTestId('field-poNumber').locator('input').fill(number);
  await header.getByRole('button', { name: 'Save Header' }).click();
  await expect(toast(page, 'Success')).toBeVisible();

  // The upload dialog asks for the signed PO.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Please upload signed PO')).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({ ...SMALL_PDF, name: 'signed-po.pdf' });
  await expect(dialog.getByText('Uploaded successfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('attachment-link')).toHaveText('signed-po.pdf');

  await fillLine(page, 0, {
    description: 'Corrugated boxes',
    quantity: '10',
    unitPrice: '12.50',
    tax: 'GST 18%',
  });
  await page.getByRole('button', { name: 'Add line item' }).click();
  await fillLine(page, 1, {
    description: 'Packing tape',
    quantity: '4',
    unitPrice: '3.33',
    tax: 'GST 0%',
  });
  await page.getByRole('button', { name: 'Add line item' }).click();
  await fillLine(page, 2, {
    description: 'Pallet wrap',
    quantity: '2.5',
    unitPrice: '40',
    tax: 'GST 12%',
  });
  // 125 + 22.50; 13.32 + 0; 100 + 12
  await expect(gridLine(page, 0).getByTestId('field-amount').locator('input')).toHaveValue(
    '147.50',
  );
  await expect(gridLine(page, 1).getByTestId('field-amount').locator('input')).toHaveValue('13.32');
  await expect(page.getByTestId('total-amount')).toHaveText('272.82');
  await screenshotBothThemes(page, info, 'po-add');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Purchase Order saved successfully!')).toBeVisible();
  // A fresh header and one empty line.
  await expect(header.getByTestId('field-poNumber').locator('input')).not.toHaveValue(number);
  await expect(page.getByTestId('line-items')).toBeHidden();

  await page.goto('/po/list?tab=draft');
  await page.getByPlaceholder(/Search/).fill(number);
  const row = page.getByTestId('po-table').locator('tbody tr', { hasText: number });
  await expect(row).toHaveCount(1);
  await row.click();
  // Clicked before the search's pause ended: the pending search must not follow to the detail.
  await expect(page).toHaveURL(/\/po\/view\/\d+$/);
  const poUrl = page.url();
  await expect(page.getByTestId('document-lines').locator('tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('total-amount')).toHaveText('₹272.82');
  await expect(page.getByTestId('attachment-link')).toHaveText('signed-po.pdf');
  // The demo user made the PO, so the approver approves it, in a browser of their own.
  await asApprover(browser, baseURL, new URL(poUrl).pathname, async (approver) => {
    await approver.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(approver.getByRole('button', { name: 'Approve', exact: true })).toBeHidden();
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeHidden();
  await expect(page.getByTestId('receipt-state')).toHaveText('Not received');
  await screenshotBothThemes(page, info, 'po-detail');

  // First receipt: part of the first line only.
  await receive(page, number, (lines) => lines.partOfFirst());
  await page.goto(poUrl);
  await expect(page.getByTestId('receipt-state')).toHaveText('Partially received');
  await expect(page.getByTestId('document-line-0').getByTestId('received')).toHaveText('4');
  await expect(page.getByTestId('document-line-0').getByTestId('open')).toHaveText('6');
  await expect(page.getByTestId('receipts').locator('tbody tr')).toHaveCount(1);

  // Second receipt: everything still open.
  await receive(page, number, () => Promise.resolve());
  await page.goto(poUrl);
  await expect(page.getByTestId('receipt-state')).toHaveText('Fully received');
  await expect(page.getByTestId('receipts').locator('tbody tr')).toHaveCount(2);
  await screenshotBothThemes(page, info, 'po-detail-received');
});

/** /mrn/add against the PO: header, the invoice in the MRN dialog, the PO's open lines, Save. */
async function receive(
  page: Page,
  poNumber: string,
  adjust: (lines: { partOfFirst: () => Promise<void> }) => Promise<void>,
) {
  await page.goto('/mrn/add');
  const header = headerSection(page, 'mrn');
  await search(page, header, 'vendorId', VENDOR);
  await header.getByRole('button', { name: 'Save Header' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({ ...SMALL_PDF, name: 'invoice.pdf' });
  await expect(dialog.getByText('Uploaded successfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  const picker = page.locator('#mrn-po-picker');
  const option = picker.locator('option', { hasText: poNumber });
  await picker.selectOption({ label: (await option.textContent()) ?? '' });
  await expect(gridLine(page, 0).getByTestId('field-description').locator('input')).not.toHaveValue(
    '',
  );
  await adjust({
    partOfFirst: async () => {
      await gridLine(page, 2).getByRole('button', { name: 'Remove line item' }).click();
      await gridLine(page, 1).getByRole('button', { name: 'Remove line item' }).click();
      await gridLine(page, 0).getByTestId('field-quantity').locator('input').fill('4');
      await expect(gridLine(page, 0).getByTestId('field-amount').locator('input')).toHaveValue(
        '59.00',
      );
    },
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Purchase Order saved successfully!')).toBeVisible();
}

test('MRN list and both exports in both formats', async ({ page }, info) => {
  await signIn(page, '/mrn/list');
  await expect(page.getByRole('heading', { name: 'Material Receipt Notes' })).toBeVisible();
  await expect(
    page.getByTestId('mrn-table').getByRole('columnheader', { name: 'Contact' }),
  ).toBeVisible();
  await screenshotBothThemes(page, info, 'mrn-list');
  for (const kind of ['mrn', 'po'] as const) {
    await page.goto(`/${kind}/list`);
    await expect(page.getByTestId(`${kind}-table`).locator('tbody tr').first()).toBeVisible();
    for (const type of ['excel', 'csv'] as const) {
      const file = await exportAs(page, info, type);
      expect(file.name).toBe(`${kind}-active.${type === 'excel' ? 'xlsx' : 'csv'}`);
      const rows = await readExport(file.path);
      expect(rows[0]).toContain(kind === 'po' ? 'PO Number' : 'MRN Number');
      expect(rows.length).toBeGreaterThan(1);
    }
  }
});
