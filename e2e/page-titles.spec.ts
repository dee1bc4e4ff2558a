import { expect, test } from './fixtures';
import { signIn } from './helpers';

test('the top bar names the page from the route table, parameters included', async ({
  page,
  pageGuard,
}) => {
  // Only the titles matter here: a page may load a record these made-up ids do not name.
  pageGuard.allow(/status of 404/);
  await signIn(page, '/');
  const title = page.getByTestId('top-bar-title');
  // The dashboard's heading says where the user is; the top bar does not repeat it.
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(title).toHaveText('');

  const expected: Array<[string, string]> = [
    ['/invoices/detail/1', 'Invoices / Invoice Detail'],
    ['/invoices/ref/detail/1', 'Invoices / Invoice Reference'],
    ['/vendor/edit/1', 'Vendors / Edit Vendor'],
    ['/vendor/list', 'Vendors / Vendor List'],
    ['/master/invoice/tax_codes', 'Master / Invoice Master Lookups'],
    ['/master/invoice', 'Master / Invoice Master'],
    ['/mrn/edit/3', 'MRNs / Edit MRN'],
  ];
  for (const [path, text] of expected) {
    await page.goto(path);
    await expect(title, path).toHaveText(text);
  }
});
