import type { Locator, Page, TestInfo } from '@playwright/test';
import ExcelJS from 'exceljs';
import { choose, field } from './vendor-form';

export type Kind = 'po' | 'mrn';

/** The header section of the PO or MRN form. */
export const headerSection = (page: Page, kind: Kind) =>
  page.getByTestId(`section-${kind === 'po' ? 'po_fm_header' : 'mrn_fm_header'}`);

/** One row of the line-items grid. */
export const gridLine = (page: Page, index: number) =>
  page.getByTestId('line-items').getByTestId(`line-${index}`);

/** Fills a line of the grid: text and number cells by control name, the tax rate by its label. */
export async function fillLine(
  page: Page,
  index: number,
  values: { description: string; quantity: string; unitPrice: string; tax: string },
): Promise<void> {
  const row = gridLine(page, index);
  await field(row, 'description').locator('input').fill(values.description);
  await field(row, 'quantity').locator('input').fill(values.quantity);
  await field(row, 'unitPrice').locator('input').fill(values.unitPrice);
  await choose(row, 'taxRate', values.tax);
}

/** A toast saying `text` (a new toast replaces the old one, which may still be fading). */
export const toast = (page: Page, text: string) =>
  page.locator('.app-toaster .bp6-toast', { hasText: text });

/** Screenshots of the page in both themes, named by the theme each shows. */
export async function screenshotBothThemes(
  page: Page,
  testInfo: TestInfo,
  name: string,
  scope?: Locator,
): Promise<void> {
  for (let i = 0; i < 2; i += 1) {
    // Away from the theme toggle, so no tooltip covers the page.
    await page.getByRole('heading', { level: 3 }).first().hover();
    const dark = await page.evaluate(() => document.body.classList.contains('bp6-dark'));
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${dark ? 'dark' : 'light'}.png`),
      fullPage: true,
      ...(scope ? { clip: (await scope.boundingBox()) ?? undefined } : {}),
    });
    if (i === 0) await page.getByTestId('theme-toggle').click();
  }
}

/** Screenshots of one element (an open dialog, a section) in the light and the dark theme. The
 * theme toggle may be behind a dialog's backdrop, so the theme classes are set as apply-theme
 * sets them, then the page's own theme is put back. */
export async function screenshotElementBothThemes(
  page: Page,
  testInfo: TestInfo,
  name: string,
  scope: Locator,
): Promise<void> {
  const setDark = (dark: boolean) =>
    page.evaluate((on) => {
      document.body.classList.toggle('bp6-dark', on);
      document.documentElement.classList.toggle('dark', on);
    }, dark);
  const was = await page.evaluate(() => document.body.classList.contains('bp6-dark'));
  for (const dark of [false, true]) {
    await setDark(dark);
    await scope.screenshot({ path: testInfo.outputPath(`${name}-${dark ? 'dark' : 'light'}.png`) });
  }
  await setDark(was);
}

/** Exports the list on screen through the export select; the saved file's name and path. */
export async function exportAs(page: Page, testInfo: TestInfo, type: 'excel' | 'csv') {
  const download = page.waitForEvent('download');
  await page.locator('#list-export').selectOption(type);
  const file = await download;
  const path = testInfo.outputPath(file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), path };
}

/** Rows of an exported file (xlsx or csv) as arrays of cell texts, header first. */
export async function readExport(path: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  const sheet = path.endsWith('.csv')
    ? await workbook.csv.readFile(path)
    : (await workbook.xlsx.readFile(path)).worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(
      values.map((value) =>
        value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? ''),
      ),
    );
  });
  return rows;
}
