import type { Page } from '@playwright/test';
import { renderInvoicePdf, sampleInvoices } from '@procure/fixtures/invoices';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { screenshotBothThemes } from './procurement';

const pdf = async (name: string, sample: Parameters<typeof renderInvoicePdf>[0]) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(await renderInvoicePdf(sample)),
});

const card = (page: Page, number: string) =>
  page.getByTestId('invoice-card').filter({ has: page.getByRole('heading', { name: number }) });

test('Invoice list: card view by default, badges, markers and the empty search', async ({
  page,
}) => {
  await signIn(page, '/invoices/all');
  await expect(page.getByRole('heading', { name: 'Invoices', level: 3 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Card view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The demo has more than 12 invoices: a full first page and the pager.
  await expect(page.getByTestId('invoice-card')).toHaveCount(12);
  await expect(page.getByPlaceholder('Search invoices...')).toBeVisible();
  const statuses = await page
    .getByTestId('extraction-status')
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-status')));
  expect(statuses).toContain('extracted');

  await page.getByPlaceholder('Search invoices...').fill('no-such-invoice-anywhere');
  await expect(page.getByText('no invoices found')).toBeVisible();
  await expect(page.getByText('upload a new invoice to get started')).toBeVisible();
  await expect(page.getByTestId('invoice-card')).toHaveCount(0);
  // No pager without results.
  await expect(page.getByRole('button', { name: 'Next' })).toBeHidden();
});

test('Skeleton cards while the list loads; "Uploading..." while a file is sent', async ({
  page,
}) => {
  // The list's answers and the upload are held until what they leave on screen has been seen.
  let releaseList = () => {};
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  await page.route(
    (url) => url.pathname === '/api/v1/invoice/',
    async (route) => {
      if (route.request().method() === 'GET') await listHeld;
      await route.fallback();
    },
  );
  await signIn(page, '/invoices/all');
  const grid = page.getByTestId('invoice-grid');
  await expect(grid).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('invoice-card-skeleton')).toHaveCount(12);
  await expect(
    page.getByTestId('invoice-card-skeleton').first().locator('.bp6-skeleton').first(),
  ).toBeVisible();
  await expect(page.getByTestId('invoice-card')).toHaveCount(0);
  releaseList();
  await expect(page.getByTestId('invoice-card')).toHaveCount(12);
  await expect(page.getByTestId('invoice-card-skeleton')).toHaveCount(0);
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');

  let releaseUpload = () => {};
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route(/\/store\/upload/, async (route) => {
    await uploadHeld;
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Upload Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Invoice' });
  const sample = { ...sampleInvoices()[3]!, invoice_number: `E2E-SLOW-${Date.now()}` };
  await dialog.locator('input[type=file]').setInputFiles(await pdf('slow.pdf', sample));
  const item = dialog.getByTestId('invoice-upload-list').getByRole('listitem');
  await expect(item.getByRole('status')).toHaveText('Uploading...');
  // Upload waits for the file: the button stays disabled while it is being sent.
  await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  releaseUpload();
  await expect(item.getByRole('status')).toHaveText('Uploaded successfully');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('Upload three invoices at once (one a duplicate), watch them extract, search, table, open', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const samples = sampleInvoices();
  const stamp = Date.now();
  const first = { ...samples[0]!, invoice_number: `E2E-${stamp}-A` };
  const second = { ...samples[4]!, invoice_number: `E2E-${stamp}-B` };
  // The demo seed stored this very file: the upload is a duplicate by its hash.
  const again = samples[1]!;
  const files = [
    await pdf('first.pdf', first),
    await pdf('second.pdf', second),
    await pdf('again.pdf', again),
  ];

  await signIn(page, '/invoices/all');
  await expect(page.getByTestId('invoice-card').first()).toBeVisible();
  // A marker on the window: gone if the page reloads.
  await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 1));

  await page.getByRole('button', { name: 'Upload Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Invoice' });
  await expect(dialog.getByTestId('invoice-dropzone')).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles(files);
  const list = dialog.getByTestId('invoice-upload-list');
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByText('Uploaded successfully')).toHaveCount(3);
  await dialog.screenshot({ path: info.outputPath('invoice-upload-dialog.png') });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('3 invoices uploaded')).toBeVisible();

  // The list follows the extractions without a reload.
  for (const sample of [first, second])
    await expect(
      card(page, sample.invoice_number).getByTestId('extraction-status'),
    ).toHaveAttribute('data-status', 'extracted', { timeout: 90_000 });
  const duplicate = page.getByTestId('invoice-card').filter({
    has: page.getByTestId('duplicate-marker'),
  });
  await expect(duplicate).toHaveCount(1, { timeout: 90_000 });
  await expect(duplicate.getByRole('heading')).toHaveText(again.invoice_number);
  await expect(duplicate.getByTestId('duplicate-marker')).toHaveText(/Duplicate of #\d+/);
  await expect(
    page.getByTestId('extraction-status').and(page.locator('[data-status=processing]')),
  ).toHaveCount(0, { timeout: 90_000 });
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker)).toBe(
    1,
  );
  // Amounts in the invoice's own currency.
  await expect(card(page, first.invoice_number)).toContainText('$');
  await expect(card(page, second.invoice_number)).toContainText('₹');
  await screenshotBothThemes(page, info, 'invoice-cards');

  // Search by number: that invoice alone.
  await page.getByPlaceholder('Search invoices...').fill(second.invoice_number);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByTestId('invoice-card')).toHaveCount(1);
  await expect(card(page, second.invoice_number)).toBeVisible();

  // Table view, remembered across a reload.
  await page.getByRole('button', { name: 'Table view' }).click();
  const table = page.getByTestId('invoice-table');
  await expect(table.getByRole('row').filter({ hasText: second.invoice_number })).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Table view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByPlaceholder('Search invoices...').fill('');
  await expect(table.getByRole('row').filter({ hasText: first.invoice_number })).toHaveCount(1);
  for (const header of ['Invoice Number', 'Workflow Status', 'Vendor', 'Amount', 'Payment'])
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  await screenshotBothThemes(page, info, 'invoice-table');

  // Open one.
  await table
    .getByRole('row')
    .filter({ hasText: first.invoice_number })
    .getByRole('button', { name: 'View' })
    .click();
  await expect(page).toHaveURL(/\/invoices\/detail\/\d+$/);
  await expect(page.getByText(first.invoice_number).first()).toBeVisible();
});

test('Upload dialog: a dropped file uploads, a refused one shows its error in red; Resubmit extracts a failed invoice again', async ({
  page,
  pageGuard,
}) => {
  test.setTimeout(120_000);
  // The refused upload's 415 is logged by the browser.
  pageGuard.allow(/status of 415/);
  await signIn(page, '/invoices/all');
  await expect(page.getByTestId('invoice-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Upload Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Invoice' });
  const sample = { ...sampleInvoices()[2]!, invoice_number: `E2E-DROP-${Date.now()}` };
  const bytes = [...(await renderInvoicePdf(sample))];
  const dropped = await page.evaluateHandle((content) => {
    const transfer = new DataTransfer();
    transfer.items.add(
      new File([new Uint8Array(content)], 'dropped.pdf', { type: 'application/pdf' }),
    );
    return transfer;
  }, bytes);
  await dialog.getByTestId('invoice-dropzone').dispatchEvent('drop', { dataTransfer: dropped });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an invoice'),
  });
  const list = dialog.getByTestId('invoice-upload-list');
  await expect(list.getByRole('listitem').filter({ hasText: 'dropped.pdf' })).toContainText(
    'Uploaded successfully',
  );
  const refused = list.getByText('Only PDF, PNG and JPEG files and XML e-invoices can be uploaded');
  await expect(refused).toBeVisible();
  const red = await refused.evaluate((node) => getComputedStyle(node).color);
  // Blueprint's red of the light or the dark theme (the theme follows the user).
  expect(['rgb(205, 66, 70)', 'rgb(250, 153, 156)']).toContain(red);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, sample.invoice_number)).toBeVisible({ timeout: 90_000 });

  // The demo's failed invoice: Resubmit runs its extraction again. Uploads of earlier tests may
  // have pushed it off the first page, so the pages are walked until it shows.
  const failed = page
    .getByTestId('invoice-card')
    .filter({ has: page.locator('[data-testid=extraction-status][data-status=failed]') })
    .first();
  for (let listPage = 1; listPage <= 5; listPage += 1) {
    await page.goto(`/invoices/all?page=${listPage}`);
    await expect(page.getByTestId('invoice-card').first()).toBeVisible();
    if ((await failed.count()) > 0) break;
  }
  const id = await failed.getAttribute('data-invoice-id');
  await failed.getByRole('button', { name: 'Resubmit' }).click();
  await expect(page.getByText('Extraction started')).toBeVisible();
  await expect(
    page.locator(`[data-invoice-id="${id}"] [data-testid=extraction-status]`),
  ).not.toHaveAttribute('data-status', 'failed', { timeout: 90_000 });
});
