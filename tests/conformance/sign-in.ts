import type { Page } from '@playwright/test';
import { fillSignIn } from '../../e2e/helpers';
import { expect, type Rendered } from './fixtures';
import { SPEC_SIGN_IN_SUBTITLE, SPEC_USER } from './spec-data';

/** Signs in to the spec backend through the form, starting from `path`: the sign-in page shows
 * this backend's translation, and the shell its user's name from data.data.user_name. */
export async function signInToSpecBackend(
  page: Page,
  path: string,
  rendered: Rendered,
): Promise<void> {
  await page.goto(path);
  await expect(page.getByText(SPEC_SIGN_IN_SUBTITLE)).toBeVisible();
  rendered('POST /api/translate/details');
  await fillSignIn(page, SPEC_USER.email, SPEC_USER.password);
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText(/Meera/i);
  rendered('POST /auth');
}
