import type { Page } from '@playwright/test';
import { renderInvoicePdf } from '@procure/fixtures/invoices';
import { PDFDocument } from 'pdf-lib';
import { openPdf } from '../packages/extraction/src/pdf/pdfjs';
import { renderPageToPng } from '../packages/extraction/src/pdf/render-page';
import { ownVendorSample, uploadInvoiceFile } from './api-setup';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { screenshotBothThemes } from './procurement';

/** A scanner's PDF: the page image alone, no text layer (150 dpi, so 72/150 points a pixel). */
async function scannedPdf(png: Uint8Array) {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(png);
  const size = { width: (image.width * 72) / 150, height: (image.height * 72) / 150 };
  pdf.addPage([size.width, size.height]).drawImage(image, { x: 0, y: 0, ...size });
  return pdf.save();
}

/** Uploads a generated invoice rasterized like a scan (150 dpi PNG, or that image alone in a
 * PDF; no text layer either way); its id and invoice number. The server OCRs it in the
 * background. */
async function uploadScan(page: Page, as: 'png' | 'pdf' = 'png') {
  const invoiceNumber = `IMG-${Date.now() % 1_000_000}`;
  // A vendor of its own, so what other tests' reviews taught is not read here.
  const doc = await openPdf(await renderInvoicePdf(ownVendorSample(invoiceNumber)));
  const { png } = await renderPageToPng(await doc.getPage(1), 150);
  await doc.destroy();
  const file =
    as === 'png'
      ? { name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from(png) }
      : {
          name: 'scan.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(await scannedPdf(png)),
        };
  const id = await uploadInvoiceFile(page, file);
  return { id, invoiceNumber };
}

/** Opens invoice `id` once the server has read it, shown by the viewer as `state` (the image,
 * or the drawn PDF page), with no word pickable while no field is edited; then edits the
 * invoice number from the keyboard (a draft "typo"), and the OCR'd words are outlined over the
 * page. The card, its input and the word layer. */
async function editNumberOverWords(page: Page, id: number, state: 'image' | 'pdf') {
  await page.goto(`/invoices/detail/${id}`);
  await expect(page.getByTestId('extraction-status')).toHaveAttribute(
    'data-status',
    /^(extracted|hold)$/,
    { timeout: 120_000 },
  );
  await expect(page.getByTestId('document-viewer')).toHaveAttribute('data-state', state);
  const shown =
    state === 'image'
      ? page.locator('.doc-viewer-image img')
      : page.locator('.doc-viewer-page[data-drawn="true"]').first();
  await expect(shown).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('viewer-words')).toHaveCount(0);

  const card = page.locator('.field-card[data-field="invoice_number"]');
  await card.focus();
  await page.keyboard.press('Enter');
  const input = card.locator('input');
  await input.fill('typo');
  const words = page.getByTestId('viewer-words');
  await expect(words).toBeVisible();
  expect(await words.locator('.doc-viewer-word').count()).toBeGreaterThan(30);
  return { card, input, words };
}

test('Invoice viewer: the words OCR read on an image are picked into the field being edited, zoomed and turned', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  await signIn(page);
  const { id, invoiceNumber } = await uploadScan(page);

  const { card, input, words } = await editNumberOverWords(page, id, 'image');

  // A click on the number puts it into the card, and the input keeps the focus.
  const word = words.locator(`[data-word="${invoiceNumber}"]`).first();
  await word.click();
  await expect(input).toHaveValue(invoiceNumber);
  await expect(input).toBeFocused();

  // Zoomed in and turned a quarter: the boxes follow the image, and a click on the number
  // still picks it (Shift adds a word to what is there).
  await input.fill('');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Rotate' }).click();
  await expect(page.locator('.doc-viewer-image-turn')).toHaveAttribute('style', /rotate\(90deg\)/);
  await word.scrollIntoViewIfNeeded();
  const turned = (await word.boundingBox())!;
  // Turned, the word stands upright on the screen: taller than wide.
  expect(turned.height).toBeGreaterThan(turned.width);
  await word.click();
  await expect(input).toHaveValue(invoiceNumber);
  await words
    .locator('[data-word="Invoice"]')
    .first()
    .click({ modifiers: ['Shift'] });
  await expect(input).toHaveValue(`${invoiceNumber} Invoice`);
  await screenshotBothThemes(page, info, 'invoice-viewer-image-pick');

  // Enter saves the picked number: the card leaves edit mode and the words go.
  await input.fill('');
  await word.click();
  await input.press('Enter');
  await expect(card.locator('input')).toHaveCount(0);
  await expect(page.getByTestId('viewer-words')).toHaveCount(0);
  await expect(card).toContainText(invoiceNumber);
});

test('Invoice viewer: on a scanned PDF page (no text layer) the words OCR read are picked too', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const { id, invoiceNumber } = await uploadScan(page, 'pdf');

  const { input, words } = await editNumberOverWords(page, id, 'pdf');
  await words.locator(`[data-word="${invoiceNumber}"]`).first().click();
  await expect(input).toHaveValue(invoiceNumber);
});
