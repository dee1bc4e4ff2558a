import { contract } from '@procure/contract';
import { buildCiiXml, buildUblXml } from '@procure/fixtures/invoices';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { colleague } from './support/colleague';
import { invoicePdf, sample, settled, storeFile, uploadForm } from './support/invoices';
import { testEngine } from './test-database';

const server = signedInTestApp({ JOB_POLL_MS: '50' });
// The demo user uploads; someone else approves (segregation of duties).
const approver = colleague(server, 'Invoice Approver');

const upload = (file: string | Buffer, name: string, formName?: string) =>
  server.app.inject({
    method: 'POST',
    url: contract.store.upload.path,
    payload: uploadForm(Buffer.from(file), name, formName),
    headers: server.auth,
  });

/** The seller's account, as Peppol and XRechnung state it (grouped, as printed). */
const IBAN = 'DE89 3704 0044 0532 0130 00';
const withIban = (ubl: string) =>
  ubl.replace(
    '<cac:TaxTotal>',
    `<cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode><cac:PayeeFinancialAccount><cbc:ID>${IBAN}</cbc:ID></cac:PayeeFinancialAccount></cac:PaymentMeans><cac:TaxTotal>`,
  );

const storedCount = async () =>
  Number(
    (
      await server.app.db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`bare XML e-invoices on ${testEngine}`, { timeout: 60_000 }, () => {
  it.each([
    ['UBL', 'de-classic-eur', () => withIban(buildUblXml(sample('de-classic-eur')))],
    ['CII', 'fr-stacked-eur', () => buildCiiXml(sample('fr-stacked-eur'))],
  ])(
    'extracts a %s upload: header, lines, tax id at source xml and confidence 1',
    async (syntax, id, build) => {
      const s = sample(id);
      // Named .txt and sent without a type: the content decides.
      const doc = await storeFile(server.app, server.auth, Buffer.from(build()), 'invoice.txt');
      expect(doc.content_type).toBe('application/xml');
      const invoice = await settled(server.app, server.auth, doc.invoice_id!);
      expect(invoice).toMatchObject({
        extraction_status: 'extracted',
        extraction_source: syntax === 'UBL' ? 'xml-ubl' : 'xml-cii',
        invoice_number: s.invoice_number,
        invoice_date: s.invoice_date,
        vendor_name: s.vendor_name,
        vendor_tax_id: s.vendor_tax_id,
        total_amount: s.total_amount,
        amount_due: s.amount_due,
        total_amount_confidence: 1,
        invoice_number_confidence: 1,
      });
      expect(invoice.fields?.total_amount?.source).toBe(invoice.extraction_source);
      expect(invoice.line_items).toHaveLength(s.line_items.length);
      expect(invoice.line_items[0]).toMatchObject({
        ...s.line_items[0],
        unit: 'C62',
        amount_confidence: 1,
      });
      if (syntax === 'UBL') expect(invoice.fields?.vendor_iban?.value).toBe(IBAN.replace(/ /g, ''));
    },
  );

  it('refuses an XML with a DOCTYPE or entities, and stores nothing', async () => {
    const before = await storedCount();
    const xml = buildUblXml(sample('de-classic-eur')).replace(
      '<Invoice',
      '<!DOCTYPE Invoice [<!ENTITY x SYSTEM "http://127.0.0.1:9/x">]>\n<Invoice',
    );
    const response = await upload(xml, 'invoice.xml');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/^XML files with a DOCTYPE or entity declarations/),
      code: 'unsupported_media_type',
    });
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['another XML', '<?xml version="1.0"?><order xmlns="urn:example:order"><id>1</id></order>'],
    ['an Invoice outside the UBL namespace', '<Invoice><ID>1</ID></Invoice>'],
  ])('refuses %s as not an e-invoice', async (_, xml) => {
    const response = await upload(xml, 'invoice.xml');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/^This XML file is not an e-invoice/);
  });

  it('takes XML as an invoice only, not as a signed PO', async () => {
    const response = await upload(
      buildUblXml(sample('de-classic-eur')),
      'po.xml',
      'po_upload_modal',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      'XML files are accepted as invoices only (Upload Invoice)',
    );
  });

  it('holds an e-invoice whose totals break an EN 16931 rule, naming it', async () => {
    const s = sample('nl-table-eur');
    const xml = buildCiiXml(s).replace(
      /<ram:DuePayableAmount>[\d.]+/,
      `<ram:DuePayableAmount>${(s.amount_due + 10).toFixed(2)}`,
    );
    const doc = await storeFile(server.app, server.auth, Buffer.from(xml), 'broken.xml');
    const invoice = await settled(server.app, server.auth, doc.invoice_id!);
    expect(invoice.extraction_status).toBe('hold');
    expect(invoice.workflowStatus).toBe('hold');
    expect(invoice.remarks).toMatch(/BR-CO-16: the amount due for payment is stated as/);
    // Approval is held back by the same arithmetic until a reviewer corrects it or overrides.
    const approve = await approver.call(
      'POST',
      contract.invoice.approve.path.replace(':id', String(invoice.id)),
      {},
    );
    expect(approve.statusCode).toBe(400);
    expect(approve.json().issues).toContainEqual({
      path: 'header.amount_due',
      message: 'The amount due is not the total less the prepaid amount plus rounding',
    });
  });

  it('flags the same invoice arriving as a PDF and as XML, whatever its vendor reads as', async () => {
    const s = sample('en-classic-usd');
    const pdf = await storeFile(server.app, server.auth, await invoicePdf(s), 'scan.pdf');
    const original = await settled(server.app, server.auth, pdf.invoice_id!);
    expect(original.duplicate_of).toBeNull();
    // The XML names the seller by its legal name, which the printed page does not.
    const xml = buildUblXml({ ...s, vendor_name: `${s.vendor_name} Holdings Ltd` });
    const doc = await storeFile(server.app, server.auth, Buffer.from(xml), 'e-invoice.xml');
    const copy = await settled(server.app, server.auth, doc.invoice_id!);
    expect(copy).toMatchObject({ duplicate_of: original.id, duplicate_reason: 'number' });
    expect(copy.remarks).toContain(
      `Duplicate of invoice ${original.id} (same invoice number, date and amount)`,
    );
    // Another amount under the same number is another invoice, not a copy.
    const other = buildUblXml({
      ...s,
      vendor_name: 'Someone Else Ltd',
      total_amount: s.total_amount + 1,
      amount_due: s.amount_due + 1,
    });
    const third = await storeFile(server.app, server.auth, Buffer.from(other), 'other.xml');
    expect((await settled(server.app, server.auth, third.invoice_id!)).duplicate_of).toBeNull();
  });
});
