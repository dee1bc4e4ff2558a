import {
  apiOf,
  approvedVendor,
  extractedInvoice,
  orderWithReceipt,
  uploadInvoice,
} from './api-setup';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { screenshotBothThemes, screenshotElementBothThemes, toast } from './procurement';
import {
  documentDrawn,
  fieldCards as cards,
  invoiceDetail as detail,
  invoiceHistory as history,
  openHistory,
} from './invoice-page';

// Approving from the review page. Every test makes its own invoices through the API, so none
// depends on what another spec left in the shared database.

test('Shift+A approves the invoice and opens the next one waiting for review', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page);
  const api = await apiOf(page);
  // The clerk uploads and reviews; the demo user (an admin) approves: nobody approves their own.
  const clerk = await apiOf(page, 'clerk');
  const vendor = await approvedVendor(page);
  const stamp = Date.now();
  const first = await uploadInvoice(page, `NEXT-A-${stamp}`, 'clerk');
  const second = await uploadInvoice(page, `NEXT-B-${stamp}`, 'clerk');
  expect((await extractedInvoice(page, first)).extraction_status).toBe('extracted');
  expect((await extractedInvoice(page, second)).extraction_status).toBe('extracted');
  // The sample's vendor is not in the master: name a vendor that is, so nothing blocks.
  await clerk.put(`/api/v1/invoice/${first}`, { header: { vendor_name: vendor.name } });

  await detail(page, first);
  await expect(cards(page).locator('[data-field="vendor_name"]')).toHaveAttribute(
    'data-status',
    'corrected',
  );
  await documentDrawn(page);
  await page.keyboard.press('Shift+A');
  await expect(toast(page, 'Invoice approved')).toBeVisible();
  // The newest invoice waiting for review is the one uploaded second.
  await expect(page).toHaveURL(new RegExp(`/invoices/detail/${second}$`));
  await expect(page.getByTestId('approval-status')).toHaveText(/pending/i);
  await documentDrawn(page);
  const [approved] = await api.post<Array<{ approvalStatus: string }>>('/api/v1/invoice', {
    id: [first],
  });
  expect(approved!.approvalStatus).toBe('approved');
});

test('A three-way match variance blocks approval until a reason overrides it; the reason is in the history; then it is paid', async ({
  page,
  pageGuard,
}, info) => {
  test.setTimeout(150_000);
  // The refused approval is a 400 the browser logs.
  pageGuard.allow(/status of 400/);
  await signIn(page);
  // The clerk uploads and reviews; approval past the variance takes the demo user and then the
  // demo approver; the demo user, who did not approve it, records the payments.
  const clerk = await apiOf(page, 'clerk');
  const vendor = await approvedVendor(page);
  // Ten bolts ordered at 2.50, eight received; the invoice bills all ten.
  const po = await orderWithReceipt(
    page,
    vendor.id,
    [{ description: 'Hex bolts M8', quantity: 10, unitPrice: 2.5 }],
    [8],
  );
  const id = await uploadInvoice(page, `VAR-${Date.now()}`, 'clerk');
  await extractedInvoice(page, id);
  await clerk.put(`/api/v1/invoice/${id}`, {
    header: {
      vendor_name: vendor.name,
      po_number: po.number,
      currency: 'USD',
      net_amount: 25,
      tax_amount: 0,
      total_amount: 25,
    },
    line_items: [
      {
        id: 0,
        description: 'Hex bolts M8',
        quantity: 10,
        unit_price: 2.5,
        tax_rate: 0,
        amount: 25,
      },
    ],
  });

  await detail(page, id);
  const match = page.getByTestId('match-section');
  await expect(match).toContainText(po.number);
  await expect(match.getByTestId('match-status')).toHaveAttribute(
    'data-status',
    'quantity_variance',
  );
  // Amounts read as money in the invoice's currency; editing starts from the number.
  const total = cards(page).locator('[data-field="total_amount"]');
  await expect(total.getByTestId('field-value')).toHaveText('$25.00');
  await documentDrawn(page);

  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve despite problems' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('approve-blockers').locator('li')).toHaveText([
    'Three-way match: quantity variance',
  ]);
  await page.screenshot({ path: info.outputPath('invoice-approve-override.png') });
  // A reason is required.
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByText('Give a reason of at least 3 characters')).toBeVisible();
  const reason = 'Two extra bolts agreed with the buyer';
  await dialog.getByLabel(/Reason to approve anyway/).fill(reason);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  // A first approver's reason is recorded; the invoice waits for a second approver.
  await expect(
    toast(page, 'Your reason is recorded: a second approver must approve this invoice'),
  ).toBeVisible();
  await expect(page.getByTestId('approval-status')).not.toHaveText(/approved/i);
  await (
    await apiOf(page, 'approver')
  ).post(`/api/v1/invoice/${id}/approve`, {
    override_reason: reason,
  });

  await detail(page, id);
  await expect(page.getByTestId('approval-status')).toHaveText(/approved/i);
  await openHistory(page);
  const decision = history(page).locator('li[data-action="approved"]');
  await expect(decision).toContainText(reason);
  await expect(decision).toContainText('override');

  // Approved: it can be paid in part; a payment can be undone; then paid in full, the timeline
  // reaches its last stage.
  const payments = page.getByTestId('payments-section');
  await expect(payments).toContainText('No payments recorded yet.');
  await page.getByRole('button', { name: 'Mark paid' }).click();
  const payDialog = page.getByRole('dialog', { name: 'Mark paid' });
  const amount = payDialog.getByLabel('Amount');
  // The amount starts as all that is outstanding.
  await expect(amount).toHaveValue('25');
  await expect(payDialog.getByTestId('payment-outstanding')).toHaveText(
    '$25.00 outstanding of $25.00',
  );
  await amount.fill('30');
  await payDialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(payDialog.getByText(/exceed the invoice total: 25.00 is outstanding/)).toBeVisible();
  await amount.fill('10');
  await payDialog.getByLabel('Reference').fill('TX-10');
  await screenshotElementBothThemes(page, info, 'invoice-payment-dialog', payDialog);
  await payDialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(toast(page, 'Payment recorded')).toBeVisible();
  await expect(payDialog).toHaveCount(0);
  await expect(page.locator('.review-bar').getByText('Partial', { exact: true })).toBeVisible();
  const rows = payments.getByTestId('payments').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('$10.00');
  await expect(rows.first()).toContainText('TX-10');
  await expect(payments.getByTestId('payments-summary')).toHaveText('$10.00 paid of $25.00');
  await screenshotElementBothThemes(page, info, 'invoice-detail-partial', payments);
  await rows.first().getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Payment undone')).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(history(page).locator('li[data-action="payment_undone"]')).toContainText(
    'Payment undone',
  );
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await expect(payDialog.getByLabel('Amount')).toHaveValue('25');
  await payDialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(toast(page, 'Invoice marked paid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  await expect(history(page).locator('li[data-action="paid"]').first()).toContainText(
    'Payment recorded',
  );
  await documentDrawn(page);
  await screenshotBothThemes(page, info, 'invoice-detail-paid');
  await page.goto(`/invoices/ref/detail/${id}`);
  await documentDrawn(page);
  await expect(
    page.getByTestId('invoice-reference-page').getByText('Paid', { exact: true }),
  ).toBeVisible();
  await screenshotBothThemes(page, info, 'invoice-reference-paid');
  await page.getByRole('button', { name: 'Invoice History' }).click();
  await expect(page.getByTestId('timeline').locator('li[data-stage="payment"]')).toHaveAttribute(
    'data-state',
    'done',
  );
  // The stages and the rows under them read as words, not action names.
  const historyDialog = page.getByRole('dialog', { name: 'Invoice History' });
  await expect(historyDialog.getByTestId('timeline')).toContainText('Pending Approval');
  await expect(history(page).locator('li[data-action="paid"]').first()).toContainText(
    'Payment recorded',
  );
  await expect(history(page).locator('li[data-action="approved"]')).toContainText('Approved');
  await screenshotElementBothThemes(page, info, 'invoice-reference-history', historyDialog);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Purchase Order', exact: true }).click();
  await expect(page.getByTestId('match-lines').getByTestId('match-status')).toHaveAttribute(
    'data-status',
    'quantity_variance',
  );
  await page.screenshot({ path: info.outputPath('invoice-reference-po.png') });
});
