import {
  fromMilli,
  RECEIVING_STATES,
  toMilli,
  type FieldValue,
  type InvoiceMatch,
  type InvoiceMatchLine,
  type LineMatchStatus,
  type LineReceipt,
} from '@procure/contract';
import type { InvoiceRecord } from '../db/schema';
import type { Executor } from '../db/transaction';
import type { InvoiceReviewRepository } from '../repositories/invoice-review';
import type { InvoicesRepository } from '../repositories/invoices';
import type { ProcurementRepository } from '../repositories/procurement';
import { nameWords } from '../repositories/invoice-matching';
import type { StoredFields } from './invoice-extraction';

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
const asText = (value: FieldValue | undefined) =>
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

const percent = (part: number, whole: number) =>
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

const receiptOf = (receivedMilli: number, orderedMilli: number): LineReceipt =>
  receivedMilli <= 0 ? 'pending' : receivedMilli >= orderedMilli ? 'complete' : 'partial';

/** Whether another invoice on the same PO takes its quantities first: approved ones always,
 * open ones (not rejected) when they came in earlier. Rejected invoices never. */
export function countsBefore(
  other: { id: number; approval_status: string },
  invoiceId: number,
): boolean {
  if (other.approval_status === 'rejected') return false;
  return other.approval_status === 'approved' || other.id < invoiceId;
}

const linesOf = (items: { line_no: number; body: string }[]) =>
  items.map((item) => invoiceLineFacts(item.line_no, JSON.parse(item.body) as StoredFields));

/** The three-way match of an invoice as the detail and the reference page show it: the PO
 * with its lines, the MRNs received against it line by line, each invoice line's status, the
 * receipt and match rates, and whether the match lets the invoice be approved. */
export async function loadInvoiceMatch(
  invoices: InvoicesRepository,
  review: InvoiceReviewRepository,
  procurement: ProcurementRepository,
  invoice: InvoiceRecord,
  tolerance: MatchTolerance,
  executor: Executor,
): Promise<InvoiceMatch> {
  const toleranceView = {
    quantity_percent: tolerance.quantityPercent,
    price_percent: tolerance.pricePercent,
  };
  const po =
    invoice.po_id === null ? undefined : await procurement.find('po', invoice.po_id, executor);
  if (!po)
    return {
      invoice_id: invoice.id,
      po: null,
      mrns: [],
      lines: [],
      receipt_rate: null,
      match_rate: null,
      ready_to_approve: true,
      tolerance: toleranceView,
    };
  const stored = await procurement.lines(po.id, executor);
  const poLines: PoLineFacts[] = stored.map((line) => ({
    id: line.id,
    description: asText(line.description),
    orderedMilli: line.orderedMilli,
    unitPrice: line.unitPrice,
    amount: line.amount,
    receivedMilli: line.receivedMilli,
  }));
  const others = (await review.onPurchaseOrder(po.id, executor)).filter((o) => o.id !== invoice.id);
  const items = await invoices.items([invoice.id, ...others.map((o) => o.id)], executor);
  const elsewhere = new Map<number, number>();
  const allInvoiced = new Map<number, number>();
  const add = (map: Map<number, number>, lines: InvoiceLineFacts[]) => {
    const pairs = pairLines(lines, poLines);
    for (const line of lines) {
      const poLine = pairs.get(line.id);
      if (poLine === null || poLine === undefined || line.quantity === null) continue;
      map.set(poLine, (map.get(poLine) ?? 0) + toMilli(line.quantity));
    }
  };
  for (const other of others) {
    const lines = linesOf(items.get(other.id) ?? []);
    if (countsBefore(other, invoice.id)) add(elsewhere, lines);
    if (other.approval_status !== 'rejected') add(allInvoiced, lines);
  }
  const own = linesOf(items.get(invoice.id) ?? []);
  const lines = matchLines(own, poLines, elsewhere, tolerance);
  const mine = new Map<number, number>();
  add(mine, own);
  if (invoice.approval_status !== 'rejected') add(allInvoiced, own);

  const usedMilli = poLines.map((l) => allInvoiced.get(l.id) ?? 0);
  const usage = usedMilli.every((m) => m <= 0)
    ? 'unused'
    : poLines.every((l, i) => usedMilli[i]! >= l.orderedMilli)
      ? 'fully_used'
      : 'partially_used';

  const cumulative = new Map<number, number>();
  const mrns = [];
  for (const mrn of await procurement.receipts(po.id, executor)) {
    const mrnLines = await procurement.lines(mrn.id, executor);
    const receives = (RECEIVING_STATES as readonly string[]).includes(mrn.tab);
    const view = mrnLines.map((line) => {
      const poLine = poLines.find((l) => l.id === line.po_line_id);
      if (poLine && receives)
        cumulative.set(poLine.id, (cumulative.get(poLine.id) ?? 0) + line.orderedMilli);
      return {
        id: line.id,
        po_line_id: poLine?.id ?? null,
        description: asText(line.description) ?? poLine?.description ?? null,
        ordered_quantity: poLine ? fromMilli(poLine.orderedMilli) : null,
        quantity: line.quantity,
        amount: line.amount,
        receipt: poLine
          ? receiptOf(cumulative.get(poLine.id) ?? 0, poLine.orderedMilli)
          : ('pending' as const),
      };
    });
    const received = poLines.map((l) => cumulative.get(l.id) ?? 0);
    mrns.push({
      id: mrn.id,
      number: mrn.number,
      date: mrn.doc_date,
      tab: mrn.tab,
      status: !received.some((m) => m > 0)
        ? ('not_received' as const)
        : poLines.every((l, i) => received[i]! >= l.orderedMilli)
          ? ('fully_received' as const)
          : ('partially_received' as const),
      lines: view,
    });
  }

  const matchedPoLines = new Set(lines.filter((l) => l.matched).map((l) => l.po_line_id));
  const ordered = poLines.reduce((sum, l) => sum + l.orderedMilli, 0);
  const received = poLines.reduce((sum, l) => sum + Math.min(l.receivedMilli, l.orderedMilli), 0);
  return {
    invoice_id: invoice.id,
    po: {
      id: po.id,
      number: po.number,
      vendor_id: po.vendor_id,
      vendor_name: po.vendor_name,
      doc_date: po.doc_date,
      tab: po.tab,
      usage,
      receipt_state: po.receipt_state,
      total: po.total_cents / 100,
      lines: poLines.map((l) => ({
        id: l.id,
        description: l.description,
        quantity: fromMilli(l.orderedMilli),
        unit_price: l.unitPrice,
        amount: l.amount,
        received_quantity: fromMilli(l.receivedMilli),
        invoiced_quantity: fromMilli(mine.get(l.id) ?? 0),
        match: matchedPoLines.has(l.id) ? 'matched' : 'unmatched',
        receipt: receiptOf(l.receivedMilli, l.orderedMilli),
      })),
    },
    mrns,
    lines,
    receipt_rate: percent(received, ordered),
    match_rate: percent(lines.filter((l) => l.matched).length, lines.length),
    ready_to_approve: lines.length > 0 && lines.every((l) => l.matched),
    tolerance: toleranceView,
  };
}
