import type { HeaderLayout } from '@procure/extraction';
import { describe, expect, it } from 'vitest';
import { openPdf } from '../../../packages/extraction/src/pdf/pdfjs';
import { renderPageToPng } from '../../../packages/extraction/src/pdf/render-page';
import { LEARN_LAYOUT_JOB } from '../src/services/vendor-learning';
import { signedInTestApp } from './helpers';
import { settled, storeFile } from './support/invoices';
import { vendorInvoicePdf } from './support/vendor-pdf';
import { testEngine } from './test-database';

const server = signedInTestApp();

/** The vendor's invoice as a scan: a 150 dpi PNG, no text layer. */
async function scan(number: string): Promise<Buffer> {
  const pdf = await vendorInvoicePdf({
    vendorName: 'Hinterhof Werkstatt GmbH',
    taxId: 'DE 123 456 789',
    number,
    reference: 'AB-71',
    date: '01.03.2024',
    net: '100,00 €',
    tax: '19,00 €',
    total: '119,00 €',
  });
  const doc = await openPdf(new Uint8Array(pdf));
  const { png } = await renderPageToPng(await doc.getPage(1), 150);
  await doc.destroy();
  return Buffer.from(png);
}

describe(`learning from a reviewed scan (issue 23 §4) on ${testEngine}`, () => {
  it(
    'learns from the words stored at its extraction and keys the layout on the tax id read',
    { timeout: 180_000 },
    async () => {
      const { app, auth } = server;
      const doc = await storeFile(app, auth, await scan('QX-5001'), 'scan.png');
      const invoice = await settled(app, auth, doc.invoice_id!, 150_000);
      expect(invoice.extraction_source).toBe('ocr');
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/v1/invoice/${invoice.id}`,
        headers: auth,
        payload: { header: { invoice_number: 'QX-5001', vendor_tax_id: 'DE123456789' } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      let job: { status: string; last_error: string | null } | undefined;
      for (const until = Date.now() + 60_000; Date.now() < until;) {
        job = await app.db
          .selectFrom('jobs')
          .select(['status', 'last_error'])
          .where('kind', '=', LEARN_LAYOUT_JOB)
          .executeTakeFirst();
        if (job?.status === 'succeeded' || job?.status === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(job).toMatchObject({ status: 'succeeded' });
      const row = await app.db
        .selectFrom('vendor_layouts')
        .select('layout')
        .where('vendor_key', '=', 'tax:DE123456789')
        .executeTakeFirstOrThrow();
      const layout = JSON.parse(row.layout) as HeaderLayout;
      // Where OCR read the number: beside its label, whatever OCR made of the label's letters.
      expect(layout.invoice_number).toMatchObject({ placement: 'right' });
      expect(layout.invoice_number?.label).toMatch(/beleg/);
    },
  );
});
