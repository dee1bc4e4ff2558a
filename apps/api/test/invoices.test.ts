import { contract, InvoiceListSchema, InvoicesUploadedSchema } from '@procure/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/dialect';
import { signedInTestApp } from './helpers';
import {
  findInvoice,
  invoicePdf,
  invoicePng,
  sample,
  settled,
  storeFile,
} from './support/invoices';
import { testEngine } from './test-database';

const server = signedInTestApp({ JOB_POLL_MS: '50' });

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url, payload, headers: server.auth });

const list = async (query: string) => {
  const response = await inject('GET', `/api/v1/invoice/?${query}`);
  expect(response.statusCode).toBe(200);
  return InvoiceListSchema.parse(response.json());
};

const classic = sample('en-classic-usd');

describe(`invoice intake on ${testEngine}`, { timeout: 120_000 }, () => {
  let textId: number;

  it('extracts a text PDF in the background: fields, confidence, page, box, source, lines', async () => {
    const doc = await storeFile(server.app, server.auth, await invoicePdf(classic), 'classic.pdf');
    expect(doc.invoice_id).toBeGreaterThan(0);
    textId = doc.invoice_id!;
    // The upload answered before extraction ran.
    const invoice = await settled(server.app, server.auth, textId);
    expect(invoice.extraction_status).toBe('extracted');
    expect(invoice.workflowStatus).toBe('pending');
    expect(invoice.document_short_code).toBe(doc.doc_id);
    expect(invoice.invoice_number).toBe(classic.invoice_number);
    expect(invoice.total_amount).toBe(classic.total_amount);
    expect(invoice.invoice_number_status).toBe('extracted');
    expect(invoice.invoice_number_confidence).toBeGreaterThan(0.5);
    expect(invoice.fields?.invoice_number).toMatchObject({ page: 1, source: 'text' });
    expect(invoice.fields?.invoice_number?.box).toMatchObject({ x: expect.any(Number) });
    expect(invoice.extraction_source).toBe('text');
    expect(invoice.line_items).toHaveLength(classic.line_items.length);
    expect(invoice.line_items[0]).toMatchObject({
      id: 0,
      description: classic.line_items[0]!.description,
      amount: classic.line_items[0]!.amount,
    });
    expect(invoice.createdBy).not.toBe('--');
  });

  it('reads an e-invoice from its XML; several documents make several invoices', async () => {
    const de = sample('de-classic-eur');
    const [a, b] = await Promise.all([
      storeFile(server.app, server.auth, await invoicePdf(de, 'cii'), 'de.pdf', 'document'),
      storeFile(
        server.app,
        server.auth,
        await invoicePdf(sample('fr-stacked-eur'), 'ubl'),
        'fr.pdf',
        'document',
      ),
    ]);
    expect(a!.invoice_id).toBeUndefined();
    const response = await inject('POST', contract.invoice.upload.path, {
      doc_id: [a!.doc_id, b!.doc_id],
      remarks: 'From the mail room',
    });
    expect(response.statusCode).toBe(201);
    const { data } = InvoicesUploadedSchema.parse(response.json());
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({
      extraction_status: 'processing',
      remarks: 'From the mail room',
    });
    const invoice = await settled(server.app, server.auth, data[0]!.id);
    expect(invoice.extraction_status).toBe('extracted');
    expect(invoice.extraction_source).toBe('xml-cii');
    expect(invoice.invoice_number).toBe(de.invoice_number);
    expect(invoice.total_amount_confidence).toBeGreaterThanOrEqual(0.9);
    expect((await settled(server.app, server.auth, data[1]!.id)).extraction_source).toBe('xml-ubl');
    // Sending a document again answers its invoice; no second one is made.
    const again = await inject('POST', contract.invoice.upload.path, { doc_id: a!.doc_id });
    expect(again.json().data[0].id).toBe(data[0]!.id);
  });

  it('reads a PNG scan with OCR', { timeout: 120_000 }, async () => {
    const doc = await storeFile(server.app, server.auth, await invoicePng(classic), 'scan.png');
    const invoice = await settled(server.app, server.auth, doc.invoice_id!, 110_000);
    expect(['extracted', 'hold']).toContain(invoice.extraction_status);
    expect(invoice.extraction_source).toBe('ocr');
    expect(invoice.invoice_number).toBe(classic.invoice_number);
    expect(invoice.total_amount).toBe(classic.total_amount);
    expect(invoice.fields?.total_amount?.source).toBe('ocr');
  });

  it('flags the same file and the same vendor + number as duplicates, never drops them', async () => {
    const again = await storeFile(
      server.app,
      server.auth,
      await invoicePdf(classic),
      'classic-again.pdf',
    );
    const byFile = await settled(server.app, server.auth, again.invoice_id!);
    expect(byFile).toMatchObject({ duplicate_of: textId, duplicate_reason: 'file' });
    expect(byFile.remarks).toContain(`Duplicate of invoice ${textId}`);
    // The same invoice as an e-invoice: other bytes, same vendor and number.
    const xml = await storeFile(
      server.app,
      server.auth,
      await invoicePdf(classic, 'ubl'),
      'classic.xml.pdf',
    );
    const byNumber = await settled(server.app, server.auth, xml.invoice_id!);
    expect(byNumber).toMatchObject({ duplicate_of: textId, duplicate_reason: 'number' });
    const { data } = await list(`search=${encodeURIComponent(classic.invoice_number)}`);
    expect(data.map((r) => r.id).sort()).toEqual(
      expect.arrayContaining([textId, again.invoice_id, xml.invoice_id]),
    );
  });

  it('matches the vendor master by name and links the PO by its number', async () => {
    const vendor = await server.app.db
      .selectFrom('vendors')
      .select(['id', 'name'])
      .where('tab', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const now = nowIso();
    const po = await server.app.db
      .insertInto('procurement_documents')
      .values({
        kind: 'po',
        number: 'PO-MATCH-77',
        vendor_id: vendor.id,
        doc_date: '2026-01-01',
        payment_terms: 'Net 30',
        tab: 'active',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const s = {
      ...classic,
      invoice_number: 'INV-MATCH-1',
      vendor_name: vendor.name,
      vendor_tax_id: null,
      po_number: 'PO-MATCH-77',
    };
    const doc = await storeFile(server.app, server.auth, await invoicePdf(s), 'matched.pdf');
    const invoice = await settled(server.app, server.auth, doc.invoice_id!);
    expect(invoice.vendor_id).toBe(vendor.id);
    expect(invoice.vendor_match_score).toBeGreaterThanOrEqual(0.6);
    expect(invoice.vendor_name_status).toBe('extracted');
    expect(invoice.po_id).toBe(po.id);
    // The unknown vendor of the sample stays as read, marked unmatched.
    const unmatched = await findInvoice(server.app, server.auth, textId);
    expect(unmatched.vendor_id).toBeNull();
    expect(unmatched.vendor_name).toBe(classic.vendor_name);
    expect(unmatched.vendor_name_status).toBe('unmatched');
  });

  it('fails a corrupt PDF with its reason, keeps the file, and extracts again on request', async () => {
    const corrupt = Buffer.from('%PDF-1.7\n this is not really a pdf \n%%EOF');
    const doc = await storeFile(server.app, server.auth, corrupt, 'broken.pdf');
    const failed = await settled(server.app, server.auth, doc.invoice_id!);
    expect(failed.extraction_status).toBe('failed');
    expect(failed.workflowStatus).toBe('failed');
    expect(failed.extraction_error).toBeTruthy();
    expect(failed.remarks).toMatch(/^Extraction failed: /);
    const content = await inject('GET', `/api/v1/document/${doc.doc_id}/content`);
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(corrupt)).toBe(true);

    // pdf.js streams a large PDF with range requests.
    const part = await server.app.inject({
      method: 'GET',
      url: `/api/v1/document/${doc.doc_id}/content`,
      headers: { ...server.auth, range: 'bytes=0-7' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${corrupt.length}`);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.headers['content-type']).toBe('application/pdf');
    expect(part.body).toBe('%PDF-1.7');

    const rerun = await inject('POST', `/api/v1/invoice/${doc.invoice_id}/extract`);
    expect(rerun.statusCode).toBe(202);
    expect(rerun.json().data.extraction_status).toBe('processing');
    // Twice at once is refused while the first runs.
    expect((await inject('POST', `/api/v1/invoice/${doc.invoice_id}/extract`)).statusCode).toBe(
      409,
    );
    expect((await settled(server.app, server.auth, doc.invoice_id!)).extraction_status).toBe(
      'failed',
    );
    expect((await inject('POST', '/api/v1/invoice/999999/extract')).statusCode).toBe(404);
  });

  it('re-extracts an extracted invoice to the same values, still the original of its copies', async () => {
    const rerun = await inject('POST', `/api/v1/invoice/${textId}/extract`);
    expect(rerun.statusCode).toBe(202);
    const invoice = await settled(server.app, server.auth, textId);
    expect(invoice.extraction_status).toBe('extracted');
    expect(invoice.invoice_number).toBe(classic.invoice_number);
    expect(invoice.duplicate_of).toBeNull();
  });

  it('lists 12 a page, searches number, vendor and amount, filters by status', async () => {
    const all = await list('');
    expect(all.pagination).toMatchObject({ page: 1, page_size: 12 });
    expect(all.pagination.total).toBeGreaterThanOrEqual(8);
    expect(all.pagination.pages).toBe(Math.ceil(all.pagination.total / 12));
    const paged = await list('page_size=3&page=2');
    expect(paged.data).toHaveLength(3);
    expect(paged.pagination.pages).toBe(Math.ceil(all.pagination.total / 3));

    const byVendor = await list(`search=${encodeURIComponent('northwind')}`);
    expect(byVendor.data.length).toBeGreaterThan(0);
    expect(byVendor.data.every((r) => /northwind/i.test(r.vendor_name ?? ''))).toBe(true);
    const byAmount = await list(`search=${classic.total_amount.toFixed(2)}`);
    expect(byAmount.data.every((r) => r.total_amount === classic.total_amount)).toBe(true);
    expect(byAmount.data.length).toBeGreaterThan(0);
    const none = await list('search=no-such-invoice-anywhere');
    expect(none.pagination).toMatchObject({ total: 0, pages: 0 });

    const failed = await list('extraction_status=failed');
    expect(failed.data.length).toBeGreaterThan(0);
    expect(failed.data.every((r) => r.extraction_status === 'failed')).toBe(true);
    const drafts = await list('type=draft&approval_status=pending&payment_status=pending');
    expect(drafts.pagination.total).toBe(all.pagination.total);
    expect((await list('approval_status=approved')).pagination.total).toBe(0);
    expect((await list('workflow_status=failed')).data.length).toBe(failed.data.length);

    const bad = await inject('GET', '/api/v1/invoice/?extraction_status=done&page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['query.extraction_status', 'query.page']),
    );
  });

  it('exports invoice-{id}-excel.xlsx: a header sheet and a lines sheet, typed', async () => {
    const response = await inject('POST', '/api/v1/invoice?export_type=excel', {
      type: 'excel',
      id: [textId],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`invoice-${textId}-excel.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const [header, lines] = book.worksheets;
    const headings = (header!.getRow(1).values as unknown[]).slice(1);
    const cell = (name: string) => header!.getRow(2).getCell(headings.indexOf(name) + 1).value;
    expect(cell('Invoice Number')).toBe(classic.invoice_number);
    expect(cell('Invoice Number Status')).toBe('extracted');
    expect(typeof cell('Invoice Number Confidence')).toBe('number');
    expect(cell('Total Amount')).toBe(classic.total_amount);
    expect(cell('Invoice Date')).toBeInstanceOf(Date);
    expect(lines!.rowCount).toBe(classic.line_items.length + 1);
    const lineHeadings = (lines!.getRow(1).values as unknown[]).slice(1);
    expect(lineHeadings).toEqual(
      expect.arrayContaining(['Amount', 'Amount Status', 'Amount Confidence']),
    );
    expect(
      (await inject('POST', '/api/v1/invoice?export_type=excel', { id: [999999] })).statusCode,
    ).toBe(404);
  });

  it('saves review edits as corrected', async () => {
    const response = await inject('PUT', `/api/v1/invoice/${textId}`, {
      header: { invoice_number: 'INV-EDITED-1', currency: 'USD' },
    });
    expect(response.statusCode).toBe(200);
    const { data } = contract.invoice.review.responses[200].parse(response.json());
    expect(data).toMatchObject({
      invoice_number: 'INV-EDITED-1',
      invoice_number_status: 'corrected',
      currency_status: 'extracted',
    });
    expect(
      (await inject('PUT', `/api/v1/invoice/${textId}`, { header: { nope: 1 } })).statusCode,
    ).toBe(400);
    expect((await inject('PUT', '/api/v1/invoice/999999', { header: {} })).statusCode).toBe(404);
  });

  it('answers 404 for unknown documents and 400 for a bad upload body', async () => {
    expect(
      (await inject('POST', contract.invoice.upload.path, { doc_id: 'nope-nope' })).statusCode,
    ).toBe(404);
    const bad = await inject('POST', contract.invoice.upload.path, { doc_id: [] });
    expect(bad.statusCode).toBe(400);
  });
});
