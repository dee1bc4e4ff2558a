import { expect, type Page } from '@playwright/test';
import { renderInvoicePdf, sampleInvoices } from '@procure/fixtures/invoices';

/** The signed-in page's bearer token, for setting up data through the API. */
export async function headersOf(page: Page) {
  const token = await page.evaluate(
    () => localStorage.getItem('authToken') ?? sessionStorage.getItem('authToken'),
  );
  return { authorization: `Bearer ${token ?? ''}` };
}

/** Uploads a made-up invoice PDF as the upload dialog does (it becomes an invoice at once). */
export async function uploadInvoice(page: Page, invoiceNumber: string) {
  const bytes = await renderInvoicePdf({ ...sampleInvoices()[0]!, invoice_number: invoiceNumber });
  const stored = await page.request.post('/api/v1/store/upload', {
    headers: await headersOf(page),
    multipart: {
      file: {
        name: `${invoiceNumber}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from(bytes),
      },
      form_name: 'invoice_upload_modal',
      event_type: 'invoice',
      sub_event_type: 'invoice_sub',
    },
  });
  expect(stored.ok(), await stored.text()).toBe(true);
}
