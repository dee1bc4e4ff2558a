import {
  buildCiiXml,
  buildUblXml,
  renderInvoicePdf,
  sampleInvoices,
} from '@procure/fixtures/invoices';
import { describe, expect, it } from 'vitest';
import { fromTokens } from '../src/from-tokens.js';
import { extractInvoice, readEInvoice } from '../src/index.js';
import type { Token } from '../src/types.js';

// The buyer an e-invoice is addressed to (BT-44 name, BT-48 VAT id) picks which of the buying
// organisation's companies the invoice belongs to (issue 22 item 6).
const sample = sampleInvoices().find((s) => s.id === 'de-classic-eur')!;

describe('the buyer of an e-invoice', () => {
  it('CII: BuyerTradeParty name and VAT registration', () => {
    const xml = buildCiiXml(sample).replace(
      /<\/ram:Name><\/ram:BuyerTradeParty>/,
      '</ram:Name><ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">DE 999 888 777</ram:ID></ram:SpecifiedTaxRegistration></ram:BuyerTradeParty>',
    );
    const result = readEInvoice(xml)!;
    expect(result.buyer_name?.value).toBe(sample.buyer_name);
    expect(result.buyer_tax_id?.value).toBe('DE 999 888 777');
    // The seller's VAT id is still the seller's.
    expect(result.fields.vendor_tax_id?.value).toBe(sample.vendor_tax_id);
  });

  it('CII without a buyer VAT id: the name alone', () => {
    const result = readEInvoice(buildCiiXml(sample))!;
    expect(result.buyer_name?.value).toBe(sample.buyer_name);
    expect(result.buyer_tax_id ?? null).toBeNull();
  });

  it('UBL: AccountingCustomerParty legal name and tax scheme id', () => {
    const ubl = buildUblXml(sample);
    const customer =
      '<cac:AccountingCustomerParty><cac:Party><cac:PartyName><cbc:Name>Trade name</cbc:Name></cac:PartyName>' +
      '<cac:PartyTaxScheme><cbc:CompanyID>DE123456789</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>' +
      '<cac:PartyLegalEntity><cbc:RegistrationName>Buyer Legal GmbH</cbc:RegistrationName></cac:PartyLegalEntity>' +
      '</cac:Party></cac:AccountingCustomerParty>';
    const xml = ubl.includes('<cac:AccountingCustomerParty>')
      ? ubl.replace(
          /<cac:AccountingCustomerParty>[\s\S]*?<\/cac:AccountingCustomerParty>/,
          customer,
        )
      : ubl.replace('</cac:AccountingSupplierParty>', `</cac:AccountingSupplierParty>${customer}`);
    const result = readEInvoice(xml)!;
    expect(result.buyer_name?.value).toBe('Buyer Legal GmbH');
    expect(result.buyer_tax_id?.value).toBe('DE123456789');
    expect(result.fields.vendor_tax_id?.value).toBe(sample.vendor_tax_id);
  });
});

/** Words of one line at `y`, each 6 units a character, one space apart. */
function words(text: string, x: number, y: number): Token[] {
  const out: Token[] = [];
  for (const word of text.split(' ')) {
    out.push({ text: word, page: 1, x, y, width: word.length * 6, height: 10 });
    x += (word.length + 1) * 6;
  }
  return out;
}

describe('the buyer of a printed invoice', () => {
  it('is the first name under the buyer label, on every generated sample', async () => {
    for (const s of sampleInvoices()) {
      const result = await extractInvoice(await renderInvoicePdf(s), 'application/pdf');
      expect(result.buyer_name?.value, s.id).toBe(s.buyer_name);
    }
  }, 120_000);

  it('follows the label on its own line, with the VAT id printed in the block', () => {
    const tokens = [
      ...words('Acme Supplies GmbH', 50, 40),
      ...words('Invoice INV-1', 50, 80),
      ...words('Bill to: Northwind Trading Ltd', 50, 120),
      ...words('12 Harbour Road', 50, 134),
      ...words('VAT DE 123 456 789', 50, 148),
    ];
    const result = fromTokens(tokens, 'text');
    expect(result.buyer_name?.value).toBe('Northwind Trading Ltd');
    expect(result.buyer_tax_id?.value).toBe('DE123456789');
  });

  it('is the window envelope’s recipient under the sender line when no label names it', () => {
    const tokens = [
      ...words('Acme GmbH · Hauptstr. 1 · 10115 Berlin', 50, 100),
      ...words('Northwind Handel GmbH', 50, 114),
      ...words('Hafenweg 3', 50, 128),
      ...words('20457 Hamburg', 50, 142),
      // The page goes on: the sender line is in its top half.
      ...words('Thank you for your order', 50, 800),
    ];
    const result = fromTokens(tokens, 'text');
    expect(result.buyer_name?.value).toBe('Northwind Handel GmbH');
    expect(result.buyer_tax_id).toBeNull();
  });

  it('reads a legal form OCR misread as the vendor reader does ("SON BID" beside "BHD")', () => {
    const tokens = [
      ...words('KEDAI MAJU SDN BHD', 50, 40),
      ...words('Lot 3, Jalan Pelabur 23/1', 50, 54),
      ...words('Bill to:', 50, 100),
      ...words('RUNCIT JAYA SON BHD', 50, 114),
      ...words('47500 SUBANG JAYA', 50, 128),
    ];
    const result = fromTokens(tokens, 'ocr');
    expect(result.buyer_name?.value).toBe('RUNCIT JAYA SDN BHD');
    expect(result.fields.vendor_name?.value).toBe('KEDAI MAJU SDN BHD');
  });
});
