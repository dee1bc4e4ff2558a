import { parseTerms, type DiscountTier, type PaymentTerms } from '@procure/payments/terms';
import type { ExtractedTerms } from '../types.js';
import { isoDate, XML_CONFIDENCE } from './xml-fields.js';
import { at, attrOf, children, textAt, textOf, type XmlNode } from './xml-tree.js';

/** Days in a UN/ECE Rec. 20 period: DAY, or weeks and months where a sender uses them. */
const DAYS_PER_UNIT: Record<string, number> = { DAY: 1, WEE: 7 };

function days(node: XmlNode | undefined): number | undefined {
  const value = Number(textOf(node));
  const factor = DAYS_PER_UNIT[attrOf(node, 'unitCode') ?? 'DAY'];
  return Number.isInteger(value) && value >= 0 && factor ? value * factor : undefined;
}

const basisPoints = (text: string | null) => {
  const value = Number(text);
  return text !== null && Number.isFinite(value) && value > 0 && value < 100
    ? Math.round(value * 100)
    : null;
};

/** One structured discount: a percent with days after the invoice date or an end date. */
function tier(rate: string | null, period: number | undefined, end: string | null) {
  const rateBasisPoints = basisPoints(rate);
  if (rateBasisPoints === null || (period === undefined && !end)) return null;
  const found: DiscountTier = { rateBasisPoints };
  if (end) found.date = end;
  else found.days = period;
  return found;
}

/** The terms of an XML e-invoice: the free text (BT-20, which carries XRechnung's #SKONTO#
 * lines) read by the terms reader, the due date (BT-9) and the structured discounts of CII
 * (ApplicableTradePaymentDiscountTerms) and UBL (SettlementDiscountPercent), which win over
 * what the text says of the same kind. Null when the document states none. */
export function readXmlTerms(rootName: string, root: XmlNode): ExtractedTerms | null {
  const ubl = rootName === 'Invoice' || rootName === 'CreditNote';
  const source = ubl ? ('xml-ubl' as const) : ('xml-cii' as const);
  const texts: string[] = [];
  const tiers: DiscountTier[] = [];
  let due: string | null = null;
  if (ubl) {
    due = isoDate(textAt(root, 'DueDate') ?? textAt(root, 'PaymentMeans/PaymentDueDate'));
    for (const terms of children(root, 'PaymentTerms')) {
      texts.push(
        ...children(terms, 'Note')
          .map(textOf)
          .filter((t): t is string => !!t),
      );
      const period = at(terms, 'SettlementPeriod');
      const found = tier(
        textAt(terms, 'SettlementDiscountPercent'),
        days(at(period, 'DurationMeasure')),
        isoDate(textAt(period, 'EndDate')),
      );
      if (found) tiers.push(found);
    }
  } else {
    const settlement =
      at(root, 'SupplyChainTradeTransaction/ApplicableHeaderTradeSettlement') ??
      at(root, 'SpecifiedSupplyChainTradeTransaction/ApplicableSupplyChainTradeSettlement');
    for (const terms of children(settlement, 'SpecifiedTradePaymentTerms')) {
      const text = textAt(terms, 'Description');
      if (text) texts.push(text);
      due ??= isoDate(textAt(terms, 'DueDateDateTime/DateTimeString'));
      for (const discount of children(terms, 'ApplicableTradePaymentDiscountTerms')) {
        const found = tier(
          textAt(discount, 'CalculationPercent'),
          days(at(discount, 'BasisPeriodMeasure')),
          null,
        );
        if (found) tiers.push(found);
      }
    }
  }
  const text = texts.join('\n');
  const parsed = text ? parseTerms(text) : null;
  if (!parsed && !due && tiers.length === 0) return null;
  const terms: PaymentTerms = { ...parsed?.terms, discounts: parsed?.terms.discounts ?? [] };
  if (tiers.length) terms.discounts = tiers;
  if (due) terms.dueDate = due;
  // Structured values are exact; terms read from the free text only are as sure as the reader.
  const structured = tiers.length > 0 || (due !== null && !parsed?.terms.discounts.length);
  const confidence =
    structured || parsed?.confidence === 0.95 ? XML_CONFIDENCE : parsed!.confidence;
  return { terms, text, confidence, page: 1, box: null, source };
}
