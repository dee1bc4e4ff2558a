import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInToSpecBackend } from './sign-in';
import { SPEC_MRNS, SPEC_POS } from './spec-data';

// Purchase-order and MRN lists against the spec backend: rows with keys of its own and only
// data + pagination.total; its PO export refuses any parameter but export_type. Reading one
// document (our view pages, the MRN edit screen) is not a documented call: those screens say
// they are not available here and ask nothing.

/** The requests for one saved document (our GET /po/{id}, /mrn/{id}) the page makes. */
function documentReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (/^\/api\/v1\/(po|mrn)\/\d+$/.test(new URL(request.url()).pathname))
      reads.push(request.url());
  });
  return reads;
}

const countOf = (all: typeof SPEC_POS, tab: string) => all.filter((d) => d.tab === tab).length;

test('purchase-order list: columns from the rows, Contact, tabs, paging, export names', async ({
  page,
  rendered,
}) => {
  await signInToSpecBackend(page, '/po/list', rendered);
  const table = page.getByTestId('po-table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'ID',
    'Po Ref',
    'Name',
    'Contact',
    'Delivery Site',
    'Grand Total',
  ]);
  await expect(table.locator('tbody tr')).toHaveCount(5);
  rendered('GET /po');
  for (const name of ['Approved', 'Pending', 'Rejected'])
    await expect(page.getByRole('tab', { name: new RegExp(name) })).toContainText(
      String(countOf(SPEC_POS, 'active')),
    );
  await page.getByTestId('pager').getByRole('button', { name: '2' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(2);

  await page.getByRole('tab', { name: /Pending/ }).click();
  await expect(table.locator('tbody tr')).toHaveCount(countOf(SPEC_POS, 'draft'));
  const download = page.waitForEvent('download');
  await page.locator('#list-export').selectOption('csv');
  expect((await download).suggestedFilename()).toBe('po-draft.csv');
  rendered('GET /po/ (export)');

  // A row click only logs (the spec); the view page, opened by its address, is not available.
  const reads = documentReads(page);
  await table.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/po\/list/);
  const id = String(SPEC_POS[0]!.row.id);
  await page.goto(`/po/view/${id}`);
  await expect(page.getByTestId('not-on-this-server')).toContainText(
    'Not available on this server',
  );
  await expect(page.getByTestId('not-on-this-server')).toContainText(`PO ${id}`);
  await page.getByRole('button', { name: 'Back to Purchase Orders' }).click();
  await expect(page).toHaveURL(/\/po\/list$/);
  expect(reads).toEqual([]);
});

test('MRN list: columns from the rows, tabs, export names and the edit action', async ({
  page,
  rendered,
}) => {
  await signInToSpecBackend(page, '/mrn/list', rendered);
  const table = page.getByTestId('mrn-table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'ID',
    'Grn No',
    'Name',
    'Warehouse',
    'Received On',
    'Actions',
  ]);
  await expect(table.locator('tbody tr')).toHaveCount(countOf(SPEC_MRNS, 'active'));
  rendered('GET /mrn');
  const download = page.waitForEvent('download');
  await page.locator('#list-export').selectOption('excel');
  expect((await download).suggestedFilename()).toBe('mrn-active.xlsx');
  rendered('GET /mrn/ (export)');

  const first = SPEC_MRNS[0]!.row;
  await table.getByRole('button', { name: new RegExp(`Actions ${String(first.name)}`) }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /View|Approve|Reject/ })).toHaveCount(0);

  // The spec's edit action goes to /mrn/edit/{id}?type={tab}; the screen is not shown in the
  // documents and no call reads one MRN, so it says it is not available here.
  const reads = documentReads(page);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/mrn/edit/${String(first.id)}\\?type=active$`));
  await expect(page.getByTestId('not-on-this-server')).toContainText(
    'Not available on this server',
  );
  await page.getByRole('button', { name: 'Back to Material Receipt Notes' }).click();
  await expect(page).toHaveURL(/\/mrn\/list$/);
  await page.goto(`/mrn/view/${String(first.id)}`);
  await expect(page.getByTestId('not-on-this-server')).toBeVisible();
  expect(reads).toEqual([]);
});
