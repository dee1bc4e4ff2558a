import type { Locator, Page } from '@playwright/test';
import { renderInvoicePdf } from '@procure/fixtures/invoices';
import { headersOf, ownVendorSample } from './api-setup';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { openReadPdf } from './invoice-page';
import { screenshotBothThemes } from './procurement';

/** A box on the screen relative to the first page of the document (the viewer may scroll). */
async function onPage(page: Page, what: Locator) {
  const sheet = (await page.locator('.doc-viewer-page[data-page="1"]').boundingBox())!;
  const box = (await what.boundingBox())!;
  return { x: box.x - sheet.x, y: box.y - sheet.y, width: box.width, height: box.height };
}
type Rect = Awaited<ReturnType<typeof onPage>>;
/** The highlight (a little larger than the words' box) stands around the middle of `word`. */
const around = (highlight: Rect, word: Rect) => {
  const x = word.x + word.width / 2;
  const y = word.y + word.height / 2;
  return (
    highlight.x <= x &&
    x <= highlight.x + highlight.width &&
    highlight.y <= y &&
    y <= highlight.y + highlight.height
  );
};

/** Uploads a PDF, opens its invoice once the server has read it and its first page is drawn;
 * the invoice's id. */
async function openDrawnPdf(page: Page, name: string, bytes: Uint8Array): Promise<number> {
  const id = await openReadPdf(page, name, bytes);
  await expect(page.locator('.doc-viewer-page[data-drawn="true"]').first()).toBeVisible({
    timeout: 20_000,
  });
  return id;
}

test('Invoice detail: after a save, the highlight sits on the words the reviewer clicked', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await signIn(page);
  // The PO number is printed twice: beside its label (where the extractor reads it) and in
  // the first line's description, the print the reviewer clicks.
  const stamp = Date.now() % 1_000_000;
  const sample = ownVendorSample(`PICK-${stamp}`);
  const po = `PO-${stamp}`;
  const [first, ...rest] = sample.line_items;
  const bytes = await renderInvoicePdf({
    ...sample,
    po_number: po,
    line_items: [{ ...first!, description: `Order ${po} services` }, ...rest],
  });
  const id = await openDrawnPdf(page, 'picked.pdf', bytes);

  const card = page.locator('.field-card[data-field="po_number"]');
  await expect(card.getByTestId('field-value')).toHaveText(po);
  await card.click();
  const highlight = page.getByTestId('document-highlight');
  await expect(highlight).toBeVisible();

  await card.focus();
  await page.keyboard.press('Enter');
  const prints = page.getByTestId('viewer-words').locator(`[data-word="${po}"]`);
  await expect(prints).toHaveCount(2);
  const boxes = [await onPage(page, prints.nth(0)), await onPage(page, prints.nth(1))];
  // The table is below the label on the page.
  const lower = boxes[0]!.y > boxes[1]!.y ? 0 : 1;
  const table = boxes[lower]!;
  const label = boxes[1 - lower]!;
  // Before the save the field is where the extractor read it, beside its label.
  expect(around(await onPage(page, highlight), label)).toBe(true);

  // The reviewer clicks the print in the table and saves it.
  await prints.nth(lower).click();
  await expect(card.locator('input')).toHaveValue(po);
  await card.locator('input').press('Enter');
  await expect(card.locator('input')).toHaveCount(0);

  // The highlight now stands on the clicked words, and the card says the value is confirmed.
  await expect.poll(async () => around(await onPage(page, highlight), table)).toBe(true);
  expect(around(await onPage(page, highlight), label)).toBe(false);
  await expect(card.getByTestId('confirmed')).toHaveText('Confirmed');
  await expect(card.getByTestId('field-status')).toHaveAttribute('data-kind', 'valid');
  await screenshotBothThemes(page, info, 'invoice-picked-highlight');

  // Both stay after the document is read again (a Re-extract of the list).
  const reread = await page.request.post(`/api/v1/invoice/${id}/extract`, {
    headers: await headersOf(page),
  });
  expect(reread.status(), await reread.text()).toBe(202);
  await page.reload();
  await expect(page.getByTestId('extraction-status')).toHaveAttribute(
    'data-status',
    /^(extracted|hold)$/,
    { timeout: 60_000 },
  );
  const again = page.locator('.field-card[data-field="po_number"]');
  await again.click();
  await expect(page.locator('.doc-viewer-page[data-drawn="true"]').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(again.getByTestId('field-value')).toHaveText(po);
  await expect(again.getByTestId('confirmed')).toHaveText('Confirmed');
  await expect.poll(async () => around(await onPage(page, highlight), table)).toBe(true);
  await screenshotBothThemes(page, info, 'invoice-confirmed-read-again');
});

test('Invoice detail: a printed amount clicked into an amount card saves as its number, highlighted there', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const bytes = await renderInvoicePdf(ownVendorSample(`PICK-AMOUNT-${Date.now() % 1_000_000}`));
  await openDrawnPdf(page, 'amount.pdf', bytes);

  // The amount due, from the total printed with its dollar sign (the lower of its two prints).
  const card = page.locator('.field-card[data-field="amount_due"]');
  await card.focus();
  await page.keyboard.press('Enter');
  const prints = page.getByTestId('viewer-words').locator('[data-word="$6,112.47"]');
  await expect(prints).toHaveCount(2);
  const boxes = [await onPage(page, prints.nth(0)), await onPage(page, prints.nth(1))];
  const total = boxes[0]!.y > boxes[1]!.y ? 0 : 1;
  await prints.nth(total).click();
  await expect(card.locator('input')).toHaveValue('$6,112.47');
  await card.locator('input').press('Enter');
  await expect(card.locator('input')).toHaveCount(0);
  await expect(card.getByTestId('field-value')).toHaveAttribute('data-value', '6112.47');
  const highlight = page.getByTestId('document-highlight');
  await expect.poll(async () => around(await onPage(page, highlight), boxes[total]!)).toBe(true);
});
