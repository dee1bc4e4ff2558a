import type { Page, Response } from '@playwright/test';
import { renderInvoicePdf } from '@procure/fixtures/invoices';
import { ownVendorSample, uploadInvoiceFile } from './api-setup';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { screenshotBothThemes } from './procurement';

/** Uploads a three-page invoice PDF (its fonts are the standard Helvetica, not embedded) and
 * waits until it is read; its id and invoice number. */
async function uploadInvoice(page: Page) {
  const invoiceNumber = `PICK-${Date.now()}`;
  // A vendor of its own, so what other tests' reviews taught is not read here.
  const sample = ownVendorSample(invoiceNumber);
  const bytes = await renderInvoicePdf({
    ...sample,
    line_items: Array.from({ length: 60 }, (_, i) => ({
      ...sample.line_items[0]!,
      description: `Viewer pick item ${i + 1}`,
    })),
  });
  const id = await uploadInvoiceFile(page, {
    name: 'pick.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(bytes),
  });
  return { id, invoiceNumber };
}

test('Invoice viewer: standard fonts from the app, words picked into the field being edited', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await signIn(page);
  const { id, invoiceNumber } = await uploadInvoice(page);

  // The PDF's fonts are not embedded: pdf.js draws them with the app's own standard font data.
  const fonts: Response[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/standard_fonts/')) fonts.push(response);
  });
  await page.goto(`/invoices/detail/${id}`);
  await expect(page.getByTestId('extraction-status')).toHaveAttribute(
    'data-status',
    /^(extracted|hold)$/,
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('document-viewer')).toHaveAttribute('data-state', 'pdf', {
    timeout: 30_000,
  });
  await expect(page.locator('.doc-viewer-page[data-page="1"][data-drawn="true"]')).toBeVisible({
    timeout: 30_000,
  });
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(new URL(font.url()).origin).toBe(new URL(page.url()).origin);
    expect(font.url()).toMatch(/\/assets\/pdfjs-[\d.]+\/standard_fonts\/LiberationSans/);
    expect(font.status()).toBe(200);
  }

  // No word can be picked while no field is edited.
  await expect(page.getByTestId('viewer-words')).toHaveCount(0);

  // Edit the invoice number from the keyboard, then click its word on the page.
  const card = page.locator('.field-card[data-field="invoice_number"]');
  await card.focus();
  await page.keyboard.press('Enter');
  const input = card.locator('input');
  await input.fill('typo');
  const words = page.getByTestId('viewer-words').first();
  await expect(words).toBeVisible();
  const word = words.locator(`[data-word="${invoiceNumber}"]`).first();
  await word.click();
  await expect(input).toHaveValue(invoiceNumber);
  // The input keeps the focus, so Enter would save it at once.
  await expect(input).toBeFocused();

  // Shift adds a word to the draft; a drag still pans and picks nothing.
  await words
    .locator('[data-word="Viewer"]')
    .first()
    .click({ modifiers: ['Shift'] });
  await expect(input).toHaveValue(`${invoiceNumber} Viewer`);
  await screenshotBothThemes(page, info, 'invoice-viewer-pick');
  const stage = page.getByTestId('viewer-stage');
  const box = (await stage.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 40);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 40, { steps: 5 });
  await page.mouse.up();
  await expect(input).toHaveValue(`${invoiceNumber} Viewer`);

  // Escape cancels the edit, and the words are no longer pickable.
  await input.press('Escape');
  await expect(card.locator('input')).toHaveCount(0);
  await expect(page.getByTestId('viewer-words')).toHaveCount(0);
});
