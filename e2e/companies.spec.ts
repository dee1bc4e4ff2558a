import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { choose, field, fillFields, search } from './vendor-form';

// Issue 22 item 6: an admin adds a company from the metadata form (details with the places
// dropdowns, then a bank account whose IBAN is checked before it is sent) and finds it in the
// Company List. Screenshots in both themes go to SHOTS_DIR when set (else the test's output).

const sectionOf = (page: Page, name: string) => page.getByTestId(`section-${name}`);
const entryOf = (page: Page, name: string, index = 0) => page.getByTestId(`${name}-entry-${index}`);

async function save(panel: Locator) {
  await panel.getByRole('button', { name: /^(Next|Update)$/ }).click();
  await expect(panel.getByText('Complete', { exact: true })).toBeVisible();
}

test('an admin adds a company with a bank account and finds it in the list', async ({
  page,
  pageGuard,
}, testInfo) => {
  // The duplicate code below is answered 409 on purpose; the browser logs the status.
  pageGuard.allow(/status of 409/);
  const shot = (name: string) =>
    process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}` : testInfo.outputPath(name);
  const code = `E2E${Date.now() % 100000}`;
  const name = `Procure Nordic ${code} AB`;
  // Light first (the app starts dark), then the toggle shows the same screens dark.
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await signIn(page, '/company/list');
  await expect(page.getByTestId('company-table')).toContainText('Procure Demo GmbH');

  await page.getByRole('button', { name: 'Add Company' }).click();
  await expect(page).toHaveURL(/\/company\/add$/);
  const details = entryOf(page, 'company_fm_details');
  await fillFields(details, { name, code, vat_id: 'SE 5560360793 01', base_currency: 'sek' });
  await fillFields(details, { address_line: 'Kungsgatan 1', postal_code: '111 43' });
  await search(page, details, 'country_id', 'Sweden');
  await choose(details, 'state_id', 'Stockholm County');
  // A code another company holds: the server's 409 sentence shows on the code field.
  await fillFields(details, { code: 'de01' });
  await sectionOf(page, 'company_fm_details')
    .getByRole('button', { name: /^(Next|Update)$/ })
    .click();
  await expect(field(details, 'code')).toContainText('Another company already has this code');
  await fillFields(details, { code });
  await save(sectionOf(page, 'company_fm_details'));
  await expect(page).toHaveURL(/\/company\/edit\/\d+$/);

  // A mistyped IBAN is refused in the form before anything is sent.
  const account = entryOf(page, 'company_fm_bank');
  await fillFields(account, {
    account_name: 'Operating account',
    iban: 'SE45 5000 0000 0583 9825 7467',
    bic: 'ESSESESS',
    currency: 'SEK',
  });
  await sectionOf(page, 'company_fm_bank')
    .getByRole('button', { name: /^(Next|Update)$/ })
    .click();
  await expect(field(account, 'iban')).toContainText(/check digits|national check|not valid/);
  await fillFields(account, { iban: 'SE45 5000 0000 0583 9825 7466' });
  await page.screenshot({ path: shot('company-form-light.png'), fullPage: true });
  await save(sectionOf(page, 'company_fm_bank'));

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/company\/list/);
  await page.getByPlaceholder('Search by name, code or VAT ID...').fill(code);
  const row = page.getByTestId('company-table').locator('tbody tr').first();
  await expect(row).toContainText('Procure Nordic');
  await expect(row).toContainText(code);
  await expect(row).toContainText('SEK');
  await expect(row).toContainText('Active');
  await page.screenshot({ path: shot('company-list-light.png'), fullPage: true });

  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.mouse.move(900, 600);
  await page.screenshot({ path: shot('company-list-dark.png'), fullPage: true });
  await row.click();
  await expect(page).toHaveURL(/\/company\/edit\/\d+$/);
  await expect(page.getByTestId('company-form-page')).toContainText(`${code} · ${name}`);
  await sectionOf(page, 'company_fm_details')
    .getByRole('button', { name: 'Company Details' })
    .click();
  await expect(field(entryOf(page, 'company_fm_details'), 'vat_id').locator('input')).toHaveValue(
    'SE556036079301',
  );
  // Let the section finish opening before the picture.
  await page.waitForTimeout(400);
  await page.screenshot({ path: shot('company-form-dark.png'), fullPage: true });
});

test('Invite Company makes an admin limited to the chosen company, who manages only its users', async ({
  page,
}) => {
  const email = `sister-admin-${Date.now()}@example.test`;
  await signIn(page, '/company/invite');
  await page.getByLabel('Company').selectOption({ label: 'IN01 · Procure Demo India Pvt Ltd' });
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Make invitation link' }).click();
  const link = await page.getByTestId('account-link').inputValue();
  expect(link).toMatch(/\/invitation\/[A-Za-z0-9_-]{43}$/);

  // The users page lists the invitation with its company.
  await page.goto('/settings/users');
  const invited = page.getByTestId('invitations-table').locator('tr', { hasText: email });
  await expect(invited).toContainText('IN01');
  await expect(invited).toContainText('admin');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.goto(link);
  await page.getByLabel('Your name').fill('Indira Sister');
  await page.getByLabel(/New password/).fill('a long sister passphrase');
  await page.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(page.getByTestId('side-menu')).toBeVisible();

  // An administrator of IN01 only: the users page shows them alone, limited to IN01.
  await page.goto('/settings/users');
  const rows = page.getByTestId('user-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Indira Sister');
  await expect(rows.first()).toContainText('IN01');
});
