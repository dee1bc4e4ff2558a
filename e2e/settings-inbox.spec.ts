import { expect, test } from './fixtures';
import { signIn } from './helpers';

// The browser tests' server has no inbox configured (MAIL_IMAP_URL unset): Settings still
// opens its page, which says so. The inbox itself is tested against a real Dovecot in the API
// tests (apps/api/test/mail-*.test.ts).
test("the user menu's Settings leads to the e-mail inbox status", async ({ page }) => {
  await signIn(page, '/');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  // Settings opens the users first (issue 22); the inbox is the area's second tab.
  await expect(page).toHaveURL(/\/settings\/users$/);
  await page.getByRole('tab', { name: 'E-mail Inbox' }).click();
  await expect(page).toHaveURL(/\/settings\/inbox$/);
  await expect(page.getByRole('heading', { name: 'E-mail Inbox', level: 3 })).toBeVisible();
  await expect(page.getByText('No e-mail inbox is set up')).toBeVisible();
  await expect(
    page.getByText('The server reads an inbox when MAIL_IMAP_URL is set.'),
  ).toBeVisible();
});
