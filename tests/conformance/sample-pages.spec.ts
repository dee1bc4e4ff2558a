import { expect, test } from './fixtures';
import { signInToSpecBackend } from './sign-in';

// The dashboard and analytics calls are ours; the specification's screens are static samples.
// Against a backend without those calls the pages show the spec's sample content and say so.

test('dashboard and analytics fall back to the sample content with a quiet note', async ({
  page,
  pageGuard,
  rendered,
}) => {
  // The browser itself reports the 404 of the missing call.
  pageGuard.allow(/status of 404/);
  await signInToSpecBackend(page, '/', rendered);
  await expect(page.getByTestId('sample-note')).toBeVisible();
  await expect(page.getByTestId('counter-purchase_orders')).toContainText('156');

  await page.goto('/analytics');
  await expect(page.getByTestId('sample-note')).toBeVisible();
  await expect(page.getByTestId('analytics')).toContainText('14');
  await expect(page.getByTestId('analytics')).toContainText('98.5');
});
