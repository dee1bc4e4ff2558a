import { describe, expect, it } from 'vitest';
import { fromTokens } from '../src/from-tokens.js';
import { readTermsFromLines } from '../src/fields/payment-terms.js';
import { buildLines } from '../src/layout/lines.js';
import { readEInvoice } from '../src/index.js';
import { layoutTokens } from './helpers/layout.js';

const read = (...rows: string[]) =>
  readTermsFromLines(buildLines(layoutTokens(rows.map((text) => [[50, text]]))), 'text');

const cii = (settlement: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocument><ram:ID>RE-1</ram:ID><ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20260305</udt:DateTimeString></ram:IssueDateTime>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      ${settlement}
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:GrandTotalAmount>119.00</ram:GrandTotalAmount>
        <ram:DuePayableAmount>119.00</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

const ubl = (terms: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>INV-7</cbc:ID><cbc:IssueDate>2026-02-20</cbc:IssueDate>
  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode><cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  ${terms}
  <cac:LegalMonetaryTotal><cbc:TaxInclusiveAmount currencyID="EUR">100.00</cbc:TaxInclusiveAmount>
  <cbc:PayableAmount currencyID="EUR">100.00</cbc:PayableAmount></cac:LegalMonetaryTotal>
</Invoice>`;

describe('payment terms printed on the page', () => {
  it('reads a Skonto sentence running over two lines', () => {
    const terms = read(
      'Vielen Dank für Ihren Auftrag.',
      'Zahlbar innerhalb 10 Tagen mit 3 % Skonto,',
      'innerhalb 30 Tagen netto.',
    );
    expect(terms?.terms).toEqual({ netDays: 30, discounts: [{ rateBasisPoints: 300, days: 10 }] });
    expect(terms?.confidence).toBeGreaterThanOrEqual(0.9);
    expect(terms?.text).toContain('Skonto');
  });

  it('reads "2/10 net 30" and plain net terms', () => {
    expect(read('Terms: 2/10 net 30')?.terms).toEqual({
      netDays: 30,
      discounts: [{ rateBasisPoints: 200, days: 10 }],
    });
    expect(read('Payment due within 14 days')?.terms).toEqual({ netDays: 14, discounts: [] });
  });

  it('leaves a tax line with a percent and a date alone', () => {
    expect(read('Datum 05.03.2026', 'MwSt 19 % 19,00 EUR')).toBeNull();
  });

  it('gives OCR text a lower confidence than a text layer', () => {
    const rows = [[[50, 'Terms: 2/10 net 30']]] as Array<Array<[number, string]>>;
    const ocr = readTermsFromLines(buildLines(layoutTokens(rows)), 'ocr');
    expect(ocr?.confidence).toBeLessThan(read('Terms: 2/10 net 30')!.confidence);
  });

  it('derives the due date from net days when the page prints none', () => {
    const result = fromTokens(
      layoutTokens([
        [
          [50, 'Invoice No'],
          [200, 'RE-2026-17'],
        ],
        [
          [50, 'Invoice Date'],
          [200, '2026-02-20'],
        ],
        [[50, 'Payable within 30 days net, 2 % discount within 10 days']],
        [
          [50, 'Total'],
          [200, '100.00 EUR'],
        ],
      ]),
      'text',
    );
    expect(result.payment_terms?.terms.netDays).toBe(30);
    expect(result.fields.due_date).toMatchObject({ value: '2026-03-22', source: 'derived' });
  });
});

describe('payment terms in XML e-invoices', () => {
  it('reads CII structured discount terms and the due date', () => {
    const read = readEInvoice(
      cii(`<ram:SpecifiedTradePaymentTerms>
        <ram:Description>Zahlbar innerhalb 30 Tagen netto</ram:Description>
        <ram:DueDateDateTime><udt:DateTimeString format="102">20260404</udt:DateTimeString></ram:DueDateDateTime>
        <ram:ApplicableTradePaymentDiscountTerms>
          <ram:BasisPeriodMeasure unitCode="DAY">14</ram:BasisPeriodMeasure>
          <ram:CalculationPercent>2.50</ram:CalculationPercent>
        </ram:ApplicableTradePaymentDiscountTerms>
      </ram:SpecifiedTradePaymentTerms>`),
    )!;
    expect(read.payment_terms).toMatchObject({
      source: 'xml-cii',
      confidence: 0.99,
      terms: {
        netDays: 30,
        dueDate: '2026-04-04',
        discounts: [{ rateBasisPoints: 250, days: 14 }],
      },
    });
    expect(read.fields.due_date?.value).toBe('2026-04-04');
  });

  it("reads XRechnung's #SKONTO# lines and derives the due date from them", () => {
    const read = readEInvoice(
      cii(`<ram:SpecifiedTradePaymentTerms>
        <ram:Description>#SKONTO#TAGE=7#PROZENT=3.00#
#SKONTO#TAGE=14#PROZENT=2.00#BASISBETRAG=100.00#
</ram:Description>
      </ram:SpecifiedTradePaymentTerms>`),
    )!;
    expect(read.payment_terms?.terms.discounts).toEqual([
      { rateBasisPoints: 300, days: 7 },
      { rateBasisPoints: 200, days: 14, baseMinor: 10000 },
    ]);
    expect(read.payment_terms?.confidence).toBe(0.99);
    expect(read.fields.due_date).toMatchObject({ value: '2026-03-19', source: 'derived' });
  });

  it('reads UBL PaymentTerms with a settlement discount and a note', () => {
    const read = readEInvoice(
      ubl(`<cbc:DueDate>2026-03-22</cbc:DueDate>
      <cac:PaymentTerms><cbc:Note>Payment within 30 days</cbc:Note>
        <cbc:SettlementDiscountPercent>2</cbc:SettlementDiscountPercent>
        <cac:SettlementPeriod><cbc:EndDate>2026-03-02</cbc:EndDate></cac:SettlementPeriod>
      </cac:PaymentTerms>`),
    )!;
    expect(read.payment_terms).toMatchObject({
      source: 'xml-ubl',
      text: 'Payment within 30 days',
      terms: {
        netDays: 30,
        dueDate: '2026-03-22',
        discounts: [{ rateBasisPoints: 200, date: '2026-03-02' }],
      },
    });
  });

  it('states no terms when the document has none', () => {
    expect(readEInvoice(ubl(''))!.payment_terms).toBeNull();
  });
});
