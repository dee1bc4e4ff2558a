import { readFile } from 'node:fs/promises';
import { extractedInvoice, uploadInvoice } from './api-setup';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

// Issue 25 items 1 and 5 in the browser: the reviewer writes an invoice's payment terms on its
// card, the due date follows, and the accounting export downloads from the invoice list.
test('Payment terms card: written in words, saved as read, due date follows; accounting export downloads', async ({
  page,
  pageGuard,
}) => {
  test.setTimeout(90_000);
  // The words that are not terms are answered 400, on purpose.
  pageGuard.allow(/status of 400/);
  await signIn(page);
  const id = await uploadInvoice(page, `TERMS-${Date.now()}`);
  await extractedInvoice(page, id);
  await page.goto(`/invoices/detail/${id}`);

  const card = page.getByTestId('field-cards').locator('[data-field="payment_terms"]');
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2/10 n/30');
  await page.keyboard.press('Enter');
  await expect(card).toHaveAttribute('data-status', 'corrected');
  await expect(card.getByTestId('field-value')).toHaveText(
    '2 % discount within 10 days, net 30 days',
  );
  // Words that are not terms are refused with the server's sentence; the card keeps its value.
  await card.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('whenever');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/cannot be read/).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(card.getByTestId('field-value')).toHaveText(
    '2 % discount within 10 days, net 30 days',
  );

  await page.goto('/invoices/all');
  await page.getByRole('button', { name: 'Accounting export' }).click();
  const dialog = page.getByRole('dialog');
  // The demo's approved invoices of 2024 name no vendor of the master data and no GL account:
  // the export says so, invoice by invoice, and writes nothing.
  await dialog.getByLabel('From').fill('2024-01-01');
  await dialog.getByLabel('To').fill('2024-12-31');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const problems = dialog.getByTestId('accounting-export-problems');
  await expect(problems).toContainText('Some invoices cannot be posted; nothing was exported');
  await expect(problems).toContainText(/line_items\.0\.gl_account: No GL account/);
  // A period without approved invoices downloads the journal's header.
  await dialog.getByLabel('From').fill('2019-01-01');
  await dialog.getByLabel('To').fill('2019-12-31');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('journal_2019-01-01_2019-12-31.csv');
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.replace(/^\ufeff/, '').split('\r\n')[0]).toBe(
    'Date,Invoice number,Vendor account,GL account,Cost centre,Tax rate,Net,Tax,Gross,Currency,Document link',
  );
  await expect(dialog).toBeHidden();
});
