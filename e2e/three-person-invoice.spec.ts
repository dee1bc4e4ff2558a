import type { Page } from '@playwright/test';
import { renderInvoicePdf } from '@procure/fixtures/invoices';
import { approvedVendor, COLLEAGUES, headersOf, ownVendorSample } from './api-setup';
import { expect, test } from './fixtures';
import { asPerson, DEMO_USER, fillSignIn } from './helpers';
import { documentDrawn, fieldCards as cards, invoiceHistory as history } from './invoice-page';
import { screenshotBothThemes, toast } from './procurement';

// Issue 22's journey with three people, each in a browser of their own (their own session):
// the clerk uploads and reviews, the approver approves, the payer pays. The clerk is offered no
// approval and the server refuses one forged with the clerk's token.

const NAMES = { clerk: 'Clara Clerk', approver: 'Arun Approver', payer: 'Pavel Payer' };

const approveButton = (page: Page) => page.getByRole('button', { name: 'Approve', exact: true });

test('A clerk reviews an invoice, an approver approves it and a payer pays it, each in a browser of their own', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(240_000);
  const number = `TRIO-${Date.now()}`;
  const sample = ownVendorSample(number);

  // The clerk uploads through the dialog.
  await page.goto('/invoices/all');
  await fillSignIn(page, COLLEAGUES.clerk, DEMO_USER.password);
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await page.getByRole('button', { name: 'Upload Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Invoice' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: `${number}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await renderInvoicePdf(sample)),
  });
  await expect(dialog.getByText('Uploaded successfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
  const card = page
    .getByTestId('invoice-card')
    .filter({ has: page.getByRole('heading', { name: number }) });
  await expect(card.getByTestId('extraction-status')).toHaveAttribute('data-status', 'extracted', {
    timeout: 90_000,
  });
  const id = Number(await card.getAttribute('data-invoice-id'));

  // The clerk reviews: the vendor, printed as a name not in the master, becomes the master's.
  const vendor = await approvedVendor(page);
  await page.goto(`/invoices/detail/${id}`);
  const vendorCard = cards(page).locator('[data-field="vendor_name"]');
  await expect(vendorCard).toHaveAttribute('data-status', 'unmatched');
  await vendorCard.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(vendor.name);
  await page.keyboard.press('Enter');
  await expect(vendorCard).toHaveAttribute('data-status', 'corrected');
  await documentDrawn(page);

  // No Approve or Reject for the clerk, and a forged approval is refused with the reason.
  await expect(page.getByTestId('approval-status')).toHaveText(/review/i);
  await expect(approveButton(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
  await screenshotBothThemes(page, info, 'clerk-invoice-no-approve');
  const forged = await page.request.post(`/api/v1/invoice/${id}/approve`, {
    headers: await headersOf(page),
    data: {},
  });
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toEqual({
    message: 'Approving invoices needs the approver role.',
    code: 'forbidden',
  });

  // The approver approves in a browser of their own.
  await asPerson(browser, baseURL, COLLEAGUES.approver, `/invoices/detail/${id}`, async (p) => {
    await documentDrawn(p);
    await approveButton(p).click();
    await expect(toast(p, 'Invoice approved')).toBeVisible();
  });

  // The payer, in a third, records the payment of all that is outstanding.
  await asPerson(browser, baseURL, COLLEAGUES.payer, `/invoices/detail/${id}`, async (p) => {
    await expect(p.getByTestId('approval-status')).toHaveText(/approved/i);
    await expect(approveButton(p)).toHaveCount(0);
    await documentDrawn(p);
    await p.getByRole('button', { name: 'Mark paid' }).click();
    const payDialog = p.getByRole('dialog', { name: 'Mark paid' });
    await payDialog.getByLabel('Reference').fill(`TX-${number}`);
    await payDialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(toast(p, 'Invoice marked paid')).toBeVisible();
  });

  // The clerk sees it paid, and its history names the three people.
  await page.reload();
  await expect(page.locator('.review-bar').getByText('Paid', { exact: true })).toBeVisible();
  await page.getByTestId('history-section').getByText('History', { exact: true }).click();
  await expect(history(page).locator('li[data-action="edited"]').first()).toContainText(
    NAMES.clerk,
  );
  await expect(history(page).locator('li[data-action="approved"]')).toContainText(NAMES.approver);
  await expect(history(page).locator('li[data-action="paid"]')).toContainText(NAMES.payer);
  await documentDrawn(page);
});
