import { expect, test } from '@playwright/test';
import { apiOf, approvedVendor } from './api-setup';
import { asApprover, asPerson, signIn } from './helpers';
import { toast } from './procurement';

/** The demo approver with limits (issue 22 item 3): POs up to 25,000.00 alone. */
const LIMITED_APPROVER = 'limited.approver@procure.test';

// Two approvers in two browser contexts: the one whose limit falls short gives the first
// approval and is told a second one is needed; the order then waits for the unlimited approver
// ("Waiting for me" on the Pending tab) and is approved by them.
test('a PO above the approver’s limit needs a second approval', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  const vendor = await approvedVendor(page);
  // Short: the list cuts long numbers with an ellipsis.
  const number = `LIM-${Date.now() % 1_000_000}`;
  const line = {
    id: 0,
    description: 'Server rack',
    uom: 'NOS',
    quantity: 2,
    unitPrice: 15000,
    taxRate: 0,
    amount: 30000,
  };
  const [po] = await (
    await apiOf(page)
  ).post<Array<{ id: number }>>('/api/v1/po', [
    {
      vendorId: vendor.id,
      poNumber: number,
      poDate: new Date().toISOString().slice(0, 10),
      paymentTerms: 'Net 30',
      line_items: [line],
      po_basic_amount: 30000,
      po_total_tax_amount: 0,
      po_total_amount: 30000,
    },
  ]);
  const path = `/po/view/${po!.id}`;

  await asPerson(browser, baseURL, LIMITED_APPROVER, path, async (lena) => {
    await lena.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(toast(lena, 'needs a second approval')).toBeVisible();
    // Still pending: hers was the first approval, and the page says so.
    await expect(lena.getByTestId('first-approval')).toContainText(
      'Approved first by Lena Limited',
    );
    await expect(lena.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
  });

  await asApprover(browser, baseURL, '/po/list?tab=draft', async (arun) => {
    await arun.getByText('Waiting for me', { exact: true }).click();
    await expect(arun).toHaveURL(/waiting=me/);
    await expect(arun.getByTestId('po-table').locator('tbody tr', { hasText: number })).toHaveCount(
      1,
    );
    await arun.goto(path);
    await arun.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(arun.getByRole('button', { name: 'Approve', exact: true })).toBeHidden();
  });
});
