import type { Page } from '@playwright/test';
import { uploadInvoiceFile } from './api-setup';
import { expect } from './fixtures';

// The invoice review page as the specs drive it.

export const invoiceDetail = (page: Page, id: number) => page.goto(`/invoices/detail/${id}`);
export const fieldCards = (page: Page) => page.getByTestId('field-cards');
export const invoiceHistory = (page: Page) => page.getByTestId('invoice-history');

/** The document's first page is drawn: leaving before would cut pdf.js off mid-page. */
export const documentDrawn = (page: Page) =>
  expect(page.locator('.doc-viewer-page[data-page="1"][data-drawn="true"]')).toBeVisible({
    timeout: 30_000,
  });

/** Opens the collapsed History section of the panel. */
export async function openHistory(page: Page) {
  await page.getByTestId('history-section').getByText('History', { exact: true }).click();
  await expect(invoiceHistory(page)).toBeVisible();
}

/** "Nov 23, 2026" for today, as the history shows when something happened. */
export const today = () =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(),
  );

export type HistoryEvent = { action: string; field: string | null; by: string; at: string };

/** Uploads a PDF and opens its review page once the server has read it; answers its id. */
export async function openReadPdf(page: Page, name: string, bytes: Uint8Array): Promise<number> {
  const id = await uploadInvoiceFile(page, {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(bytes),
  });
  await invoiceDetail(page, id);
  await expect(page.getByTestId('extraction-status')).toHaveAttribute(
    'data-status',
    /^(extracted|hold)$/,
    { timeout: 60_000 },
  );
  return id;
}
