import { expect, type Browser, type Page } from '@playwright/test';

/** The demo user seeded into every fresh database (PROCURE_SEED_DEMO=1). */
export const DEMO_USER = { email: 'demo@procure.test', password: 'Procure#2026' };

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the form, starting from `path` (the guard sends us to /login first). */
export async function signIn(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await fillSignIn(page, DEMO_USER.email, DEMO_USER.password);
  await expect(page.getByTestId('side-menu')).toBeVisible();
}

/** The demo approver, seeded beside the demo admin with its password (issue 22). */
export const DEMO_APPROVER = { email: 'approver@procure.test', name: 'Arun Approver' };

/** Runs `work` as a second person: a browser context of its own, signed in as the demo
 * approver at `path`. Segregation of duties refuses the demo user the approval of what it
 * created or last edited, as it would any colleague. */
export const asApprover = (
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  work: (page: Page) => Promise<void>,
) => asPerson(browser, baseURL, DEMO_APPROVER.email, path, work);

/** Runs `work` as another person: a browser context of its own (its own storage, so its own
 * session), signed in through the form as `email` (a demo colleague: the demo password) at
 * `path`. */
export async function asPerson(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  path: string,
  work: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await fillSignIn(page, email, DEMO_USER.password);
    await expect(page.getByTestId('side-menu')).toBeVisible();
    if (new URL(page.url()).pathname !== path) await page.goto(path);
    await work(page);
  } finally {
    await context.close();
  }
}
