// bench:review's documents: a sample invoice PDF with pages of terms appended, uploaded to the
// bench's server and extracted, and given many lines where a document asks for them.
import { renderInvoicePdf, sampleInvoices } from '@procure/fixtures/invoices';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { signedInSession } from '../bench-web/server.mjs';

/** A sample invoice PDF (the fixtures' generator) with `pages - 1` pages of terms appended,
 * in the standard Helvetica like the invoice itself. */
async function invoicePdf(name, pages) {
  const sample = sampleInvoices()[0];
  const invoice = await renderInvoicePdf({
    ...sample,
    invoice_number: `BENCH-${name.replace(/\W/g, '')}-${Date.now()}`,
  });
  const pdf = await PDFDocument.load(invoice);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 2; number <= pages; number += 1) {
    const page = pdf.addPage([595.28, 841.89]);
    page.drawText(`Terms and conditions, page ${number} of ${pages}`, {
      x: 50,
      y: 790,
      size: 14,
      font,
    });
    for (let line = 0; line < 45; line += 1)
      page.drawText(
        `${line + 1}. The supplier delivers the goods as ordered; clause ${number}.${line + 1}.`,
        {
          x: 50,
          y: 760 - line * 15,
          size: 10,
          font,
        },
      );
  }
  return pdf.save();
}

/** Gives the invoice `count` lines that add up (PUT /invoice/{id}, as a reviewer's save). */
async function setLines(base, token, id, count) {
  const line_items = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    description: `Bench item ${index + 1}`,
    quantity: 1 + (index % 5),
    unit_price: 10,
    tax_rate: 18,
    amount: 10 * (1 + (index % 5)),
  }));
  const response = await fetch(`${base}/api/v1/invoice/${id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ line_items }),
  });
  if (!response.ok)
    throw new Error(`saving lines failed: ${response.status} ${await response.text()}`);
}

async function upload(base, token, name, pages) {
  const bytes = await invoicePdf(name, pages);
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), `${name}.pdf`);
  form.append('form_name', 'invoice_upload_modal');
  form.append('event_type', 'invoice');
  form.append('sub_event_type', 'invoice_sub');
  const headers = { authorization: `Bearer ${token}` };
  const response = await fetch(`${base}/api/v1/store/upload`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  const id = (await response.json()).data.invoice_id;
  // Extraction runs in the background: wait for it, so it does not compete with the browser.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const list = await fetch(`${base}/api/v1/invoice/?type=all&id=${id}`, { headers });
    const [row] = (await list.json()).data ?? [];
    if (row && row.extraction_status !== 'processing') return { id, bytes: bytes.length };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`invoice ${id} was not extracted within 300 s`);
}

/** Uploads the bench's documents to a server and waits until they are extracted. */
export async function prepareDocuments(base, documentsToUpload) {
  const { token, prepare } = await signedInSession(base);
  const documents = [];
  for (const doc of documentsToUpload) {
    const name = doc.lines ? `${doc.name}, ${doc.lines} lines` : doc.name;
    const stored = await upload(base, token, name, doc.pages);
    if (doc.lines) await setLines(base, token, stored.id, doc.lines);
    documents.push({ ...doc, name, ...stored });
  }
  return { base, prepare, documents };
}
