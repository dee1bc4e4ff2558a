import { renderInvoicePdf, sampleInvoices } from '@procure/fixtures/invoices';
import { describe, expect, it } from 'vitest';
import { extractInvoice, readEInvoice } from '../src/index.js';

/** Small hand-written e-invoices, one per syntax rule; values are made up. */
const ZUGFERD_1 = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15">
  <rsm:HeaderExchangedDocument><ram:ID>ZF1-77</ram:ID><ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20140711</udt:DateTimeString></ram:IssueDateTime></rsm:HeaderExchangedDocument>
  <rsm:SpecifiedSupplyChainTradeTransaction>
    <ram:ApplicableSupplyChainTradeAgreement>
      <ram:SellerTradeParty><ram:Name>Kite Works GmbH</ram:Name><ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">DE123456789</ram:ID></ram:SpecifiedTaxRegistration></ram:SellerTradeParty>
      <ram:BuyerOrderReferencedDocument><ram:ID>PO-5</ram:ID></ram:BuyerOrderReferencedDocument>
    </ram:ApplicableSupplyChainTradeAgreement>
    <ram:ApplicableSupplyChainTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime><udt:DateTimeString format="102">20140810</udt:DateTimeString></ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementMonetarySummation>
        <ram:LineTotalAmount currencyID="EUR">100.00</ram:LineTotalAmount><ram:TaxBasisTotalAmount currencyID="EUR">100.00</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">19.00</ram:TaxTotalAmount><ram:GrandTotalAmount currencyID="EUR">119.00</ram:GrandTotalAmount>
        <ram:DuePayableAmount currencyID="EUR">119.00</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementMonetarySummation>
    </ram:ApplicableSupplyChainTradeSettlement>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:SpecifiedSupplyChainTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>50.00</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedSupplyChainTradeAgreement>
      <ram:SpecifiedSupplyChainTradeDelivery><ram:BilledQuantity unitCode="C62">2</ram:BilledQuantity></ram:SpecifiedSupplyChainTradeDelivery>
      <ram:SpecifiedSupplyChainTradeSettlement>
        <ram:ApplicableTradeTax><ram:ApplicablePercent>19.00</ram:ApplicablePercent></ram:ApplicableTradeTax>
        <ram:SpecifiedTradeSettlementMonetarySummation><ram:LineTotalAmount>100.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementMonetarySummation>
      </ram:SpecifiedSupplyChainTradeSettlement>
      <ram:SpecifiedTradeProduct><ram:Name>Stunt kite</ram:Name></ram:SpecifiedTradeProduct>
    </ram:IncludedSupplyChainTradeLineItem>
  </rsm:SpecifiedSupplyChainTradeTransaction>
</rsm:CrossIndustryDocument>`;

const ciiCreditNote = (total: string, typeCode = '381'): string => `<?xml version="1.0"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100">
  <rsm:ExchangedDocument><ram:ID>CN-1</ram:ID><ram:TypeCode>${typeCode}</ram:TypeCode></rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:IncludedSupplyChainTradeLineItem><ram:SpecifiedLineTradeDelivery><ram:BilledQuantity>2</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>5.00</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeSettlement><ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>10.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:TaxBasisTotalAmount>10.00</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="USD">2.50</ram:TaxTotalAmount><ram:TaxTotalAmount currencyID="EUR">2.00</ram:TaxTotalAmount>
        <ram:GrandTotalAmount>${total}</ram:GrandTotalAmount><ram:DuePayableAmount>${total}</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

describe('e-invoice syntaxes', () => {
  it('reads ZUGFeRD 1.0 (CrossIndustryDocument) with its own element names', () => {
    const r = readEInvoice(ZUGFERD_1)!;
    expect(r.source).toBe('xml-cii');
    expect(Object.fromEntries(Object.entries(r.fields).map(([k, v]) => [k, v?.value]))).toEqual({
      invoice_number: 'ZF1-77',
      invoice_date: '2014-07-11',
      due_date: '2014-08-10',
      vendor_name: 'Kite Works GmbH',
      vendor_tax_id: 'DE123456789',
      po_number: 'PO-5',
      currency: 'EUR',
      net_amount: 100,
      tax_amount: 19,
      total_amount: 119,
      amount_due: 119,
    });
    expect(r.line_items[0]).toMatchObject({
      description: { value: 'Stunt kite' },
      quantity: { value: 2 },
      unit_price: { value: 50 },
      tax_rate: { value: 19 },
      amount: { value: 100 },
    });
  });

  it('a CII credit note (381) is reported negative; unit prices stay positive', () => {
    const r = readEInvoice(ciiCreditNote('12.00'))!;
    expect(r.document_type).toBe('credit_note');
    expect(r.fields.total_amount?.value).toBe(-12);
    expect(r.fields.amount_due?.value).toBe(-12);
    expect(r.fields.net_amount?.value).toBe(-10);
    expect(r.line_items[0]?.amount?.value).toBe(-10);
    expect(r.line_items[0]?.quantity?.value).toBe(-2);
    expect(r.line_items[0]?.unit_price?.value).toBe(5);
  });

  it('a credit note already signed negative is not flipped back', () => {
    expect(readEInvoice(ciiCreditNote('-12.00'))!.fields.total_amount?.value).toBe(-12);
  });

  it('389 (self-billed invoice) is an invoice, not a credit note', () => {
    const r = readEInvoice(ciiCreditNote('12.00', '389'))!;
    expect(r.document_type).toBe('invoice');
    expect(r.fields.total_amount?.value).toBe(12);
  });

  it('a tax total given in two currencies is read in the invoice currency', () => {
    expect(readEInvoice(ciiCreditNote('12.00', '380'))!.fields.tax_amount?.value).toBe(2);
  });

  it('a UBL CreditNote root is a credit note', () => {
    const r =
      readEInvoice(`<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2">
      <cbc:ID>CN-9</cbc:ID><cbc:IssueDate>2024-03-01</cbc:IssueDate><cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
      <cac:LegalMonetaryTotal><cbc:TaxInclusiveAmount currencyID="EUR">59.50</cbc:TaxInclusiveAmount><cbc:PayableAmount currencyID="EUR">59.50</cbc:PayableAmount></cac:LegalMonetaryTotal>
    </CreditNote>`)!;
    expect(r.document_type).toBe('credit_note');
    expect(r.fields.total_amount?.value).toBe(-59.5);
  });

  it('does not expand entities a DOCTYPE defines', () => {
    const r =
      readEInvoice(`<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY a "AAAAAAAAAA"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]>
      <Invoice xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:ID>X&b;</cbc:ID><cbc:Note>&amp;</cbc:Note></Invoice>`)!;
    expect(r.fields.invoice_number?.value).toBe('X&b;');
  });

  it('an unset date (00010101) is no date', () => {
    const xml = ZUGFERD_1.replace('20140711', '00010101');
    expect(readEInvoice(xml)!.fields.invoice_date).toBeNull();
  });

  it('finds the XML attached under a wrong name and mime type', async () => {
    const sample = sampleInvoices().find((s) => s.id === 'de-classic-eur')!;
    const pdf = await renderInvoicePdf(sample, {
      embedXml: 'cii',
      attachAs: { name: 'attachment-1.bin', mimeType: 'application/octet-stream' },
    });
    const result = await extractInvoice(pdf, 'application/pdf');
    expect(result.source).toBe('xml-cii');
    expect(result.fields.invoice_number?.value).toBe(sample.invoice_number);
  });
});
