import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildCiiXml, buildUblXml, sampleInvoices } from '@procure/fixtures/invoices';
import { describe, expect, it } from 'vitest';
import { extractInvoice, ExtractionError } from '../src/index.js';
import { MAX_XML_ELEMENTS } from '../src/xml/bare-xml.js';

/** The CEN/TC 434 examples, read in place beside the repository (never copied into it). */
const CORPUS = fileURLToPath(new URL('../../../../shared/corpus/en16931-xml/', import.meta.url));
const hasCorpus = existsSync(CORPUS);

const extract = (xml: string | Uint8Array) =>
  extractInvoice(typeof xml === 'string' ? new TextEncoder().encode(xml) : xml, '');
const refusal = (xml: string) =>
  extract(xml).then(
    () => null,
    (error: unknown) => error as ExtractionError,
  );
const valuesOf = (fields: Record<string, { value: unknown } | null>) =>
  Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f?.value ?? null]));

const sample = sampleInvoices().find((s) => !s.is_credit_note && s.line_items.length > 1)!;

describe.skipIf(!hasCorpus)('bare XML e-invoices from the EN 16931 examples', () => {
  const truth = hasCorpus
    ? (JSON.parse(readFileSync(`${CORPUS}ground_truth.normalized.json`, 'utf8')) as Record<
        string,
        Record<string, unknown> & { line_items: { amount: number; quantity: number }[] }
      >)
    : {};
  const HEADER = ['invoice_number', 'invoice_date', 'due_date', 'currency', 'net_amount'];

  it.each([
    'ubl-ubl-tc434-example1.xml',
    'cii-CII_example2.xml', // document allowances and charges
    'cii-huf_example_cii.xml', // HUF: tax rounded to whole forints
    'cii-XRechnung-O.xml',
  ])('reads %s at confidence 1 with every EN 16931 total adding up', async (file) => {
    const result = await extract(readFileSync(CORPUS + file));
    const expected = truth[file]!;
    expect(result.source).toBe(file.startsWith('ubl') ? 'xml-ubl' : 'xml-cii');
    for (const name of [...HEADER, 'total_amount', 'amount_due', 'tax_amount']) {
      if (expected[name] === null || expected[name] === undefined) continue;
      expect(result.fields[name as 'currency']?.value, name).toEqual(expected[name]);
      expect(result.fields[name as 'currency']?.confidence).toBe(1);
    }
    expect(result.line_items.map((l) => l.amount?.value)).toEqual(
      expected.line_items.map((l) => l.amount),
    );
    expect(result.line_items.every((l) => l.unit?.value && l.quantity?.confidence === 1)).toBe(
      true,
    );
    expect(result.arithmetic).toEqual([]);
  });

  it('reports a UBL credit note negative and keeps the seller legal name and account', async () => {
    const result = await extract(readFileSync(`${CORPUS}ubl-ubl-tc434-creditnote1.xml`));
    expect(result.document_type).toBe('credit_note');
    expect(result.fields.total_amount?.value).toBe(-100.11);
    expect(result.vendor_iban?.value).toBe('BE91000000143476');
    expect(result.fields.vendor_name?.value).toBe('My Supplier Company');
  });
});

describe('bare XML e-invoices made from a sample', () => {
  it.each([
    ['UBL', buildUblXml],
    ['CII', buildCiiXml],
  ])('reads %s sniffed from its content, with lines, units and the tax id', async (_, build) => {
    const result = await extract(build(sample));
    expect(valuesOf(result.fields)).toMatchObject({
      invoice_number: sample.invoice_number,
      invoice_date: sample.invoice_date,
      vendor_name: sample.vendor_name,
      total_amount: sample.total_amount,
      amount_due: sample.amount_due,
    });
    expect(result.fields.vendor_tax_id?.value).toBe(sample.vendor_tax_id);
    expect(result.line_items.map((l) => valuesOf(l))).toEqual(
      sample.line_items.map((l) => ({ ...l, unit: 'C62' })),
    );
    expect(result.pages).toBe(1);
  });

  it('names every broken calculation rule that matters to payment', async () => {
    const broken = buildUblXml(sample)
      .replace(
        /<cbc:PayableAmount currencyID="(\w+)">[\d.]+/,
        '<cbc:PayableAmount currencyID="$1">1.00',
      )
      .replace(
        /(<cac:LegalMonetaryTotal>\s*<cbc:LineExtensionAmount currencyID="\w+">)[\d.]+/,
        '$10.01',
      );
    const result = await extract(broken);
    expect(result.arithmetic?.map((p) => p.rule)).toEqual(['BR-CO-10', 'BR-CO-13', 'BR-CO-16']);
    expect(result.arithmetic?.[2]?.message).toMatch(
      /^BR-CO-16: the amount due for payment is stated as 1\.00/,
    );
  });
});

describe('what is refused unread', () => {
  const ubl = buildUblXml(sample);

  it('refuses a DOCTYPE, with or without entities, before parsing', async () => {
    const doctype = ubl.replace(
      '<Invoice',
      '<!DOCTYPE Invoice [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<Invoice',
    );
    const error = await refusal(doctype);
    expect(error).toBeInstanceOf(ExtractionError);
    expect(error?.code).toBe('unsupported');
    expect(error?.message).toMatch(/DOCTYPE/);
  });

  it.each([
    ['another XML', '<?xml version="1.0"?><note><to>Tove</to></note>'],
    ['an Invoice root outside the UBL namespace', '<Invoice><ID>1</ID></Invoice>'],
    ['HTML', '<html><body>Invoice 1</body></html>'],
  ])('refuses %s as not an e-invoice', async (_, xml) => {
    const error = await refusal(xml);
    expect(error?.code).toBe('unsupported');
    expect(error?.message).toMatch(/not an e-invoice/);
  });

  it('refuses XML that is not well-formed, nests too deep or has too many elements', async () => {
    expect((await refusal(ubl.replace('</cbc:IssueDate>', '')))?.code).toBe('corrupt');
    const deep = ubl.replace('<cbc:ID>', `${'<a>'.repeat(200)}${'</a>'.repeat(200)}<cbc:ID>`);
    expect((await refusal(deep))?.code).toBe('corrupt');
    const many = ubl.replace('<cbc:ID>', `${'<a/>'.repeat(MAX_XML_ELEMENTS)}<cbc:ID>`);
    expect((await refusal(many))?.message).toMatch(/more than 200,000 elements/);
  });
});
