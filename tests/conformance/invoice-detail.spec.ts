import { expect, test } from './fixtures';
import { signInToSpecBackend } from './sign-in';
import { SPEC_INVOICES } from './spec-data';

// The invoice detail against the spec backend: found with {id: [n]}, header fields by control
// name with their _status, lines as `items`, the file by document_short_code, none of our
// extras (confidence, boxes, history, links); the export saved as invoice-{id}-{type}.{ext}.
// Our own features (approve/reject, payments, the match, review saves) are not offered: the
// documents show none of their calls, and edits are "held locally. No save call is shown."

test('invoice detail: field cards, lines, the document and the export', async ({
  page,
  rendered,
}) => {
  const invoice = SPEC_INVOICES[0]!;
  await signInToSpecBackend(page, '/invoices/all', rendered);
  const card = page.getByTestId('invoice-card').filter({ hasText: invoice.invoice_number });
  await card.getByRole('button', { name: 'Process' }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices/detail/${invoice.id}$`));

  const cards = page.getByTestId('field-cards');
  const number = cards.locator('[data-field="invoice_number"]');
  await expect(number).toContainText('Bill number');
  await expect(number.getByTestId('field-value')).toHaveText(invoice.invoice_number);
  await expect(number).toHaveAttribute('data-status', 'extracted');
  await expect(cards.locator('[data-field="total_amount"]')).toHaveAttribute(
    'data-status',
    'unmatched',
  );
  await expect(page.locator('input[value="Cold-chain freight"]')).toBeVisible();
  // Our extras are absent, and so are their widgets.
  await expect(page.getByText('Vendor not in master')).toHaveCount(0);
  await expect(page.getByTestId('history-section')).toHaveCount(0);
  for (const name of ['Approve', 'Reject', 'Mark paid'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.getByTestId('match-section')).toHaveCount(0);
  await expect(page.getByTestId('payments-section')).toHaveCount(0);
  rendered('POST /invoice (invoice by id)');

  // Edits stay on the page: a field and a line are saved without any call to the backend.
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
      writes.push(`${request.method()} ${request.url()}`);
  });
  await number.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('BILL-EDITED');
  await page.keyboard.press('Enter');
  await expect(number.getByTestId('field-value')).toHaveText('BILL-EDITED');
  await expect(number).toHaveAttribute('data-status', 'corrected');
  const cell = page.locator('input[value="Cold-chain freight"]');
  await cell.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Reefer freight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Save lines' })).toBeHidden();
  await expect(page.locator('input[value="Reefer freight"]')).toBeVisible();
  expect(writes).toEqual([]);

  // The document: its type from GET /document/{id}, its file through /r/{docId}.
  await expect(page.getByTestId('document-viewer')).toHaveAttribute('data-state', 'pdf', {
    timeout: 20_000,
  });
  rendered('GET /document/{id}', 'GET /r/{docId}');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  expect((await download).suggestedFilename()).toBe(`invoice-${invoice.id}-excel.xlsx`);
  rendered('POST /invoice?export_type');
});

test('invoice reference page: the documented fields, none of our actions or calls', async ({
  page,
  rendered,
}) => {
  const invoice = SPEC_INVOICES[0]!;
  const ours: string[] = [];
  page.on('request', (request) => {
    if (/\/(history|match|reextract|payments)\b/.test(new URL(request.url()).pathname))
      ours.push(request.url());
  });
  await signInToSpecBackend(page, `/invoices/ref/detail/${invoice.id}`, rendered);
  await expect(page.getByTestId('reference-fields')).toContainText(invoice.invoice_number);
  for (const name of ['Re-extract', 'Approve', 'Reject', 'Mark paid'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  // The history dialog opens, empty: this backend keeps no history of ours.
  await page.getByRole('button', { name: 'Invoice History' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The references dialogs show the spec's sample statuses and figures (the demo's hard-coded
  // data), marked as a sample, since this backend keeps no match of ours.
  await expect(page.getByText('83.3%').first()).toBeVisible();
  await page.getByRole('button', { name: 'Purchase Order', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Sample data');
  await expect(dialog).toContainText('PO Active');
  await expect(dialog).toContainText('Partially Used');
  await expect(dialog.getByTestId('po-lines')).toContainText('unmatched');
  await expect(dialog).toContainText('66.7%');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Material Receipt Note', exact: true }).click();
  await expect(dialog).toContainText('MRN Fully Received');
  await dialog.getByRole('combobox').selectOption({ index: 1 });
  await expect(dialog).toContainText('MRN Partially Received');
  await expect(dialog.getByTestId('mrn-lines')).toContainText('partial');
  expect(ours).toEqual([]);
});
