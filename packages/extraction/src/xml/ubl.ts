import type { LineItem } from '../types.js';
import {
  amountIn,
  isCreditNoteCode,
  isoDate,
  num,
  xmlField,
  type XmlExtraction,
} from './xml-fields.js';
import { checkArithmetic } from './en16931-rules.js';
import { readUblIban, readUblTotals } from './ubl-totals.js';
import { all, at, attrOf, children, textAt, textOf, type XmlNode } from './xml-tree.js';

function readLine(li: XmlNode): LineItem {
  const src = 'xml-ubl' as const;
  const quantity = at(li, 'InvoicedQuantity') ?? at(li, 'CreditedQuantity');
  return {
    description: xmlField(textAt(li, 'Item/Name') ?? textAt(li, 'Item/Description'), src),
    quantity: xmlField(num(textOf(quantity)), src),
    unit: xmlField(attrOf(quantity, 'unitCode'), src),
    unit_price: xmlField(num(textAt(li, 'Price/PriceAmount')), src),
    tax_rate: xmlField(num(textAt(li, 'Item/ClassifiedTaxCategory/Percent')), src),
    amount: xmlField(num(textAt(li, 'LineExtensionAmount')), src),
  };
}

/** Reads an OASIS UBL 2.x Invoice or CreditNote (XRechnung UBL, Peppol BIS); null for any other root. */
export function readUblDocument(rootName: string, root: XmlNode): XmlExtraction | null {
  if (rootName !== 'Invoice' && rootName !== 'CreditNote') return null;
  const src = 'xml-ubl' as const;
  const party = at(root, 'AccountingSupplierParty/Party');
  const buyer = at(root, 'AccountingCustomerParty/Party');
  // The legal name (BT-27, BT-44) as CII gives it; the trading name only without.
  const nameOf = (p: XmlNode | undefined) =>
    textAt(p, 'PartyLegalEntity/RegistrationName') ?? textAt(p, 'PartyName/Name');
  const taxIdOf = (p: XmlNode | undefined) =>
    children(p, 'PartyTaxScheme')
      .map((s) => textAt(s, 'CompanyID'))
      .find(Boolean) ?? null;
  const totals = at(root, 'LegalMonetaryTotal');
  const currency = textAt(root, 'DocumentCurrencyCode');
  const money = (name: string): number | null => amountIn(all(totals, name), currency);
  // TaxTotal repeats when VAT is also stated in the accounting currency: take the invoice's.
  const tax = amountIn(
    children(root, 'TaxTotal').flatMap((t) => children(t, 'TaxAmount')),
    currency,
  );
  const typeCode = textAt(root, 'InvoiceTypeCode') ?? textAt(root, 'CreditNoteTypeCode');
  const lines = [...children(root, 'InvoiceLine'), ...children(root, 'CreditNoteLine')];
  const stated = readUblTotals(root, currency);
  return {
    source: src,
    document_type:
      rootName === 'CreditNote' || isCreditNoteCode(typeCode) ? 'credit_note' : 'invoice',
    fields: {
      invoice_number: xmlField(textAt(root, 'ID'), src),
      invoice_date: xmlField(isoDate(textAt(root, 'IssueDate')), src),
      due_date: xmlField(
        isoDate(textAt(root, 'DueDate') ?? textAt(root, 'PaymentMeans/PaymentDueDate')),
        src,
      ),
      // The seller's legal name (BT-27) as CII gives it; the trading name (BT-28) only without.
      vendor_name: xmlField(nameOf(party), src),
      vendor_tax_id: xmlField(taxIdOf(party), src),
      po_number: xmlField(textAt(root, 'OrderReference/ID'), src),
      currency: xmlField(currency, src),
      net_amount: xmlField(money('TaxExclusiveAmount') ?? money('LineExtensionAmount'), src),
      tax_amount: xmlField(tax, src),
      total_amount: xmlField(money('TaxInclusiveAmount'), src),
      amount_due: xmlField(money('PayableAmount'), src),
    },
    line_items: lines.map(readLine),
    vendor_iban: xmlField(readUblIban(root), src),
    buyer_name: xmlField(nameOf(buyer), src),
    buyer_tax_id: xmlField(taxIdOf(buyer), src),
    arithmetic: checkArithmetic(stated),
    allowance_total_amount: xmlField(stated.allowanceTotal, src),
    charge_total_amount: xmlField(stated.chargeTotal, src),
    prepaid_amount: xmlField(stated.prepaid, src),
    rounding_amount: xmlField(stated.rounding, src),
  };
}
