import { expect, test } from './fixtures';
import { signInToSpecBackend } from './sign-in';
import { SPEC_MRNS, SPEC_POS } from './spec-data';

// Purchase-order and MRN lists against the spec backend: rows with keys of its own and only
// data + pagination.total; its PO export refuses any parameter but export_type.

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
    'Actions',
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
  await expect(page.getByRole('menuitem', { name: 'View' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Approve|Reject/ })).toHaveCount(0);
});
