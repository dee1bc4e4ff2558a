import { expect, test } from './fixtures';
import { DEMO_USER, fillSignIn, signIn } from './helpers';

test('signing in lands on the page first asked for', async ({ page }) => {
  await page.goto('/analytics');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Remember me for 30 days')).toBeVisible();
  await expect(page.getByText(/version 1\.0\.0/i)).toBeVisible();

  // Blueprint draws its own box over the native checkbox; users click the label.
  await page.getByText('Remember me for 30 days').click();
  await expect(page.getByLabel('Remember me for 30 days')).toBeChecked();
  await fillSignIn(page, DEMO_USER.email, DEMO_USER.password);
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  await expect(page.getByText('Payment Accuracy')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

  // Already signed in: /login sends the user on to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a wrong password shows the server message in the red box', async ({ page, pageGuard }) => {
  // The browser logs every refused request.
  pageGuard.allow(/status of 401/);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();

  await fillSignIn(page, DEMO_USER.email, 'not-the-password');
  const box = page.getByTestId('login-error');
  await expect(box).toHaveText('Invalid e-mail or password');
  await expect(box).toHaveClass(/bp6-intent-danger/);
  await expect(page).toHaveURL(/\/login$/);

  // Show/hide password toggles the input type.
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('log out returns to /login and the pages are guarded again', async ({ page }) => {
  await signIn(page, '/');
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-email')).toHaveText(DEMO_USER.email);
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  const token = await page.evaluate(
    () => localStorage.getItem('authToken') ?? sessionStorage.getItem('authToken'),
  );
  expect(token).toBeTruthy();
  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/logout'));
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  expect((await loggedOut).status()).toBe(200);

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await page.goto('/po/list');
  await expect(page).toHaveURL(/\/login$/);
  // The session ended on the server too: a copy of the token is refused.
  const copied = await page.request.get('/api/v1/vendor/?type=active', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(copied.status()).toBe(401);
});
