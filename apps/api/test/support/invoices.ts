import {
  InvoiceDetailsSchema,
  StoredUploadSchema,
  contract,
  type InvoiceDetail,
} from '@procure/contract';
import { renderInvoicePdf, sampleInvoices, type SampleInvoice } from '@procure/fixtures/invoices';
import type { FastifyInstance } from 'fastify';
import { openPdf } from '../../../../packages/extraction/src/pdf/pdfjs';
import { renderPageToPng } from '../../../../packages/extraction/src/pdf/render-page';

export function sample(id: string): SampleInvoice {
  const found = sampleInvoices().find((s) => s.id === id);
  if (!found) throw new Error(`no sample invoice ${id}`);
  return found;
}

/** A generated invoice PDF, with its e-invoice XML embedded when asked. */
export const invoicePdf = async (s: SampleInvoice, embedXml?: 'cii' | 'ubl') =>
  Buffer.from(await renderInvoicePdf(s, embedXml ? { embedXml } : {}));

/** A generated invoice rasterized like a scan (150 dpi PNG, no text layer). */
export async function invoicePng(s: SampleInvoice): Promise<Buffer> {
  const doc = await openPdf(await renderInvoicePdf(s));
  const { png } = await renderPageToPng(await doc.getPage(1), 150);
  await doc.destroy();
  return Buffer.from(png);
}

export function uploadForm(file: Buffer, name: string, formName = 'invoice_upload_modal') {
  const data = new FormData();
  data.append('form_name', formName);
  data.append('event_type', 'invoice');
  data.append('sub_event_type', 'invoice_sub');
  data.append('file', new Blob([file]), name);
  return data;
}

/** Stores a file through the upload dialog's call; answers the stored document. */
export async function storeFile(
  app: FastifyInstance,
  auth: Record<string, string>,
  file: Buffer,
  name: string,
  formName = 'invoice_upload_modal',
) {
  const response = await app.inject({
    method: 'POST',
    url: contract.store.upload.path,
    payload: uploadForm(file, name, formName),
    headers: auth,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return StoredUploadSchema.parse(response.json()).data;
}

export async function findInvoice(
  app: FastifyInstance,
  auth: Record<string, string>,
  id: number,
): Promise<InvoiceDetail> {
  const response = await app.inject({
    method: 'POST',
    url: contract.invoice.find.path,
    payload: { id: [id] },
    headers: auth,
  });
  if (response.statusCode !== 200) throw new Error(`find failed: ${response.body}`);
  // Our full answer (the route's own schema is what any backend may send).
  return InvoiceDetailsSchema.parse(response.json()).data[0]!;
}

/** Polls until extraction has ended (anything but processing). */
export async function settled(
  app: FastifyInstance,
  auth: Record<string, string>,
  id: number,
  timeoutMs = 60_000,
): Promise<InvoiceDetail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const invoice = await findInvoice(app, auth, id);
    if (invoice.extraction_status !== 'processing') return invoice;
    if (Date.now() > until) throw new Error(`invoice ${id} still processing`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One line of a long delivery, as a review save sends it (the long-save test and the review
 * save bench build invoices of thousands of these). */
export const longInvoiceLine = (id: number) => ({
  id,
  description: `Part ${id} of a long delivery, shipped in several cartons`,
  quantity: 1 + (id % 4),
  unit_price: 3.25,
  tax_rate: 18,
  amount: 3.25 * (1 + (id % 4)),
});
