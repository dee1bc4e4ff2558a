import type { DocumentTotals } from './en16931-rules.js';
import { amountIn, num } from './xml-fields.js';
import { all, at, children, textAt, textOf, type XmlNode } from './xml-tree.js';

const category = (node: XmlNode | undefined) => ({
  category: textAt(node, 'ID'),
  rate: num(textAt(node, 'Percent')),
});

/** The amounts a UBL Invoice or CreditNote states (BG-22 totals, BG-23 VAT breakdown, BG-20/21
 * document allowances and charges, line net amounts), for the EN 16931 arithmetic. */
export function readUblTotals(root: XmlNode, currency: string | null): DocumentTotals {
  const totals = at(root, 'LegalMonetaryTotal');
  const money = (name: string): number | null => amountIn(all(totals, name), currency);
  // TaxTotal repeats when VAT is also stated in the accounting currency: take the invoice's.
  const taxTotals = children(root, 'TaxTotal');
  const ownTaxTotal = taxTotals.find((t) => children(t, 'TaxSubtotal').length > 0) ?? taxTotals[0];
  const lines = [...children(root, 'InvoiceLine'), ...children(root, 'CreditNoteLine')];
  return {
    lines: lines.map((line) => ({
      amount: num(textAt(line, 'LineExtensionAmount')),
      ...category(at(line, 'Item/ClassifiedTaxCategory')),
    })),
    allowancesAndCharges: children(root, 'AllowanceCharge').map((a) => ({
      charge: textAt(a, 'ChargeIndicator')?.toLowerCase() === 'true',
      amount: num(textAt(a, 'Amount')),
      ...category(at(a, 'TaxCategory')),
    })),
    vat: children(ownTaxTotal, 'TaxSubtotal').map((s) => ({
      taxable: num(textAt(s, 'TaxableAmount')),
      tax: num(textAt(s, 'TaxAmount')),
      ...category(at(s, 'TaxCategory')),
    })),
    lineSum: money('LineExtensionAmount'),
    allowanceTotal: money('AllowanceTotalAmount'),
    chargeTotal: money('ChargeTotalAmount'),
    taxExclusive: money('TaxExclusiveAmount'),
    taxTotal: amountIn(
      taxTotals.flatMap((t) => children(t, 'TaxAmount')),
      currency,
    ),
    taxInclusive: money('TaxInclusiveAmount'),
    prepaid: money('PrepaidAmount'),
    rounding: money('PayableRoundingAmount'),
    payable: money('PayableAmount'),
  };
}

/** The seller's account (BT-84) of the first payment means that names one. */
export const readUblIban = (root: XmlNode): string | null =>
  children(root, 'PaymentMeans')
    .map((m) => textOf(at(m, 'PayeeFinancialAccount/ID')))
    .find(Boolean)
    // Printed in groups of four ("NL57 RABO 0107…"); kept as one word, as a bank form takes it.
    ?.replace(/\s+/g, '')
    .toUpperCase() ?? null;
