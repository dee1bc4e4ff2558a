import {
  buildCiiXml,
  buildUblXml,
  renderInvoicePdf,
  sampleInvoices,
} from '@procure/fixtures/invoices';
import { describe, expect, it } from 'vitest';
import { extractInvoice, readEInvoice } from '../src/index.js';

const sample = sampleInvoices().find((s) => s.id === 'de-classic-eur')!;

describe('e-invoice XML', () => {
  it('reads a Factur-X / ZUGFeRD CII document exactly', () => {
    const result = readEInvoice(buildCiiXml(sample))!;
    expect(result.source).toBe('xml-cii');
    expect(result.fields.invoice_number?.value).toBe(sample.invoice_number);
    expect(result.fields.invoice_date?.value).toBe(sample.invoice_date);
    expect(result.fields.due_date?.value).toBe(sample.due_date);
    expect(result.fields.vendor_name?.value).toBe(sample.vendor_name);
    expect(result.fields.vendor_tax_id?.value).toBe(sample.vendor_tax_id);
    expect(result.fields.po_number?.value).toBe(sample.po_number);
    expect(result.fields.currency?.value).toBe('EUR');
    expect(result.fields.net_amount?.value).toBe(sample.net_amount);
    expect(result.fields.tax_amount?.value).toBe(sample.tax_amount);
    expect(result.fields.total_amount?.value).toBe(sample.total_amount);
    expect(result.fields.amount_due?.value).toBe(sample.amount_due);
    expect(result.line_items.map((l) => l.amount?.value)).toEqual(
      sample.line_items.map((l) => l.amount),
    );
    expect(result.line_items[0]?.tax_rate?.value).toBe(19);
  });

  it('reads an XRechnung UBL invoice exactly', () => {
    const result = readEInvoice(buildUblXml(sample))!;
    expect(result.source).toBe('xml-ubl');
    expect(result.fields.invoice_number?.value).toBe(sample.invoice_number);
    expect(result.fields.total_amount?.value).toBe(sample.total_amount);
    expect(result.fields.vendor_tax_id?.value).toBe(sample.vendor_tax_id);
    expect(result.line_items).toHaveLength(sample.line_items.length);
  });

  it('reads a hand-written UBL credit note with entities and comments', () => {
    const xml = `<?xml version="1.0"?>
<!-- hand-made -->
<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2">
  <cbc:ID>CN-7</cbc:ID><cbc:IssueDate>2024-02-01</cbc:IssueDate><cbc:DocumentCurrencyCode>GBP</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty><cac:Party><cac:PartyName><cbc:Name>Smith &amp; Sons Ltd</cbc:Name></cac:PartyName></cac:Party></cac:AccountingSupplierParty>
  <cac:TaxTotal><cbc:TaxAmount currencyID="GBP">2.00</cbc:TaxAmount></cac:TaxTotal>
  <cac:LegalMonetaryTotal><cbc:TaxExclusiveAmount currencyID="GBP">10.00</cbc:TaxExclusiveAmount><cbc:TaxInclusiveAmount currencyID="GBP">12.00</cbc:TaxInclusiveAmount><cbc:PayableAmount currencyID="GBP">12.00</cbc:PayableAmount></cac:LegalMonetaryTotal>
  <cac:CreditNoteLine><cbc:ID>1</cbc:ID><cbc:CreditedQuantity>2</cbc:CreditedQuantity><cbc:LineExtensionAmount currencyID="GBP">10.00</cbc:LineExtensionAmount><cac:Item><cbc:Name><![CDATA[Widgets <returned>]]></cbc:Name></cac:Item><cac:Price><cbc:PriceAmount currencyID="GBP">5.00</cbc:PriceAmount></cac:Price></cac:CreditNoteLine>
</CreditNote>`;
    const result = readEInvoice(xml)!;
    expect(result.fields.vendor_name?.value).toBe('Smith & Sons Ltd');
    expect(result.fields.due_date).toBeNull();
    expect(result.line_items[0]?.description?.value).toBe('Widgets <returned>');
    // Credit notes are reported negative (quantity carries the sign; the price stays positive).
    expect(result.line_items[0]?.quantity?.value).toBe(-2);
    expect(result.fields.total_amount?.value).toBe(-12);
  });

  it('returns null for XML that is not an invoice and throws on broken XML', () => {
    expect(readEInvoice('<order><id>1</id></order>')).toBeNull();
    expect(() => readEInvoice('<Invoice><ID>1</Invoice>')).toThrow();
  });

  it.each(['cii', 'ubl'] as const)(
    'prefers the %s XML embedded in a PDF over its text',
    async (embedXml) => {
      const result = await extractInvoice(
        await renderInvoicePdf(sample, { embedXml }),
        'application/pdf',
      );
      expect(result.source).toBe(`xml-${embedXml}`);
      expect(result.fields.total_amount).toMatchObject({
        value: sample.total_amount,
        confidence: 0.99,
      });
    },
  );
});
