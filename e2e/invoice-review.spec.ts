import type { Page } from '@playwright/test';
import { renderInvoicePdf } from '@procure/fixtures/invoices';
import { extractedInvoice, ownVendorSample, uploadInvoice, uploadInvoiceFile } from './api-setup';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { screenshotBothThemes } from './procurement';

/** A fresh invoice PDF, uploaded and extracted for this test (so no other spec's invoices, such
 * as OCR'd scans or approved ones, decide what is reviewed). Its vendor is one of its own, not in
 * the master, so no earlier test's corrections (learned for their vendor) change how it is read. */
async function openInvoice(page: Page) {
  // Uploaded by the clerk: the demo user may approve it (segregation of duties).
  const id = await uploadInvoice(page, `REVIEW-${Date.now()}`, 'clerk');
  await extractedInvoice(page, id);
  return id;
}

const cards = (page: Page) => page.getByTestId('field-cards');
const focusedCard = (page: Page) => cards(page).locator('.field-card:focus');

test('Invoice detail: correct two fields and a line from the keyboard; saved after a reload', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await signIn(page);
  const id = await openInvoice(page);
  await page.goto(`/invoices/detail/${id}`);
  await expect(page.getByTestId('document-viewer')).toHaveAttribute('data-state', 'pdf', {
    timeout: 20_000,
  });
  await expect(page.locator('.doc-viewer-page[data-drawn="true"]').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('extraction-panel')).toHaveAttribute('data-width', '50');
  await screenshotBothThemes(page, info, 'invoice-detail');

  // Tab starts at the card the reviewer should look at first (unmatched / lowest confidence).
  const first = cards(page).locator('.field-card[tabindex="0"]');
  await first.focus();
  const firstName = (await first.getAttribute('data-field'))!;
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('CORRECTED-1');
  await page.keyboard.press('Enter');
  await expect(cards(page).locator(`[data-field="${firstName}"]`)).toHaveAttribute(
    'data-status',
    'corrected',
  );
  await expect(focusedCard(page)).toHaveAttribute('data-field', firstName);

  // Escape leaves a card as it was.
  await page.keyboard.press('Tab');
  const second = (await focusedCard(page).getAttribute('data-field'))!;
  expect(second).not.toBe(firstName);
  await page.keyboard.press('Enter');
  await page.keyboard.type('discarded');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(focusedCard(page)).toHaveAttribute('data-field', second);

  // The net amount, typed with a thousands comma, is saved as a number.
  await cards(page).locator('[data-field="net_amount"]').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1,234.50');
  await page.keyboard.press('Enter');
  const net = cards(page).locator('[data-field="net_amount"]');
  await expect(net).toHaveAttribute('data-status', 'corrected');
  // Saved as the number 1234.5, shown as money in the invoice's currency.
  await expect(net.getByTestId('field-value')).toHaveAttribute('data-value', '1234.5');
  await expect(net.getByTestId('field-value')).toHaveText(/1[,.\s]?234[.,]50/);

  // One line: its description, Enter saves.
  const cell = page.locator('tr[data-line] td:nth-child(2) input').first();
  await cell.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Corrected line');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Save lines' })).toBeHidden();

  await page.reload();
  await expect(cards(page).locator(`[data-field="${firstName}"]`)).toHaveAttribute(
    'data-status',
    'corrected',
  );
  await expect(
    cards(page).locator(`[data-field="${firstName}"]`).getByTestId('field-value'),
  ).toHaveText('CORRECTED-1');
  await expect(net.getByTestId('field-value')).toHaveAttribute('data-value', '1234.5');
  await expect(cards(page).locator(`[data-field="${second}"]`)).not.toHaveAttribute(
    'data-status',
    'corrected',
  );
  await expect(cell).toHaveValue('Corrected line');
  await expect(page.getByTestId('lines-warning')).toBeVisible();
});

test('Invoice detail: the viewer zooms, rotates, pages, pans and goes fullscreen; the panel resizes and hides', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  // A long invoice (several pages), extracted for real, so fields know where they were found
  // (its made-up lines do not add up, so it may be held: it is read all the same).
  const sample = ownVendorSample(`VIEW-${Date.now()}`);
  const lines = Array.from({ length: 90 }, (_, i) => ({
    ...sample.line_items[0]!,
    description: `Viewer test item ${i + 1}`,
  }));
  const bytes = await renderInvoicePdf({ ...sample, line_items: lines });
  const invoiceId = await uploadInvoiceFile(page, {
    name: 'long.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(bytes),
  });

  await page.goto(`/invoices/detail/${invoiceId}`);
  await expect(page.getByTestId('extraction-status')).toHaveAttribute(
    'data-status',
    /^(extracted|hold)$/,
    {
      timeout: 60_000,
    },
  );
  const viewer = page.getByTestId('document-viewer');
  await expect(viewer).toHaveAttribute('data-state', 'pdf', { timeout: 20_000 });
  await expect(page.getByTestId('viewer-page')).toHaveText(/^1 \/ [2-9]/);
  // Only the pages near the view are drawn.
  await expect(page.locator('.doc-viewer-page[data-page="1"][data-drawn="true"]')).toBeVisible();
  const pages = Number((await page.getByTestId('viewer-page').textContent())!.split('/')[1]);
  expect(await page.locator('.doc-viewer-page[data-drawn="true"]').count()).toBeLessThan(pages);

  // Zoom 25..400 in steps of 25 from 100.
  const zoom = page.getByTestId('viewer-zoom');
  await expect(zoom).toHaveText('100%');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom).toHaveText('125%');
  for (let i = 0; i < 4; i += 1) await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(zoom).toHaveText('25%');
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  await zoom.click();
  await expect(zoom).toHaveText('100%');

  // Rotate in 90° steps: the page turns on its side.
  const page1 = page.locator('.doc-viewer-page[data-page="1"]');
  const upright = (await page1.boundingBox())!;
  await page.getByTestId('viewer-rotate').click();
  await expect(page.getByTestId('viewer-rotate')).toHaveAttribute('data-rotation', '90');
  const turned = (await page1.boundingBox())!;
  expect(Math.round(turned.width)).toBe(Math.round(upright.height));
  await page.getByTestId('viewer-rotate').click();
  await page.getByTestId('viewer-rotate').click();
  await page.getByTestId('viewer-rotate').click();
  await expect(page.getByTestId('viewer-rotate')).toHaveAttribute('data-rotation', '0');

  // Paging.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('viewer-page')).toHaveText(/^2 \//);
  await expect(page.locator('.doc-viewer-page[data-page="2"][data-drawn="true"]')).toBeVisible();
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page.getByTestId('viewer-page')).toHaveText(/^1 \//);

  // Drag to pan.
  const stage = page.getByTestId('viewer-stage');
  const box = (await stage.boundingBox())!;
  const before = await stage.evaluate((element) => element.scrollTop);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 40);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 40, { steps: 5 });
  await page.mouse.up();
  expect(await stage.evaluate((element) => element.scrollTop)).toBeGreaterThan(before + 100);

  // A field card shows where its value was found.
  await page.locator('.field-card[data-field="invoice_number"]').click();
  await expect(page.getByTestId('document-highlight')).toBeVisible();

  // Fullscreen and back.
  await viewer.getByRole('button', { name: 'Fullscreen' }).click();
  await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
  await viewer.getByRole('button', { name: 'Exit fullscreen' }).click();
  await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(false);

  // The panel: drag the divider (25..60 %), hide it, show it again at 50 %.
  const panel = page.getByTestId('extraction-panel');
  const divider = page.getByTestId('panel-divider');
  const split = (await page.getByTestId('split-view').boundingBox())!;
  const handle = (await divider.boundingBox())!;
  await page.mouse.move(handle.x + 3, handle.y + 100);
  await page.mouse.down();
  await page.mouse.move(split.x + split.width * 0.7, handle.y + 100, { steps: 4 });
  await page.mouse.up();
  await expect(panel).toHaveAttribute('data-width', '30');
  const moved = (await divider.boundingBox())!;
  await page.mouse.move(moved.x + 3, moved.y + 100);
  await page.mouse.down();
  await page.mouse.move(split.x + 10, handle.y + 100, { steps: 4 });
  await page.mouse.up();
  await expect(panel).toHaveAttribute('data-width', '60');
  await page.getByTestId('toggle-panel').click();
  await expect(panel).toBeHidden();
  await page.getByTestId('toggle-panel').click();
  await expect(panel).toHaveAttribute('data-width', '50');
});

test('Invoice reference page: real fields with confidence colours, metadata, dialogs', async ({
  page,
  pageGuard,
}, info) => {
  test.setTimeout(90_000);
  pageGuard.allow(/status of 400/); // the refused approval below
  await signIn(page);
  const id = await openInvoice(page);
  await page.goto(`/invoices/ref/detail/${id}`);
  await expect(page.getByTestId('document-viewer')).toHaveAttribute('data-state', 'pdf', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('viewer-zoom')).toHaveText('67%');
  await expect(page.getByTestId('extraction-panel')).toHaveAttribute('data-width', '60');
  await expect(page.getByTestId('reference-fields').locator('tr')).not.toHaveCount(0);
  await expect(page.getByTestId('document-metadata')).toContainText('application/pdf');
  await screenshotBothThemes(page, info, 'invoice-reference');

  await page.getByTestId('toggle-panel').click();
  await expect(page.getByTestId('extraction-panel')).toBeHidden();
  await page.getByTestId('toggle-panel').click();
  await expect(page.getByTestId('extraction-panel')).toHaveAttribute('data-width', '40');

  await page.getByRole('button', { name: 'Invoice History' }).click();
  await expect(page.getByTestId('timeline').locator('li')).toHaveCount(6);
  await expect(page.getByTestId('timeline').locator('li').first()).toHaveAttribute(
    'data-stage',
    'submitted',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Purchase Order', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /Purchase Order references/i })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Material Receipt Note', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: /Material Receipt Note references/i }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Approve answers here too: the uploaded invoice's vendor is not in the master, so the server
  // refuses and the page shows why, with a reason to approve anyway (cancelled here).
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const override = page.getByRole('dialog', { name: 'Approve despite problems' });
  await expect(override).toBeVisible();
  await expect(override.getByTestId('approve-blockers').locator('li')).not.toHaveCount(0);
  // Each blocker names its field by its label.
  await expect(override.getByTestId('approve-blockers')).toContainText(
    'Vendor Name: This field is unmatched',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
