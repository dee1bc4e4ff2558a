import { expect, test } from './fixtures';
import { signIn } from './helpers';

// Issue 21 item 3: the browser keeps the sign-in's device cookie and sends it with the next
// sign-in, so strangers guessing the password cannot keep its owner out.
test('a browser keeps its device cookie and sends it when it signs in again', async ({ page }) => {
  await signIn(page, '/');
  const [device] = (await page.context().cookies()).filter((c) => c.name === 'procure_device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
  // Script cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('procure_device');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const again = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth'));
  await signIn(page, '/');
  expect(await (await again).headerValue('cookie')).toContain(`procure_device=${device!.value}`);
});
