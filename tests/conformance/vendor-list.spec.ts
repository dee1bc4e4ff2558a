import { expect, test } from './fixtures';
import { signInToSpecBackend } from './sign-in';
import { SPEC_VENDORS } from './spec-data';

// The web app against the backend the specification describes (spec-backend.ts): its vendor
// rows carry keys of its own, no tab counts, no extras, and it refuses undocumented parameters.

const namesOf = (tab: string) => SPEC_VENDORS.filter((v) => v.tab === tab).map((v) => v.row.name);

test('sign-in and the vendor list: columns from the rows, tabs, paging, search, export, row actions', async ({
  page,
  rendered,
}) => {
  await signInToSpecBackend(page, '/vendor/list', rendered);
  await expect(page.getByRole('heading', { name: 'Vendors' })).toBeVisible();
  const table = page.getByTestId('vendor-table');

  // Columns are the first row's keys, in the backend's order, title-cased.
  await expect(table.getByRole('columnheader')).toHaveText([
    'Region',
    'Id',
    'Name',
    'Supplier Gstin',
    'Phone',
    'Actions',
  ]);
  await expect(table.locator('tbody tr')).toHaveCount(5);
  // Cut lengths: 25 for the name, 15 for the phone; the full text is kept for the tooltip.
  const first = SPEC_VENDORS[0]!.row;
  await expect(table.getByLabel(first.name, { exact: true })).toHaveText(
    `${first.name.slice(0, 25)}…`,
  );
  await expect(table.getByLabel(String(first.phone), { exact: true })).toHaveText(
    `${String(first.phone).slice(0, 15)}…`,
  );
  await expect(table.getByText(String(first.supplier_gstin))).toBeVisible();
  rendered('GET /vendor/ (list)');

  // Without tab counts every tab shows the current tab's total (the spec's own behaviour).
  const approved = namesOf('active');
  for (const name of ['Approved', 'Pending', 'Rejected'])
    await expect(page.getByRole('tab', { name: new RegExp(name) })).toContainText(
      String(approved.length),
    );

  // Paging: 13 approved vendors, 5 a page.
  const pager = page.getByTestId('pager');
  await pager.getByRole('button', { name: '3' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(table.getByText(approved[10]!)).toBeVisible();

  // A tab switch starts at page 1 and every tab shows the new total.
  await page.getByRole('tab', { name: /Pending/ }).click();
  const pending = namesOf('draft');
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await expect(page.getByRole('tab', { name: /Approved/ })).toContainText(String(pending.length));

  // Search: the words go as `search`, and nothing undocumented goes with them.
  await page.getByRole('searchbox', { name: 'Search vendors...' }).fill('pune');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.getByText('Pune Precision Works')).toBeVisible();

  // Row actions: View and Edit; approve and reject are our routes, not offered here.
  await table.getByRole('button', { name: /Actions Pune Precision Works/ }).click();
  await expect(page.getByRole('menuitem', { name: 'View' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Approve|Reject/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Export file names follow the tab and the answer's content type.
  await page.getByRole('searchbox', { name: 'Search vendors...' }).fill('');
  await page.getByRole('tab', { name: /Approved/ }).click();
  // The cleared search applies after the box's pause: the first page of the tab comes back
  // (five rows alone would not tell it from Pending's first page).
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await expect(table.getByLabel(first.name, { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Approved/ })).toContainText(String(approved.length));
  for (const [choice, name] of [
    ['excel', 'vendors-active.xlsx'],
    ['csv', 'vendors-active.csv'],
  ]) {
    const download = page.waitForEvent('download');
    await page.locator('#list-export').selectOption(choice!);
    expect((await download).suggestedFilename()).toBe(name);
  }
  rendered('GET /vendor/ (export)');

  await page.screenshot({ path: 'test-results/conformance-vendor-list-dark.png', fullPage: true });
  await page.getByTestId('theme-toggle').click();
  await page.screenshot({ path: 'test-results/conformance-vendor-list-light.png', fullPage: true });
});
