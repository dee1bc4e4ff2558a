import { z } from 'zod';

/** Goods receipts against a purchase order: an MRN may name an approved PO of its vendor, and
 * each of its lines then names the PO line it receives (`po_line_id` = that line's `id` in the
 * PO). Draft and approved MRNs count as received; a rejected one releases its quantities. */

/** How far above the ordered quantity a PO line may be received, in percent (0: never more
 * than ordered). */
export const RECEIPT_TOLERANCE_PERCENT = 0;

export const ReceiptStateSchema = z.enum(['not_received', 'partially_received', 'fully_received']);
export type ReceiptState = z.infer<typeof ReceiptStateSchema>;

/** MRN states whose lines count as received against their PO. */
export const RECEIVING_STATES = ['draft', 'active'] as const;

/** Quantities are kept in thousandths (three decimals), so the rules below run on integers. */
export const toMilli = (quantity: number) => Math.round(quantity * 1000);
export const fromMilli = (milli: number) => milli / 1000;

/** The most a PO line may receive in all, in thousandths: ordered plus the tolerance (rounded
 * down, so the tolerance never lets through more than it says). */
export function receivableMilli(
  orderedMilli: number,
  tolerancePercent = RECEIPT_TOLERANCE_PERCENT,
) {
  return orderedMilli + Math.floor((orderedMilli * tolerancePercent) / 100);
}

/** What is still open on a PO line (never negative, even after a tolerated over-receipt). */
export const openMilli = (orderedMilli: number, receivedMilli: number) =>
  Math.max(0, orderedMilli - receivedMilli);

/** A PO's state from its lines: nothing received, everything received (every line at least its
 * ordered quantity), or anything in between. A PO without lines is not received. */
export function receiptStateOf(
  lines: ReadonlyArray<{ orderedMilli: number; receivedMilli: number }>,
): ReceiptState {
  if (!lines.some((line) => line.receivedMilli > 0)) return 'not_received';
  return lines.every((line) => line.receivedMilli >= line.orderedMilli)
    ? 'fully_received'
    : 'partially_received';
}

export interface ReceiptLine {
  /** Index of the line in the MRN being saved (for the path). */
  index: number;
  poLineId: number;
  quantityMilli: number;
}
export interface PoLineBalance {
  orderedMilli: number;
  /** Received by other MRNs (not the one being saved). */
  receivedElsewhereMilli: number;
}

/** Lines of one MRN that would take their PO line beyond what it may receive: several MRN lines
 * on one PO line add up, and the line that crosses the limit (and every later one) is named. */
export function overReceipts(
  lines: readonly ReceiptLine[],
  balances: ReadonlyMap<number, PoLineBalance>,
  tolerancePercent = RECEIPT_TOLERANCE_PERCENT,
): Array<{ index: number; openMilli: number }> {
  const taken = new Map<number, number>();
  const over: Array<{ index: number; openMilli: number }> = [];
  for (const line of lines) {
    const balance = balances.get(line.poLineId);
    if (!balance) continue;
    const before = taken.get(line.poLineId) ?? 0;
    const limit = receivableMilli(balance.orderedMilli, tolerancePercent);
    const left = Math.max(0, limit - balance.receivedElsewhereMilli - before);
    if (line.quantityMilli > left) over.push({ index: line.index, openMilli: left });
    taken.set(line.poLineId, before + line.quantityMilli);
  }
  return over;
}
