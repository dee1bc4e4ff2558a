import { apiOf, extractedInvoice, uploadInvoice } from './api-setup';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import {
  documentDrawn,
  fieldCards as cards,
  invoiceDetail as detail,
  invoiceHistory as history,
  openHistory,
  today,
  type HistoryEvent,
} from './invoice-page';
import { screenshotElementBothThemes } from './procurement';

// The review page's history of edits, and the approve-anyway dialog's blocking fields. Every
// test makes its own invoices through the API, so none depends on what another spec left in the
// shared database.

test('Edits show in the history with field, old and new value, who and when', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const api = await apiOf(page);
  const number = `HIST-${Date.now()}`;
  const id = await uploadInvoice(page, number);
  await extractedInvoice(page, id);
  await api.put(`/api/v1/invoice/${id}`, { header: { currency: 'USD', net_amount: 447.3 } });

  await detail(page, id);
  // Amounts show as money; the edit box holds the raw number.
  const net = cards(page).locator('[data-field="net_amount"]');
  await expect(net.getByTestId('field-value')).toHaveText('$447.30');
  await net.focus();
  await page.keyboard.press('Enter');
  await expect(net.locator('input')).toHaveValue('447.3');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('500');
  await page.keyboard.press('Enter');
  await expect(net.getByTestId('field-value')).toHaveText('$500.00');

  // The currency is picked from the currency table.
  const currency = cards(page).locator('[data-field="currency"]');
  await currency.focus();
  await page.keyboard.press('Enter');
  const select = currency.locator('select');
  await expect(select).toBeFocused();
  await select.selectOption('EUR');
  await select.press('Enter');
  await expect(currency.getByTestId('field-value')).toHaveText('EUR');
  await expect(net.getByTestId('field-value')).toHaveText('500,00 €');

  const invoiceNumber = cards(page).locator('[data-field="invoice_number"]');
  await invoiceNumber.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`${number}-R`);
  await page.keyboard.press('Enter');
  await expect(invoiceNumber).toHaveAttribute('data-status', 'corrected');

  const events = await api.get<{ events: HistoryEvent[] }>(`/api/v1/invoice/${id}/history`);
  const who = events.events.at(-1)!.by;
  await openHistory(page);
  const edits = history(page).locator('li[data-action="edited"]');
  const edit = (field: string) => edits.and(page.locator(`[data-field="${field}"]`)).first();
  await expect(edit('invoice_number')).toContainText(`${number} → ${number}-R`);
  await expect(edit('net_amount')).toContainText('447.3 → 500');
  await expect(edit('currency')).toContainText('USD → EUR');
  await expect(edit('currency')).toContainText('Edited');
  // Each field by its label from the metadata.
  const labels = {
    invoice_number: 'Invoice Number',
    net_amount: 'Net Amount',
    currency: 'Currency',
  };
  for (const [field, label] of Object.entries(labels)) {
    await expect(edit(field).locator('.history-field')).toHaveText(label);
    await expect(edit(field)).toContainText(`${who} · ${today()}`);
  }
  // Newest first: the last edit leads.
  await expect(edits.first()).toHaveAttribute('data-field', 'invoice_number');
  await documentDrawn(page);
});

test('The approve-anyway dialog names each blocking field by its label', async ({
  page,
  pageGuard,
}, info) => {
  test.setTimeout(120_000);
  // The refused approval is a 400 the browser logs.
  pageGuard.allow(/status of 400/);
  await signIn(page);
  // Uploaded by the clerk: the demo user may approve it (segregation of duties).
  const id = await uploadInvoice(page, `LABEL-${Date.now()}`, 'clerk');
  await extractedInvoice(page, id);
  // The sample's vendor is not in the vendor master: its field is unmatched.
  await detail(page, id);
  await expect(cards(page).locator('[data-field="vendor_name"]')).toHaveAttribute(
    'data-status',
    'unmatched',
  );
  await documentDrawn(page);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve despite problems' });
  await expect(dialog.getByTestId('approve-blockers')).toContainText(
    'Vendor Name: This field is unmatched',
  );
  await screenshotElementBothThemes(page, info, 'invoice-approve-blockers', dialog);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
