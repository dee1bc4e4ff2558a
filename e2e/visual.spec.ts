import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_USER, fillSignIn, signIn } from './helpers';

const THEMES = ['dark', 'light'] as const;

/** Vertical centre of an element, or of the text inside it (the line box, not the element). */
async function middle(locator: Locator, text = false): Promise<number> {
  return locator.evaluate((element, ofText) => {
    let rect = element.getBoundingClientRect();
    if (ofText) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let node = walker.nextNode();
      while (node && !node.textContent?.trim()) node = walker.nextNode();
      const range = document.createRange();
      if (node) range.selectNodeContents(node);
      rect = range.getBoundingClientRect();
    }
    return rect.top + rect.height / 2;
  }, text);
}

async function expectCentred(icon: Locator, label: Locator, what: string) {
  const offset = (await middle(icon)) - (await middle(label, true));
  expect(Math.abs(offset), `${what}: icon centre vs text centre (px)`).toBeLessThanOrEqual(1);
}

async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

for (const theme of THEMES) {
  test(`sign-in page (${theme}): checkbox beside its label, screenshots`, async ({
    page,
    pageGuard,
  }, testInfo) => {
    pageGuard.allow(/status of 401/);
    await useTheme(page, theme);
    await page.goto('/login');
    const remember = page.locator('.login-card .bp6-checkbox');
    await expectCentred(remember.locator('.bp6-control-indicator'), remember, 'Remember me');
    await page.screenshot({ path: testInfo.outputPath(`login-${theme}.png`) });
    await fillSignIn(page, DEMO_USER.email, 'not-the-password');
    await expect(page.getByTestId('login-error')).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: testInfo.outputPath(`login-error-${theme}.png`) });
  });

  test(`dashboard (${theme}): icons on the text line, screenshots`, async ({ page }, testInfo) => {
    await useTheme(page, theme);
    await signIn(page, '/');
    await expect(page.getByText('Pending Approvals')).toBeVisible();
    // The cause of the offsets was the text falling back to Blueprint's icon font, whose line
    // metrics then placed the glyphs: neither the stack nor the page may name it.
    const fonts = await page.evaluate(() => ({
      stack: getComputedStyle(document.body).fontFamily,
      faces: [...document.fonts].map((face) => face.family),
    }));
    expect(fonts.stack).not.toContain('blueprint-icons');
    expect(fonts.faces.filter((family) => family.includes('blueprint-icons'))).toEqual([]);
    for (const action of await page.locator('.quick-actions .bp6-button').all())
      await expectCentred(action.locator('svg'), action.locator('.bp6-button-text'), 'action');
    for (const counter of await page.locator('.counter-card').all())
      await expectCentred(counter.locator('svg'), counter.locator('.counter-label'), 'counter');
    // No empty band under the last approval: the card ends one padding below it.
    const approvals = page.getByTestId('pending-approvals');
    const card = await approvals.boundingBox();
    const lastRow = await approvals.locator('li').last().boundingBox();
    expect(card && lastRow && card.y + card.height - (lastRow.y + lastRow.height)).toBeLessThan(24);
    await page.mouse.move(900, 600);
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${theme}.png`), fullPage: true });
  });
}
