import { expect, type Page } from '@playwright/test';

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
