import type { DocumentTotals } from './en16931-rules.js';
import { amountIn, num } from './xml-fields.js';
import { all, at, children, textAt, type XmlNode } from './xml-tree.js';

/** The element names the CII generations differ in, for the totals. */
export interface CiiTotalsNames {
  transaction: string;
  settlement: string;
  sums: string;
  lineSettlement: string;
  lineSums: string;
  lineRate: string;
}

const category = (node: XmlNode | undefined, rateName: string) => ({
  category: textAt(node, 'CategoryCode'),
  rate: num(textAt(node, rateName)),
});

/** The amounts a CII invoice states (header monetary summation, the VAT breakdown, document
 * allowances and charges, line net amounts), for the EN 16931 arithmetic. */
export function readCiiTotals(root: XmlNode, n: CiiTotalsNames): DocumentTotals {
  const tx = at(root, n.transaction);
  const settlement = at(tx, n.settlement);
  const sums = at(settlement, n.sums);
  const currency = textAt(settlement, 'InvoiceCurrencyCode');
  const money = (name: string): number | null => amountIn(all(sums, name), currency);
  return {
    lines: children(tx, 'IncludedSupplyChainTradeLineItem').map((li) => {
      const s = at(li, n.lineSettlement);
      return {
        amount: num(textAt(s, `${n.lineSums}/LineTotalAmount`)),
        ...category(at(s, 'ApplicableTradeTax'), n.lineRate),
      };
    }),
    allowancesAndCharges: children(settlement, 'SpecifiedTradeAllowanceCharge').map((a) => ({
      charge: textAt(a, 'ChargeIndicator/Indicator')?.toLowerCase() === 'true',
      amount: num(textAt(a, 'ActualAmount')),
      ...category(at(a, 'CategoryTradeTax'), n.lineRate),
    })),
    vat: children(settlement, 'ApplicableTradeTax').map((t) => ({
      taxable: num(textAt(t, 'BasisAmount')),
      tax: num(textAt(t, 'CalculatedAmount')),
      ...category(t, n.lineRate),
    })),
    lineSum: money('LineTotalAmount'),
    allowanceTotal: money('AllowanceTotalAmount'),
    chargeTotal: money('ChargeTotalAmount'),
    taxExclusive: money('TaxBasisTotalAmount'),
    taxTotal: money('TaxTotalAmount'),
    taxInclusive: money('GrandTotalAmount'),
    prepaid: money('TotalPrepaidAmount'),
    rounding: money('RoundingAmount'),
    payable: money('DuePayableAmount'),
  };
}

/** The seller's account (BT-84) of the first payment means that names one. */
export const readCiiIban = (settlement: XmlNode | undefined): string | null =>
  children(settlement, 'SpecifiedTradeSettlementPaymentMeans')
    .map(
      (m) =>
        textAt(m, 'PayeePartyCreditorFinancialAccount/IBANID') ??
        textAt(m, 'PayeePartyCreditorFinancialAccount/ProprietaryID'),
    )
    .find(Boolean)
    // Printed in groups of four ("NL57 RABO 0107…"); kept as one word, as a bank form takes it.
    ?.replace(/\s+/g, '')
    .toUpperCase() ?? null;
