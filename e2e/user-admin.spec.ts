import { expect, test } from './fixtures';
import { uploadInvoice } from './api-setup';
import { DEMO_USER, signIn } from './helpers';

// Issue 22: an admin invites a colleague, who sets a password from the one-time link and signs
// in; as a viewer they are offered no decision, a page of the admin's shows them a 403 page,
// and a call they forge anyway is refused by the server.
test('an invited viewer signs in from the link, sees no Approve, and a forged approve is refused', async ({
  page,
  pageGuard,
}) => {
  const email = `auditor-${Date.now()}@example.test`;
  const password = 'a long auditor passphrase';
  await signIn(page, '/');
  const invoiceId = await uploadInvoice(page, `INV-VIEW-${Date.now()}`);

  // The admin invites from Settings → Users and copies the link.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/users$/);
  // The admin's own row offers no Disable or Reset (the server would refuse both).
  const ownRow = page.locator(`[data-testid="user-row"][data-email="${DEMO_USER.email}"]`);
  await expect(ownRow).toContainText('You');
  await expect(ownRow.getByRole('button', { name: 'Disable' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Invite user' }).click();
  await page.getByLabel('E-mail').fill(email);
  await expect(page.getByTestId('role-viewer')).toBeChecked();
  await page.getByRole('button', { name: 'Make invitation link' }).click();
  const link = await page.getByTestId('account-link').inputValue();
  expect(link).toMatch(/\/invitation\/[A-Za-z0-9_-]{43}$/);
  await page.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('invitations-table')).toContainText(email);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The colleague opens the link, names themselves, chooses a password and is signed in.
  await page.goto(link);
  await expect(page.getByTestId('link-email')).toHaveText(email);
  await page.getByLabel('Your name').fill('Audrey Auditor');
  await page.getByLabel(/New password/).fill(password);
  await page.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('Audrey Auditor');

  // A viewer: no Settings in the menu; Profile shows their role.
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(page.getByTestId('profile-page')).toContainText('viewer');

  // The invoice opens for reading, with no decision offered.
  await page.goto(`/invoices/detail/${invoiceId}`);
  await expect(page.getByTestId('invoice-detail-page')).toBeVisible();
  await expect(page.getByTestId('approval-status')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);

  // Forged anyway, with the viewer's own token: the server refuses it with its sentence.
  const token = await page.evaluate(
    () => localStorage.getItem('authToken') ?? sessionStorage.getItem('authToken'),
  );
  const forged = await page.request.post(`/api/v1/invoice/${invoiceId}/approve`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
    data: {},
  });
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toEqual({
    message: 'Approving invoices needs the approver role.',
    code: 'forbidden',
  });

  // An admin's page shows a 403 page naming the role, not a broken screen.
  await page.goto('/settings/users');
  await expect(page.getByTestId('forbidden-page')).toContainText(
    'Managing users needs the admin role.',
  );

  // The invoice list offers Upload disabled, saying why.
  await page.goto('/invoices/all');
  await expect(page.getByRole('button', { name: 'Upload Invoice' })).toBeDisabled();

  // The link was used: opened again, it says so.
  pageGuard.allow(/status of 410/);
  await page.goto(link);
  await expect(page.getByTestId('link-error')).toHaveText(
    'This link has already been used. Sign in, or ask your administrator for a new one.',
  );
});
