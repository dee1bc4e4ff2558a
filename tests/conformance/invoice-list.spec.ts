import { expect, test } from './fixtures';
import { signInToSpecBackend } from './sign-in';
import { SPEC_INVOICES } from './spec-data';

// The invoice list against the spec backend: asked with type=draft (the backend refuses our
// 'all'), its own status words shown as they come (an unknown one in grey), 12 a page.

test('invoice list: cards, unknown status words, paging and the table view', async ({
  page,
  rendered,
}) => {
  await signInToSpecBackend(page, '/invoices/all', rendered);
  const cards = page.getByTestId('invoice-card');
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toContainText(SPEC_INVOICES[0]!.invoice_number);
  await expect(cards.first()).toContainText(SPEC_INVOICES[0]!.vendor_name);
  const queued = cards.filter({ hasText: SPEC_INVOICES[4]!.invoice_number });
  await expect(queued.getByTestId('extraction-status')).toHaveText('queued');
  rendered('GET /invoice/');

  await page.getByTestId('pager').getByRole('button', { name: '2' }).click();
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(SPEC_INVOICES[12]!.invoice_number);

  await page.getByRole('button', { name: 'Table view' }).click();
  await expect(
    page.getByRole('row', { name: new RegExp(SPEC_INVOICES[13]!.invoice_number) }),
  ).toBeVisible();

  // Upload: the store answers data.doc_id alone (and 200, not our 201), the invoice upload a
  // message; the dialog closes and the list reloads.
  await page.getByRole('button', { name: 'Upload Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Invoice' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 other backend'),
  });
  const item = dialog.getByTestId('invoice-upload-list').getByRole('listitem');
  await expect(item.getByRole('status')).toHaveText('Uploaded successfully');
  rendered('POST /store/upload');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
  rendered('POST /invoice/upload');
});
