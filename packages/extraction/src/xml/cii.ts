import type { LineItem } from '../types.js';
import {
  amountIn,
  isCreditNoteCode,
  isoDate,
  num,
  xmlField,
  type XmlExtraction,
} from './xml-fields.js';
import { readCiiIban, readCiiTotals } from './cii-totals.js';
import { checkArithmetic } from './en16931-rules.js';
import { all, at, attrOf, children, textAt, textOf, type XmlNode } from './xml-tree.js';

/**
 * Element names of the two generations of UN/CEFACT CII invoices: ZUGFeRD 1.0
 * (`CrossIndustryDocument`, CII D13B draft names) and ZUGFeRD 2.x / Factur-X / XRechnung CII
 * (`CrossIndustryInvoice`, CII D16B). Same data, renamed containers.
 */
interface CiiNames {
  document: string;
  transaction: string;
  agreement: string;
  settlement: string;
  sums: string;
  orderId: string;
  lineDelivery: string;
  lineAgreement: string;
  lineSettlement: string;
  lineSums: string;
  lineRate: string;
}

const CII_2: CiiNames = {
  document: 'ExchangedDocument',
  transaction: 'SupplyChainTradeTransaction',
  agreement: 'ApplicableHeaderTradeAgreement',
  settlement: 'ApplicableHeaderTradeSettlement',
  sums: 'SpecifiedTradeSettlementHeaderMonetarySummation',
  orderId: 'BuyerOrderReferencedDocument/IssuerAssignedID',
  lineDelivery: 'SpecifiedLineTradeDelivery',
  lineAgreement: 'SpecifiedLineTradeAgreement',
  lineSettlement: 'SpecifiedLineTradeSettlement',
  lineSums: 'SpecifiedTradeSettlementLineMonetarySummation',
  lineRate: 'RateApplicablePercent',
};

const ZUGFERD_1: CiiNames = {
  document: 'HeaderExchangedDocument',
  transaction: 'SpecifiedSupplyChainTradeTransaction',
  agreement: 'ApplicableSupplyChainTradeAgreement',
  settlement: 'ApplicableSupplyChainTradeSettlement',
  sums: 'SpecifiedTradeSettlementMonetarySummation',
  orderId: 'BuyerOrderReferencedDocument/ID',
  lineDelivery: 'SpecifiedSupplyChainTradeDelivery',
  lineAgreement: 'SpecifiedSupplyChainTradeAgreement',
  lineSettlement: 'SpecifiedSupplyChainTradeSettlement',
  lineSums: 'SpecifiedTradeSettlementMonetarySummation',
  lineRate: 'ApplicablePercent',
};

/** The first due date among the payment terms (an invoice may list several instalments). */
function dueDate(settlement: XmlNode | undefined): string | null {
  for (const terms of children(settlement, 'SpecifiedTradePaymentTerms')) {
    const due = isoDate(textAt(terms, 'DueDateDateTime/DateTimeString'));
    if (due) return due;
  }
  return null;
}

function readLine(li: XmlNode, n: CiiNames): LineItem {
  const src = 'xml-cii' as const;
  const settlement = at(li, n.lineSettlement);
  const quantity = at(li, `${n.lineDelivery}/BilledQuantity`);
  return {
    description: xmlField(textAt(li, 'SpecifiedTradeProduct/Name'), src),
    quantity: xmlField(num(textOf(quantity)), src),
    unit: xmlField(attrOf(quantity, 'unitCode'), src),
    unit_price: xmlField(
      num(textAt(li, `${n.lineAgreement}/NetPriceProductTradePrice/ChargeAmount`)),
      src,
    ),
    tax_rate: xmlField(num(textAt(settlement, `ApplicableTradeTax/${n.lineRate}`)), src),
    amount: xmlField(num(textAt(settlement, `${n.lineSums}/LineTotalAmount`)), src),
  };
}

function readCii(root: XmlNode, n: CiiNames): XmlExtraction {
  const src = 'xml-cii' as const;
  const doc = at(root, n.document);
  const tx = at(root, n.transaction);
  const agreement = at(tx, n.agreement);
  const settlement = at(tx, n.settlement);
  const sums = at(settlement, n.sums);
  const seller = at(agreement, 'SellerTradeParty');
  const buyer = at(agreement, 'BuyerTradeParty');
  const currency = textAt(settlement, 'InvoiceCurrencyCode');
  const money = (name: string): number | null => amountIn(all(sums, name), currency);
  const totals = readCiiTotals(root, n);
  const taxIdOf = (party: XmlNode | undefined) =>
    children(party, 'SpecifiedTaxRegistration')
      .map((r) => textAt(r, 'ID'))
      .find(Boolean) ?? null;
  const taxId = taxIdOf(seller);
  return {
    source: src,
    document_type: isCreditNoteCode(textAt(doc, 'TypeCode')) ? 'credit_note' : 'invoice',
    fields: {
      invoice_number: xmlField(textAt(doc, 'ID'), src),
      invoice_date: xmlField(isoDate(textAt(doc, 'IssueDateTime/DateTimeString')), src),
      due_date: xmlField(dueDate(settlement), src),
      vendor_name: xmlField(textAt(seller, 'Name'), src),
      vendor_tax_id: xmlField(taxId, src),
      po_number: xmlField(textAt(agreement, n.orderId), src),
      currency: xmlField(currency, src),
      net_amount: xmlField(money('TaxBasisTotalAmount') ?? money('LineTotalAmount'), src),
      tax_amount: xmlField(money('TaxTotalAmount'), src),
      total_amount: xmlField(money('GrandTotalAmount'), src),
      amount_due: xmlField(money('DuePayableAmount'), src),
    },
    line_items: children(tx, 'IncludedSupplyChainTradeLineItem').map((li) => readLine(li, n)),
    vendor_iban: xmlField(readCiiIban(settlement), src),
    buyer_name: xmlField(textAt(buyer, 'Name'), src),
    buyer_tax_id: xmlField(taxIdOf(buyer), src),
    arithmetic: checkArithmetic(totals),
    allowance_total_amount: xmlField(totals.allowanceTotal, src),
    charge_total_amount: xmlField(totals.chargeTotal, src),
    prepaid_amount: xmlField(totals.prepaid, src),
    rounding_amount: xmlField(totals.rounding, src),
  };
}

/** Reads a CII invoice of either generation, by its root element's local name; null for any other root. */
export function readCiiDocument(rootName: string, root: XmlNode): XmlExtraction | null {
  if (rootName === 'CrossIndustryInvoice') return readCii(root, CII_2);
  if (rootName === 'CrossIndustryDocument') return readCii(root, ZUGFERD_1);
  return null;
}
