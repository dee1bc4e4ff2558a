import { buildCiiXml, buildUblXml, sampleInvoices } from '@procure/fixtures/invoices';
import { describe, expect, it } from 'vitest';
import { readEInvoice } from '../src/index.js';

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
