import type { Page } from '@playwright/test';
import { renderInvoicePdf } from '@procure/fixtures/invoices';
import { ownVendorSample, uploadInvoiceFile } from './api-setup';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { screenshotBothThemes } from './procurement';

/** As many lines as a real long invoice has (a review save takes up to 10,000). */
const LINES = 1586;

/** A new invoice (a one-page PDF, extracted for real) given LINES lines through the API, as a
 * reviewer's save would store them; the lines' amounts add up to `total`. */
async function longInvoice(page: Page) {
  const token = await page.evaluate(
    () => localStorage.getItem('authToken') ?? sessionStorage.getItem('authToken'),
  );
  const headers = { authorization: `Bearer ${token ?? ''}` };
  // A vendor of its own: the lines saved below teach its layout (issue 23 §4).
  const bytes = await renderInvoicePdf(ownVendorSample(`LINES-${Date.now()}`));
  const id = await uploadInvoiceFile(page, {
    name: 'lines.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(bytes),
  });
  // Extraction runs in the background and writes the lines it found: wait until it is done.
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/v1/invoice/?type=all&id=${id}`, { headers });
        const rows = ((await answer.json()) as { data: { extraction_status: string }[] }).data;
        return rows[0]?.extraction_status;
      },
      { timeout: 60_000 },
    )
    .not.toBe('processing');
  const lines = Array.from({ length: LINES }, (_, i) => ({
    id: i + 1,
    description: `Long invoice item ${i + 1}`,
    quantity: 1 + (i % 3),
    unit_price: 2.5,
    tax_rate: 18,
    amount: 2.5 * (1 + (i % 3)),
  }));
  const saved = await page.request.put(`/api/v1/invoice/${id}`, {
    headers,
    data: { line_items: lines },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { id, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}

/** What holds the focus: its aria-label (or text) and the line of its row. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    return {
      label: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
      line: element.closest('tr')?.getAttribute('data-line') ?? null,
    };
  });

test('Invoice detail: a 1,586-line invoice draws a window of its lines; Tab, add, delete, the total and a save still work', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await signIn(page);
  const { id, total } = await longInvoice(page);

  await page.goto(`/invoices/detail/${id}`);
  await expect(page.getByTestId('field-cards').locator('.field-card').first()).toBeVisible();
  const table = page.getByTestId('line-items');
  await expect(table).toHaveAttribute('data-lines', String(LINES));
  // Only the rows in and near the view are in the page, not a thousand.
  const rows = table.locator('tr[data-line]');
  await expect(rows.first()).toBeVisible();
  const drawn = await rows.count();
  expect(drawn).toBeGreaterThan(5);
  expect(drawn).toBeLessThan(60);
  // The total is every line's, drawn or not, to 2 decimals, and it stays in view under the
  // scrolled lines.
  await expect(page.getByTestId('lines-total')).toHaveText(total.toFixed(2));
  await table.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('lines-total')).toBeInViewport();

  // Tab: left to right along a row, then the row's delete button, then the next row.
  const columns = (await table.locator('thead th').allTextContents()).slice(1).filter(Boolean);
  expect(columns.length).toBeGreaterThan(2);
  await table.getByLabel(`${columns[0]} 1`, { exact: true }).focus();
  const stops = [await focused(page)];
  for (let i = 0; i < (columns.length + 1) * 2; i += 1) {
    await page.keyboard.press('Tab');
    stops.push(await focused(page));
  }
  const row = (n: number) => [...columns.map((c) => `${c} ${n}`), `Delete line ${n}`];
  expect(stops.map((s) => s.label)).toEqual([...row(1), ...row(2), `${columns[0]} 3`]);

  // Tab keeps going down the table past the rows first drawn: the rows ahead are drawn as it
  // moves.
  const beyond = drawn + 2;
  for (let i = 0; i < (columns.length + 1) * (beyond - 3); i += 1) await page.keyboard.press('Tab');
  expect((await focused(page)).label).toBe(`${columns[0]} ${beyond}`);
  expect(await rows.count()).toBeLessThan(60);

  // Scrolled to the end: the last line is drawn (and still only a window of rows); Tab from
  // its delete button goes on to Add line item.
  await table.locator('.line-items-scroll').evaluate((scroll) => {
    scroll.scrollTop = scroll.scrollHeight;
  });
  const last = table.getByLabel(`Delete line ${LINES}`, { exact: true });
  await expect(last).toBeVisible();
  expect(await rows.count()).toBeLessThan(60);
  await last.focus();
  await page.keyboard.press('Tab');
  expect((await focused(page)).label).toBe('Add line item');

  // Add line item: a new last line, scrolled into view with the focus in its first cell.
  await page.keyboard.press('Enter');
  await expect(table).toHaveAttribute('data-lines', String(LINES + 1));
  await expect(table.getByLabel(`${columns[0]} ${LINES + 1}`, { exact: true })).toBeFocused();
  await page.keyboard.type('Added line');
  await expect(page.getByRole('button', { name: 'Save lines' })).toBeVisible();
  await screenshotBothThemes(page, testInfo, 'invoice-detail-long-lines');
  // Delete it again: the table is back to its saved lines.
  await table.getByLabel(`Delete line ${LINES + 1}`, { exact: true }).click();
  await expect(table).toHaveAttribute('data-lines', String(LINES));
  await expect(page.getByTestId('lines-total')).toHaveText(total.toFixed(2));
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('button', { name: 'Save lines' })).toBeHidden();

  // A save sends only what changed (PATCH /invoice/{id}/lines): the last line edited, the one
  // before it removed and a new one added, in a body of a few hundred bytes; all are kept.
  const firstColumn = 'description'; // the control name of the first column
  const lastCell = table.getByLabel(`${columns[0]} ${LINES}`, { exact: true });
  await lastCell.fill('Edited last line');
  await table.getByLabel(`Delete line ${LINES - 1}`, { exact: true }).click();
  await page.getByRole('button', { name: 'Add line item' }).click();
  await page.keyboard.type('Added line');
  const patched = page.waitForRequest(
    (request) => request.method() === 'PATCH' && request.url().endsWith(`/invoice/${id}/lines`),
  );
  await page.getByRole('button', { name: 'Save lines' }).click();
  const sent = await patched;
  expect(sent.postData()!.length).toBeLessThan(1_000);
  const body = sent.postDataJSON() as {
    update: { id: number }[];
    add: Record<string, unknown>[];
    remove: number[];
  };
  expect(body.update).toEqual([{ id: LINES - 1, [firstColumn]: 'Edited last line' }]);
  expect(body.add).toEqual([expect.objectContaining({ [firstColumn]: 'Added line' })]);
  expect(body.remove).toEqual([LINES - 2]);
  await expect(page.getByRole('button', { name: 'Save lines' })).toBeHidden({ timeout: 30_000 });
  await page.reload();
  await expect(table).toHaveAttribute('data-lines', String(LINES));
  await table.locator('.line-items-scroll').evaluate((scroll) => {
    scroll.scrollTop = scroll.scrollHeight;
  });
  await expect(table.getByLabel(`${columns[0]} ${LINES - 1}`, { exact: true })).toHaveValue(
    'Edited last line',
  );
  await expect(lastCell).toHaveValue('Added line');

  // A backend that does not announce the line-level save gets the whole save (PUT, every
  // line), as before.
  await page.route('**/config.js', async (route) => {
    const response = await route.fetch();
    const text = (await response.text()).replace(',"procure-review-lines"', '');
    await route.fulfill({ response, body: text });
  });
  await page.reload();
  const firstCell = table.getByLabel(`${columns[0]} 1`, { exact: true });
  await firstCell.fill('Saved whole');
  const put = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith(`/invoice/${id}`),
  );
  await page.getByRole('button', { name: 'Save lines' }).click();
  expect(((await put).postDataJSON() as { line_items: unknown[] }).line_items).toHaveLength(LINES);
  await expect(page.getByRole('button', { name: 'Save lines' })).toBeHidden({ timeout: 30_000 });
  await page.reload();
  await expect(firstCell).toHaveValue('Saved whole');
});
