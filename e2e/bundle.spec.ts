import { expect, test } from './fixtures';
import { DEMO_USER, fillSignIn } from './helpers';

test('the sign-in page loads without the signed-in app, which comes after', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /AppShell|DashboardPage/.test(path))).toEqual([]);

  await fillSignIn(page, DEMO_USER.email, DEMO_USER.password);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  expect(scripts.some((path) => path.includes('AppShell'))).toBe(true);
});

test('the built page has no inline script; the runtime config is a file', async ({ page }) => {
  const html = await (await page.request.get('/login')).text();
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [tag, body] of scripts) {
    expect(tag).toMatch(/\ssrc="/);
    expect(body?.trim()).toBe('');
  }
  expect(html).toContain('src="/config.js"');
});

test('the sign-in card is in the page before any script runs, read-only until the app starts', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Procure' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).not.toBeEditable();
  await context.close();
});
