import type { Page } from '@playwright/test';
import { expect } from '../../e2e/fixtures';
import { fillSignIn } from '../../e2e/helpers';
import { SPEC_USER } from './spec-data';

/** Signs in to the spec backend through the form, starting from `path`. */
export async function signInToSpecBackend(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await fillSignIn(page, SPEC_USER.email, SPEC_USER.password);
  await expect(page.getByTestId('side-menu')).toBeVisible();
}
