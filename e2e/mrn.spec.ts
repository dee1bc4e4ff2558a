import { documentMoney, lineMoney } from '@procure/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiOf as apiAs } from './api-setup';
import { asApprover, DEMO_APPROVER, signIn } from './helpers';
import { gridLine, headerSection, screenshotBothThemes, toast } from './procurement';

const VENDOR = 'Kaveri Packaging Solutions';

type Line = { quantity: number; unitPrice: number; taxRate: number; po_line_id?: number };

/** The API as the signed-in page calls it (the same bearer token), for setting up documents
 * the PO journey in po.spec.ts already creates through the screens. */
async function apiOf(page: Page) {
  const token = await page.evaluate(
    () => localStorage.getItem('authToken') ?? sessionStorage.getItem('authToken'),
  );
  const headers = { authorization: `Bearer ${token ?? ''}` };
  const call = async (method: 'get' | 'post', url: string, data?: unknown) => {
    const answer = await page.request[method](url, { headers, data });
    expect(answer.ok(), `${method} ${url}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as { data: unknown };
  };
  const vendors = (
    await call('get', `/api/v1/vendor/?type=active&search=${encodeURIComponent(VENDOR)}`)
  ).data as {
    id: number;
  }[];
  const vendorId = vendors[0]!.id;

  /** Saves a whole document (amounts by the contract's money rule) and answers its id. */
  const create = async (kind: 'po' | 'mrn', header: Record<string, unknown>, lines: Line[]) => {
    const items = lines.map((line, id) => ({
      id,
      description: `Item ${id + 1}`,
      uom: 'NOS',
      ...line,
      amount: lineMoney(line).amount,
    }));
    const totals = documentMoney(items);
    const saved = await call('post', `/api/v1/${kind}`, [
      {
        vendorId,
        [`${kind}Date`]: '2026-11-20',
        paymentTerms: 'Net 30',
        ...header,
        line_items: items,
        [`${kind}_basic_amount`]: totals.basic,
        [`${kind}_total_tax_amount`]: totals.tax,
        [`${kind}_total_amount`]: totals.total,
      },
    ]);
    return (saved.data as { id: number }[])[0]!.id;
  };
  // The demo user made them; the demo approver approves (segregation of duties).
  const approve = async (kind: 'po' | 'mrn', id: number) =>
    (await apiAs(page, 'approver')).post(`/api/v1/${kind}/${id}/approve`);
  return { create, approve };
}

/** Opens the Pending row of `number` on the MRN list and chooses `action` in its menu. */
async function rowAction(page: Page, tab: 'draft' | 'active', number: string, action: string) {
  await page.goto(`/mrn/list?tab=${tab}`);
  await page.getByPlaceholder(/Search/).fill(number);
  // The searched page has loaded (not the first page from before the search went out).
  await expect(page).toHaveURL(new RegExp(`search=${number}`));
  const table = page.getByTestId('mrn-table');
  await expect(table.locator('table[aria-busy]')).toHaveCount(0);
  const row = table.locator('tbody tr', { hasText: number });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /Actions/ }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a draft MRN is edited with the same form, its PO follows, and approved it opens read-only', async ({
  page,
  pageGuard,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  await signIn(page, '/mrn/list');
  const api = await apiOf(page);
  // Short numbers: the list cuts longer ones at 20 characters.
  const stamp = String(Date.now()).slice(-6);
  // An approved PO of 10 boxes and 2.5 kg of wrap; a draft MRN receives 4 boxes of it.
  const poId = await api.create('po', { poNumber: `PO-ED-${stamp}` }, [
    { quantity: 10, unitPrice: 2.5, taxRate: 18 },
    { quantity: 2.5, unitPrice: 40, taxRate: 0 },
  ]);
  await api.approve('po', poId);
  const mrnNumber = `MRN-ED-${stamp}`;
  const mrnId = await api.create('mrn', { mrnNumber, poId }, [
    { quantity: 4, unitPrice: 2.5, taxRate: 18, po_line_id: 0 },
  ]);

  await rowAction(page, 'draft', mrnNumber, 'Edit');
  await expect(page).toHaveURL(new RegExp(`/mrn/edit/${mrnId}\\?type=draft$`));
  await expect(page.getByRole('heading', { name: `Edit MRN: ${mrnNumber}` })).toBeVisible();
  // The saved header is complete; the grid holds the saved line against the PO's first line.
  const header = headerSection(page, 'mrn');
  await expect(header.getByText('Complete')).toBeVisible();
  const line = gridLine(page, 0);
  await expect(line.getByTestId('field-quantity').locator('input')).toHaveValue('4');
  await expect(line.getByTestId('line-ordered')).toHaveText('10');
  // "Already received" is what other MRNs took: this one's own 4 are not counted twice.
  await expect(line.getByTestId('line-received')).toHaveText('0');
  await line.getByTestId('field-quantity').locator('input').fill('7');
  // 7 × 2.50 = 17.50 + 18 % = 20.65
  await expect(line.getByTestId('field-amount').locator('input')).toHaveValue('20.65');
  await screenshotBothThemes(page, info, 'mrn-edit');
  // More than ordered is refused on the cell (the browser logs the refused call).
  pageGuard.allow(/status of 400/);
  await line.getByTestId('field-quantity').locator('input').fill('11');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Please fix the highlighted errors before saving.')).toBeVisible();
  await expect(line.getByText(/left to receive/)).toBeVisible();
  await line.getByTestId('field-quantity').locator('input').fill('7');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Purchase Order saved successfully!')).toBeVisible();

  // Saved, the MRN's detail shows the new line; its PO counts 7 received, not 4 + 7.
  await expect(page).toHaveURL(new RegExp(`/mrn/view/${mrnId}$`));
  await expect(page.getByTestId('total-amount')).toHaveText('₹20.65');
  await page.goto(`/po/view/${poId}`);
  await expect(page.getByTestId('receipt-state')).toHaveText('Partially received');
  await expect(page.getByTestId('document-line-0').getByTestId('received')).toHaveText('7');
  await expect(page.getByTestId('document-line-0').getByTestId('open')).toHaveText('3');

  // Approved, the same edit address opens read-only.
  // The demo user edited it, so the approver approves it, in a browser of their own.
  await asApprover(browser, baseURL, `/mrn/view/${mrnId}`, async (approver) => {
    await approver.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(approver.getByRole('button', { name: 'Approve', exact: true })).toBeHidden();
  });
  await page.goto(`/mrn/view/${mrnId}`);
  await expect(page.getByRole('button', { name: 'Approve' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeHidden();
  await expect(page.getByTestId('history')).toContainText(`Approved · ${DEMO_APPROVER.name}`);
  await rowAction(page, 'active', mrnNumber, 'Edit');
  await expect(page).toHaveURL(new RegExp(`/mrn/edit/${mrnId}\\?type=active$`));
  await expect(page.getByTestId('read-only-notice')).toBeVisible();
  await expect(page.getByRole('heading', { name: `MRN Details: ${mrnNumber}` })).toBeVisible();
  // Read-only values are text in the field's place, not inputs.
  const quantity = gridLine(page, 0).getByTestId('field-quantity');
  await expect(quantity.locator('input')).toHaveCount(0);
  await expect(quantity.getByRole('textbox')).toHaveText('7');
  await expect(quantity.getByRole('textbox')).not.toBeEditable();
  await expect(gridLine(page, 0).getByTestId('field-amount').getByRole('textbox')).toHaveText(
    '20.65',
  );
  // The header, opened, shows its values the same way: the vendor's name, the date in words.
  const readOnlyHeader = headerSection(page, 'mrn');
  await readOnlyHeader.locator('.metadata-section-header').click();
  await expect(readOnlyHeader.getByRole('textbox', { name: /Vendor/ })).toHaveText(VENDOR);
  await expect(readOnlyHeader.getByRole('textbox', { name: /MRN Number/ })).toHaveText(mrnNumber);
  await expect(readOnlyHeader.locator('input, textarea')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add line item' })).toHaveCount(0);
  await screenshotBothThemes(page, info, 'mrn-read-only');
});

test('a draft is rejected with a reason, which its history shows', async ({ page }, info) => {
  test.setTimeout(90_000);
  await signIn(page, '/mrn/list');
  const api = await apiOf(page);
  const mrnNumber = `MRN-RJ-${String(Date.now()).slice(-6)}`;
  const mrnId = await api.create('mrn', { mrnNumber }, [
    { quantity: 3, unitPrice: 12, taxRate: 5 },
  ]);
  await page.goto(`/mrn/view/${mrnId}`);
  await expect(page.getByRole('heading', { name: mrnNumber })).toBeVisible();
  await screenshotBothThemes(page, info, 'mrn-detail');
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Reject: ${mrnNumber}` })).toBeVisible();
  // A reason is required.
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Give a reason of at least 3 characters')).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('Damaged on arrival');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeHidden();
  await expect(page.getByTestId('history')).toContainText('Damaged on arrival');
  await expect(page.getByTestId('document-status')).toHaveText('Rejected');

  // It is on Rejected now, not on Pending.
  await page.goto('/mrn/list?tab=reject');
  await page.getByPlaceholder(/Search/).fill(mrnNumber);
  await expect(
    page.getByTestId('mrn-table').locator('tbody tr', { hasText: mrnNumber }),
  ).toHaveCount(1);
  await expect(page).toHaveURL(/tab=reject/);
  await expect(page).toHaveURL(/search=MRN-RJ-/);
});

test('list state lives in the URL and the pager only shows with results', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, '/po/list?tab=draft&page_size=20');
  await expect(page.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#list-page-size')).toHaveValue('20');
  await expect(page.getByTestId('pager')).toBeVisible();
  // Search by code looks at the number only: a vendor's name finds nothing that way.
  await page.locator('#list-search-by').selectOption('code');
  await page.getByPlaceholder(/Search/).fill('Coromandel');
  await expect(page.getByText('no purchase orders found')).toBeVisible();
  await expect(page.getByTestId('pager')).toHaveCount(0);
  await expect(page).toHaveURL(/search_by=code/);
  await page.reload();
  await expect(page.getByPlaceholder(/Search/)).toHaveValue('Coromandel');
  await expect(page.locator('#list-search-by')).toHaveValue('code');
  await expect(page.getByText('no purchase orders found')).toBeVisible();
  // By name the same words find the vendor's orders.
  await page.locator('#list-search-by').selectOption('name');
  await expect(
    page.getByTestId('po-table').locator('tbody tr', { hasText: 'Coromandel' }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('pager')).toBeVisible();
});

test('Tab walks the line grid left to right, row by row, then on to Add line item', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, '/mrn/list');
  const api = await apiOf(page);
  const mrnNumber = `MRN-TAB-${String(Date.now()).slice(-6)}`;
  const mrnId = await api.create('mrn', { mrnNumber }, [
    { quantity: 1, unitPrice: 10, taxRate: 18 },
    { quantity: 2, unitPrice: 20, taxRate: 5 },
  ]);
  await page.goto(`/mrn/edit/${mrnId}?type=draft`);
  await expect(page.getByRole('heading', { name: `Edit MRN: ${mrnNumber}` })).toBeVisible();
  const first = gridLine(page, 0).getByTestId('field-description').locator('input');
  await expect(first).toHaveValue('Item 1');

  // What holds the focus: its row, its cell (control name or button label) and where it sits.
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const cell = element.closest('td');
      const box = element.getBoundingClientRect();
      return {
        row: element.closest('tr')?.getAttribute('data-testid') ?? null,
        cell:
          cell?.className.match(/line-cell-(\w+)/)?.[1] ??
          element.getAttribute('aria-label') ??
          element.textContent?.trim() ??
          '',
        x: box.left,
      };
    });
  await first.focus();
  const stops = [await focused()];
  for (;;) {
    await page.keyboard.press('Tab');
    const stop = await focused();
    stops.push(stop);
    if (!stop.row?.startsWith('line-') || stops.length > 40) break;
  }
  const row0 = stops.filter((s) => s.row === 'line-0');
  const row1 = stops.filter((s) => s.row === 'line-1');
  // Every editable cell of a row, in the order the columns stand, then its delete button.
  expect(row0.map((s) => s.cell)).toEqual([
    'description',
    'item_code',
    'uom',
    'quantity',
    'unitPrice',
    'taxRate',
    'amount',
    'Remove line item',
  ]);
  expect(row1.map((s) => s.cell)).toEqual(row0.map((s) => s.cell));
  for (const row of [row0, row1])
    row.forEach((stop, i) => i > 0 && expect(stop.x).toBeGreaterThan(row[i - 1]!.x));
  // Row 0 entirely, then row 1 entirely, then the button under the grid.
  expect(stops.map((s) => s.row)).toEqual([
    ...row0.map(() => 'line-0'),
    ...row1.map(() => 'line-1'),
    null,
  ]);
  expect(stops.at(-1)?.cell).toBe('Add line item');
});
