import {
  fromMilli,
  openMilli,
  overReceipts,
  toMilli,
  type Issue,
  type MrnLineItem,
} from '@procure/contract';
import type { Executor } from '../db/transaction';
import { badRequest, VALIDATION_MESSAGE } from '../http/errors';
import type { ProcurementRepository } from '../repositories/procurement';

/** Goods receipts: an MRN that names a PO receives against its lines. The PO must be an approved
 * PO of the MRN's vendor; every line then names a line of that PO, and no PO line may receive
 * more than ordered (plus the contract's tolerance) across its draft and approved MRNs. */
export function createReceipts(procurement: ProcurementRepository) {
  return {
    /** Issues with the header's `poId`: an unknown, unapproved or other vendor's PO. */
    async headerIssues(poId: number | null, vendorId: number, prefix: string): Promise<Issue[]> {
      if (poId === null) return [];
      const po = await procurement.find('po', poId);
      if (!po || po.tab !== 'active')
        return [{ path: `${prefix}poId`, message: 'Choose an approved purchase order' }];
      if (po.vendor_id !== vendorId)
        return [{ path: `${prefix}poId`, message: 'This purchase order is for another vendor' }];
      return [];
    },

    /** Issues with the lines' `po_line_id`: missing when the MRN names a PO, unknown on that
     * PO, or given when the MRN names none. */
    async lineIssues(poId: number | null, lines: MrnLineItem[], prefix: string) {
      const issues: Issue[] = [];
      const known = new Set(
        poId === null ? [] : (await procurement.poLines(poId)).map((l) => l.line_no),
      );
      lines.forEach((line, j) => {
        const path = `${prefix}line_items.${j}.po_line_id`;
        const ref = line.po_line_id ?? null;
        if (poId === null) {
          if (ref !== null)
            issues.push({ path, message: 'Choose a purchase order before a PO line' });
        } else if (ref === null)
          issues.push({ path, message: 'Choose the PO line this line receives' });
        else if (!known.has(ref))
          issues.push({ path, message: 'The purchase order has no such line' });
      });
      return issues;
    },

    /** Inside the saving transaction, before the lines are written: the PO is locked, and a
     * line that would receive more than is open is a 400 naming its quantity. Returns the PO
     * line row ids by line number, for storing the lines. */
    async checkQuantities(
      trx: Executor,
      poId: number,
      mrnId: number | undefined,
      lines: MrnLineItem[],
      prefix: string,
    ): Promise<Map<number, number>> {
      await procurement.lockPo(trx, poId);
      const poLines = await procurement.poLines(poId, trx);
      const others = await procurement.receivedByOthers(trx, poId, mrnId);
      const rowOf = new Map(poLines.map((l) => [l.line_no, l.id]));
      const balances = new Map(
        poLines.map((l) => [
          l.id,
          { orderedMilli: l.quantity_milli, receivedElsewhereMilli: others.get(l.id) ?? 0 },
        ]),
      );
      const over = overReceipts(
        lines.map((line, index) => ({
          index,
          poLineId: rowOf.get(line.po_line_id ?? -1) ?? -1,
          quantityMilli: toMilli(line.quantity),
        })),
        balances,
      );
      if (over.length)
        throw badRequest(
          VALIDATION_MESSAGE,
          over.map(({ index, openMilli: open }) => ({
            path: `${prefix}line_items.${index}.quantity`,
            message: `Only ${fromMilli(open)} left to receive on this PO line`,
          })),
          'validation_failed',
        );
      return rowOf;
    },

    /** A PO's lines with received and open quantities, for its detail. */
    withBalances<T extends { quantity: number; receivedMilli: number; orderedMilli: number }>(
      line: T,
    ) {
      const { receivedMilli, orderedMilli, ...rest } = line;
      return {
        ...rest,
        received_quantity: fromMilli(receivedMilli),
        open_quantity: fromMilli(openMilli(orderedMilli, receivedMilli)),
      };
    },
  };
}
export type Receipts = ReturnType<typeof createReceipts>;
