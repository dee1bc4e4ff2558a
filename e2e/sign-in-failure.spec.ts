import { expect, test } from './fixtures';
import { DEMO_USER, fillSignIn } from './helpers';

const SIGN_IN = '**/api/v1/auth';

test('no server: a sentence saying so, not the browser error', async ({ page, pageGuard }) => {
  pageGuard.allow(/ERR_FAILED|Failed to load resource/);
  await page.route(SIGN_IN, (route) => route.abort('failed'));
  await page.goto('/login');
  await fillSignIn(page, DEMO_USER.email, DEMO_USER.password);
  await expect(page.getByTestId('login-error')).toHaveText(
    'The server cannot be reached. Check your connection and try again.',
  );
});

test('a server fault without a message: try again, not the status line', async ({
  page,
  pageGuard,
}) => {
  pageGuard.allow(/status of 500/);
  await page.route(SIGN_IN, (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/login');
  await fillSignIn(page, DEMO_USER.email, DEMO_USER.password);
  const box = page.getByTestId('login-error');
  await expect(box).toHaveText(
    'The server could not sign you in just now. Please try again in a moment.',
  );
  await expect(box).not.toContainText('Internal Server Error');
});

test('a refusal without a message falls back to Login failed', async ({ page, pageGuard }) => {
  pageGuard.allow(/status of 401/);
  await page.route(SIGN_IN, (route) => route.fulfill({ status: 401, body: '' }));
  await page.goto('/login');
  await fillSignIn(page, DEMO_USER.email, DEMO_USER.password);
  await expect(page.getByTestId('login-error')).toHaveText('Login failed');
});

test('the card and its fields stay put when the error box appears', async ({ page, pageGuard }) => {
  pageGuard.allow(/status of 401/);
  await page.goto('/login');
  const card = page.locator('.login-card');
  const email = page.getByLabel('Email', { exact: true });
  const button = page.getByRole('button', { name: 'Sign In' });
  const before = { card: await card.boundingBox(), email: await email.boundingBox() };
  const buttonBefore = await button.boundingBox();
  await fillSignIn(page, DEMO_USER.email, 'not-the-password');
  await expect(page.getByTestId('login-error')).toBeVisible();
  // Let the box finish opening.
  await page.waitForTimeout(300);
  expect((await card.boundingBox())?.y).toBe(before.card?.y);
  expect((await email.boundingBox())?.y).toBe(before.email?.y);
  expect((await button.boundingBox())?.y).toBe(buttonBefore?.y);
});
