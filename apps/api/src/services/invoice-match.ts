import {
  fromMilli,
  RECEIVING_STATES,
  toMilli,
  type InvoiceMatch,
  type LineReceipt,
} from '@procure/contract';
import type { InvoiceRecord } from '../db/schema';
import type { Executor } from '../db/transaction';
import type { InvoiceReviewRepository } from '../repositories/invoice-review';
import type { InvoicesRepository } from '../repositories/invoices';
import type { ProcurementRepository } from '../repositories/procurement';
import type { StoredFields } from './invoice-extraction';
import {
  asText,
  invoiceLineFacts,
  matchLines,
  pairLines,
  percent,
  type InvoiceLineFacts,
  type MatchTolerance,
  type PoLineFacts,
} from './invoice-line-match';

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
