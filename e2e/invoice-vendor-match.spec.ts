import type { Locator, Page, TestInfo } from '@playwright/test';
import { buildDemoDataset } from '@procure/fixtures';
import { renderInvoicePdf } from '@procure/fixtures/invoices';
import { ownVendorSample } from './api-setup';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { openReadPdf } from './invoice-page';

/** A demo master vendor with its tax number (the seeded dataset is the same in every run). */
function masterVendor(name: string) {
  const vendor = buildDemoDataset().vendors.find((v) => v.basic.name === name);
  const taxNumber = vendor?.tax_code[0]?.tax_number;
  if (!vendor || typeof taxNumber !== 'string') throw new Error(`no demo vendor ${name}`);
  return { name, taxNumber };
}

/** Uploads a made-up invoice from this vendor (name and tax id as printed), opens it once read;
 * the vendor card. */
async function openInvoiceFrom(page: Page, vendor: { name: string; taxId: string }) {
  const number = `VM-${Date.now() % 1_000_000}`;
  const bytes = await renderInvoicePdf({
    ...ownVendorSample(number),
    vendor_name: vendor.name,
    vendor_tax_id: vendor.taxId,
  });
  await openReadPdf(page, `${number}.pdf`, bytes);
  return page.locator('.field-card[data-field="vendor_name"]');
}

/** The card, the card below it (where the tooltip opens) and the tooltip, in both themes, with
 * the card reached from the keyboard. */
async function screenshotCard(page: Page, info: TestInfo, name: string, card: Locator) {
  const setDark = (dark: boolean) =>
    page.evaluate((on) => {
      document.body.classList.toggle('bp6-dark', on);
      document.documentElement.classList.toggle('dark', on);
    }, dark);
  // The card and its tooltip (which opens below it), with a margin, once the tooltip has grown
  // to its size (it opens with a scale transition).
  await expect(page.locator('.bp6-popover-enter-done')).toBeVisible();
  const boxes = [(await card.boundingBox())!, (await page.locator('.bp6-tooltip').boundingBox())!];
  const x = Math.min(...boxes.map((b) => b.x)) - 8;
  const y = Math.min(...boxes.map((b) => b.y)) - 8;
  const clip = {
    x,
    y,
    width: Math.max(...boxes.map((b) => b.x + b.width)) + 8 - x,
    height: Math.max(...boxes.map((b) => b.y + b.height)) + 8 - y,
  };
  for (const dark of [false, true]) {
    await setDark(dark);
    await page.screenshot({
      path: info.outputPath(`${name}-${dark ? 'dark' : 'light'}.png`),
      clip,
    });
  }
}

/** Walks the cards with Tab to the vendor card (the walk starts at the first card in review
 * order); the tooltip then explains the link. */
async function tabToCard(page: Page, card: Locator) {
  await page.locator('.field-card[tabindex="0"]').focus();
  for (let i = 0; i < 20 && !(await card.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(card).toBeFocused();
}

test('Invoice review: the vendor card says what the link to the vendor master rests on', async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  await signIn(page);
  const muller = masterVendor('Müller Maschinenbau GmbH');
  const hanseatic = masterVendor('Hanseatic Shipping Supplies GmbH');

  // The master vendor's tax id printed: an exact link, whatever the name.
  let card = await openInvoiceFrom(page, { name: muller.name, taxId: muller.taxNumber });
  let tag = card.getByTestId('vendor-match');
  await expect(tag).toHaveText('Matched by tax ID');
  // The master vendor linked is named beside it, as a link to it; a screen reader hears both.
  await expect(card.getByTestId('vendor-match-master')).toHaveText(muller.name);
  await expect(card).toHaveAccessibleDescription(
    new RegExp(`^Matched by tax ID\\. Vendor master: ${muller.name}\\. Linked to`),
  );
  await tabToCard(page, card);
  await expect(page.locator('.bp6-tooltip')).toContainText('by the tax ID read on the invoice');
  await screenshotCard(page, info, 'vendor-match-tax-id', card);

  // A tax id the master does not know, and the name with a letter misread: linked by name.
  card = await openInvoiceFrom(page, {
    name: hanseatic.name.replace('Shipping', 'Shipp1ng'),
    taxId: 'DE100000001',
  });
  tag = card.getByTestId('vendor-match');
  await expect(tag).toHaveText(/^Matched by name \(\d+%\)$/);
  const percent = Number((await tag.textContent())!.match(/\d+/)![0]);
  expect(percent).toBeGreaterThanOrEqual(60);
  expect(percent).toBeLessThan(100);
  // The name read differs from the master's: the master's own name says which vendor it is.
  await expect(card.getByTestId('field-value')).toContainText('Shipp1ng');
  await expect(card.getByTestId('vendor-match-master')).toHaveText(hanseatic.name);
  await tabToCard(page, card);
  await expect(page.locator('.bp6-tooltip')).toContainText('by the name alone');
  await screenshotCard(page, info, 'vendor-match-name', card);
  // The reviewer checks the vendor the name was matched to: its page opens.
  await card.getByTestId('vendor-match-master').click();
  await expect(page).toHaveURL(/\/vendor\/view\/\d+$/);

  // A vendor the master does not have: no link, no tag.
  const own = ownVendorSample(`VM-OWN-${Date.now() % 1_000_000}`);
  card = await openInvoiceFrom(page, { name: own.vendor_name, taxId: own.vendor_tax_id! });
  await expect(card.getByTestId('field-value')).toHaveText(own.vendor_name);
  await expect(card.getByTestId('vendor-match')).toHaveCount(0);
});
