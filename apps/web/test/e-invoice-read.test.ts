import { buildCiiXml, buildUblXml, sampleInvoices } from '@procure/fixtures/invoices';
import { describe, expect, it } from 'vitest';
import { readEInvoice } from '../src/features/invoices/viewer/e-invoice/read-e-invoice';

const sample = sampleInvoices().find((s) => !s.is_credit_note && s.line_items.length > 1)!;

/** A UBL invoice with what a reader looks for beyond the fields: payment, notes, an attachment. */
const richUbl = buildUblXml(sample).replace(
  '<cac:TaxTotal>',
  `<cbc:Note>Thank you for your order</cbc:Note>
  <cac:AdditionalDocumentReference><cbc:ID>TS-1</cbc:ID><cbc:DocumentDescription>Timesheet</cbc:DocumentDescription>
    <cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="application/pdf" filename="timesheet.pdf">JVBERi0xLjQK</cbc:EmbeddedDocumentBinaryObject></cac:Attachment>
  </cac:AdditionalDocumentReference>
  <cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode><cbc:PaymentID>RF18 5390 0754 7034</cbc:PaymentID>
    <cac:PayeeFinancialAccount><cbc:ID>DE89370400440532013000</cbc:ID><cbc:Name>Seller GmbH</cbc:Name></cac:PayeeFinancialAccount></cac:PaymentMeans>
  <cac:PaymentTerms><cbc:Note>Net 30 days</cbc:Note></cac:PaymentTerms>
  <cac:TaxTotal>`,
);

describe('reading an e-invoice for the viewer', () => {
  it('reads a UBL invoice: parties, lines with units, totals, payment, notes, attachments', () => {
    const m = readEInvoice(richUbl);
    expect(m).toMatchObject({
      syntax: 'UBL',
      title: 'Invoice',
      number: sample.invoice_number,
      issueDate: sample.invoice_date,
      currency: sample.currency,
      seller: { name: sample.vendor_name, vatId: sample.vendor_tax_id },
      buyer: { name: sample.buyer_name },
      paymentTerms: ['Net 30 days'],
      payment: [{ iban: 'DE89370400440532013000', reference: 'RF18 5390 0754 7034' }],
      notes: ['Thank you for your order'],
      attachments: [
        {
          id: 'TS-1',
          fileName: 'timesheet.pdf',
          mimeCode: 'application/pdf',
          base64: 'JVBERi0xLjQK',
        },
      ],
    });
    expect(m.lines).toHaveLength(sample.line_items.length);
    expect(m.lines[0]).toMatchObject({
      unit: 'C62',
      description: sample.line_items[0]!.description,
    });
    expect(m.totals.at(-1)).toEqual({
      label: 'Amount due',
      amount: sample.amount_due.toFixed(2),
      grand: true,
    });
  });

  it('reads a CII invoice with its compact dates', () => {
    const m = readEInvoice(buildCiiXml(sample));
    expect(m).toMatchObject({
      syntax: 'CII',
      number: sample.invoice_number,
      issueDate: sample.invoice_date,
    });
    expect(m.lines.map((l) => l.amount)).toEqual(sample.line_items.map((l) => l.amount.toFixed(2)));
  });

  it('refuses a DOCTYPE, malformed XML and XML that is not an e-invoice', () => {
    expect(() => readEInvoice(`<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>`)).toThrow(/DOCTYPE/);
    expect(() => readEInvoice('<Invoice><ID>1</Invoice>')).toThrow(/not well-formed/);
    expect(() => readEInvoice('<note/>')).toThrow(/not an e-invoice/);
  });
});
