import type { ExtractedField, FieldSource, HeaderFieldName, LineItem } from '../types.js';
import { all, at, parseXml, textAt, type XmlElement } from './tiny-xml.js';

export interface XmlExtraction {
  source: 'xml-cii' | 'xml-ubl';
  fields: Record<HeaderFieldName, ExtractedField | null>;
  line_items: LineItem[];
}

/** Values read from structured XML are exact; confidence reflects that. */
const XML_CONFIDENCE = 0.99;

const f = (value: string | number | null, source: FieldSource): ExtractedField | null =>
  value === null || value === '' || (typeof value === 'number' && !Number.isFinite(value))
    ? null
    : { value, confidence: XML_CONFIDENCE, page: 1, box: null, source };
const num = (s: string | null): number | null => (s === null ? null : Number(s));
/** CII dates are "format 102": YYYYMMDD. */
const date102 = (s: string | null): string | null =>
  s && /^\d{8}$/.test(s) ? `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}` : s;

function readCii(root: XmlElement): XmlExtraction {
  const src = 'xml-cii' as const;
  const doc = at(root, 'ExchangedDocument');
  const tx = at(root, 'SupplyChainTradeTransaction');
  const agreement = at(tx, 'ApplicableHeaderTradeAgreement');
  const settlement = at(tx, 'ApplicableHeaderTradeSettlement');
  const sums = at(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const seller = at(agreement, 'SellerTradeParty');
  const taxId =
    all(seller, 'SpecifiedTaxRegistration')
      .map((r) => textAt(r, 'ID'))
      .find(Boolean) ?? null;
  const fields = {
    invoice_number: f(textAt(doc, 'ID'), src),
    invoice_date: f(date102(textAt(doc, 'IssueDateTime/DateTimeString')), src),
    due_date: f(
      date102(textAt(settlement, 'SpecifiedTradePaymentTerms/DueDateDateTime/DateTimeString')),
      src,
    ),
    vendor_name: f(textAt(seller, 'Name'), src),
    vendor_tax_id: f(taxId, src),
    po_number: f(textAt(agreement, 'BuyerOrderReferencedDocument/IssuerAssignedID'), src),
    currency: f(textAt(settlement, 'InvoiceCurrencyCode'), src),
    net_amount: f(num(textAt(sums, 'TaxBasisTotalAmount') ?? textAt(sums, 'LineTotalAmount')), src),
    tax_amount: f(num(textAt(sums, 'TaxTotalAmount')), src),
    total_amount: f(num(textAt(sums, 'GrandTotalAmount')), src),
    amount_due: f(num(textAt(sums, 'DuePayableAmount')), src),
  };
  const line_items = all(tx, 'IncludedSupplyChainTradeLineItem').map((li) => ({
    description: f(textAt(li, 'SpecifiedTradeProduct/Name'), src),
    quantity: f(num(textAt(li, 'SpecifiedLineTradeDelivery/BilledQuantity')), src),
    unit_price: f(
      num(textAt(li, 'SpecifiedLineTradeAgreement/NetPriceProductTradePrice/ChargeAmount')),
      src,
    ),
    tax_rate: f(
      num(textAt(li, 'SpecifiedLineTradeSettlement/ApplicableTradeTax/RateApplicablePercent')),
      src,
    ),
    amount: f(
      num(
        textAt(
          li,
          'SpecifiedLineTradeSettlement/SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount',
        ),
      ),
      src,
    ),
  }));
  return { source: src, fields, line_items };
}

function readUbl(root: XmlElement): XmlExtraction {
  const src = 'xml-ubl' as const;
  const party = at(root, 'AccountingSupplierParty/Party');
  const totals = at(root, 'LegalMonetaryTotal');
  const lines = [...all(root, 'InvoiceLine'), ...all(root, 'CreditNoteLine')];
  const fields = {
    invoice_number: f(textAt(root, 'ID'), src),
    invoice_date: f(textAt(root, 'IssueDate'), src),
    due_date: f(textAt(root, 'DueDate') ?? textAt(root, 'PaymentMeans/PaymentDueDate'), src),
    vendor_name: f(
      textAt(party, 'PartyName/Name') ?? textAt(party, 'PartyLegalEntity/RegistrationName'),
      src,
    ),
    vendor_tax_id: f(textAt(party, 'PartyTaxScheme/CompanyID'), src),
    po_number: f(textAt(root, 'OrderReference/ID'), src),
    currency: f(textAt(root, 'DocumentCurrencyCode'), src),
    net_amount: f(
      num(textAt(totals, 'TaxExclusiveAmount') ?? textAt(totals, 'LineExtensionAmount')),
      src,
    ),
    tax_amount: f(num(textAt(root, 'TaxTotal/TaxAmount')), src),
    total_amount: f(num(textAt(totals, 'TaxInclusiveAmount')), src),
    amount_due: f(num(textAt(totals, 'PayableAmount')), src),
  };
  const line_items = lines.map((li) => ({
    description: f(textAt(li, 'Item/Name'), src),
    quantity: f(num(textAt(li, 'InvoicedQuantity') ?? textAt(li, 'CreditedQuantity')), src),
    unit_price: f(num(textAt(li, 'Price/PriceAmount')), src),
    tax_rate: f(num(textAt(li, 'Item/ClassifiedTaxCategory/Percent')), src),
    amount: f(num(textAt(li, 'LineExtensionAmount')), src),
  }));
  return { source: src, fields, line_items };
}

/** Reads a Factur-X/ZUGFeRD (CII) or XRechnung/Peppol (UBL) document; null if it is neither. */
export function readEInvoice(xml: string): XmlExtraction | null {
  const root = parseXml(xml);
  if (root.name === 'CrossIndustryInvoice') return readCii(root);
  if (root.name === 'Invoice' || root.name === 'CreditNote') return readUbl(root);
  return null;
}
