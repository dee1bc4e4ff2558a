import {
  fromMilli,
  toMilli,
  type FieldValue,
  type InvoiceMatchLine,
  type LineMatchStatus,
} from '@procure/contract';
import { nameWords } from '../repositories/invoice-matching';
import type { StoredFields } from './invoice-extraction';

/* The three-way match's rules, apart from the database: which PO line each invoice line bills,
 * and each line's status against the ordered, received and invoiced quantities and prices. */

/** How far an invoice may stray from its PO and receipts and still match, in percent: the
 * quantity beyond what was received (and not yet invoiced), the unit price either way. */
export type MatchTolerance = { quantityPercent: number; pricePercent: number };
export const DEFAULT_MATCH_TOLERANCE: MatchTolerance = { quantityPercent: 0, pricePercent: 1 };

/** A PO line as the match sees it (quantities in thousandths). */
export type PoLineFacts = {
  id: number;
  description: string | null;
  orderedMilli: number;
  unitPrice: number;
  amount: number;
  receivedMilli: number;
};
/** An invoice line's values. */
export type InvoiceLineFacts = {
  id: number;
  description: string | null;
  quantity: number | null;
  unitPrice: number | null;
  amount: number | null;
  /** A PO line id the reviewer set on the line, if any. */
  poLineId: number | null;
};

const asNumber = (value: FieldValue | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
export const asText = (value: FieldValue | undefined) =>
  value === null || value === undefined || value === '' ? null : String(value);

/** A stored line (its fields as read or corrected) as the match reads it. */
export function invoiceLineFacts(id: number, body: StoredFields): InvoiceLineFacts {
  const quantity = asNumber(body.quantity?.value);
  const amount = asNumber(body.amount?.value);
  const unitPrice =
    asNumber(body.unit_price?.value) ??
    (quantity && amount !== null ? Math.round((amount / quantity) * 10_000) / 10_000 : null);
  return {
    id,
    description: asText(body.description?.value),
    quantity,
    unitPrice,
    amount,
    poLineId: asNumber(body.po_line_id?.value),
  };
}

/** How alike two descriptions are: shared words over the longer one's words (0..1). */
function likeness(a: string | null, b: string | null) {
  const wa = new Set(nameWords(a ?? ''));
  const wb = new Set(nameWords(b ?? ''));
  if (!wa.size || !wb.size) return 0;
  let shared = 0;
  for (const word of wa) if (wb.has(word)) shared += 1;
  return shared / Math.max(wa.size, wb.size);
}

/** Which PO line each invoice line bills: the PO line the reviewer named on the line; else the
 * free PO line whose description shares at least half its words (the most alike); else the
 * free PO line in the same position; else none. */
export function pairLines(
  invoiceLines: readonly InvoiceLineFacts[],
  poLines: readonly PoLineFacts[],
): Map<number, number | null> {
  const pairs = new Map<number, number | null>();
  const taken = new Set<number>();
  const known = new Set(poLines.map((l) => l.id));
  for (const line of invoiceLines)
    if (line.poLineId !== null && known.has(line.poLineId) && !taken.has(line.poLineId)) {
      pairs.set(line.id, line.poLineId);
      taken.add(line.poLineId);
    }
  for (const line of invoiceLines) {
    if (pairs.has(line.id)) continue;
    let best: { id: number; score: number } | null = null;
    for (const po of poLines) {
      if (taken.has(po.id)) continue;
      const score = likeness(line.description, po.description);
      if (score >= 0.5 && (!best || score > best.score)) best = { id: po.id, score };
    }
    if (best) {
      pairs.set(line.id, best.id);
      taken.add(best.id);
    }
  }
  invoiceLines.forEach((line, index) => {
    if (pairs.has(line.id)) return;
    const po = poLines[index];
    if (po && !taken.has(po.id)) {
      pairs.set(line.id, po.id);
      taken.add(po.id);
    } else pairs.set(line.id, null);
  });
  return pairs;
}

/** One line's status. Nothing received: not_received. Invoiced beyond what was received and
 * not yet invoiced elsewhere (plus the quantity tolerance of the received quantity):
 * quantity_variance. Unit price further from the PO price than the price tolerance (a price
 * exactly at the tolerance matches): price_variance. Invoicing less than is open matches (a
 * partial invoice). */
export function lineMatchStatus(
  facts: {
    receivedMilli: number;
    invoicedElsewhereMilli: number;
    invoicedMilli: number;
    orderedPrice: number;
    invoicedPrice: number | null;
  },
  tolerance: MatchTolerance = DEFAULT_MATCH_TOLERANCE,
): Exclude<LineMatchStatus, 'not_ordered'> {
  if (facts.receivedMilli <= 0) return 'not_received';
  const open = facts.receivedMilli - facts.invoicedElsewhereMilli;
  const allowed = open + Math.floor((facts.receivedMilli * tolerance.quantityPercent) / 100);
  if (facts.invoicedMilli > allowed) return 'quantity_variance';
  if (facts.invoicedPrice === null) return 'price_variance';
  const off = Math.abs(facts.invoicedPrice - facts.orderedPrice) * 100;
  return off > facts.orderedPrice * tolerance.pricePercent + 1e-6 ? 'price_variance' : 'matched';
}

export const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;

/** The match of one invoice's lines with its PO lines: each invoice line's status, and per PO
 * line what this invoice bills of it. `invoicedElsewhere` is per PO line what other invoices
 * that count (see `countsBefore`) already bill. */
export function matchLines(
  invoiceLines: readonly InvoiceLineFacts[],
  poLines: readonly PoLineFacts[],
  invoicedElsewhere: ReadonlyMap<number, number>,
  tolerance: MatchTolerance = DEFAULT_MATCH_TOLERANCE,
): InvoiceMatchLine[] {
  const pairs = pairLines(invoiceLines, poLines);
  const byId = new Map(poLines.map((l) => [l.id, l]));
  return invoiceLines.map((line) => {
    const po = byId.get(pairs.get(line.id) ?? -1);
    const invoicedMilli = line.quantity === null ? 0 : toMilli(line.quantity);
    if (!po)
      return {
        line_id: line.id,
        po_line_id: null,
        description: line.description,
        ordered_quantity: null,
        ordered_price: null,
        received_quantity: null,
        invoiced_elsewhere_quantity: null,
        invoiced_quantity: line.quantity,
        invoiced_price: line.unitPrice,
        quantity_variance: null,
        price_variance_percent: null,
        status: 'not_ordered',
        matched: false,
      };
    const elsewhere = invoicedElsewhere.get(po.id) ?? 0;
    const status = lineMatchStatus(
      {
        receivedMilli: po.receivedMilli,
        invoicedElsewhereMilli: elsewhere,
        invoicedMilli,
        orderedPrice: po.unitPrice,
        invoicedPrice: line.unitPrice,
      },
      tolerance,
    );
    return {
      line_id: line.id,
      po_line_id: po.id,
      description: line.description ?? po.description,
      ordered_quantity: fromMilli(po.orderedMilli),
      ordered_price: po.unitPrice,
      received_quantity: fromMilli(po.receivedMilli),
      invoiced_elsewhere_quantity: fromMilli(elsewhere),
      invoiced_quantity: line.quantity,
      invoiced_price: line.unitPrice,
      quantity_variance: fromMilli(invoicedMilli - (po.receivedMilli - elsewhere)),
      price_variance_percent:
        line.unitPrice === null || po.unitPrice === 0
          ? null
          : Math.round(((line.unitPrice - po.unitPrice) / po.unitPrice) * 10_000) / 100,
      status,
      matched: status === 'matched',
    };
  });
}
