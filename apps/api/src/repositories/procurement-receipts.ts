import { receiptStateOf, RECEIVING_STATES } from '@procure/contract';
import type { Db } from '../db/connect';
import { engineOf } from '../db/dialect';
import type { Executor } from '../db/transaction';

/** Receipts against purchase orders: what MRNs receive per PO line, and the PO's received
 * quantities and receipt state kept from them. */
export function createProcurementReceipts(db: Db) {
  const engine = engineOf(db);

  /** A PO's lines as receipts see them: row id, line number, ordered and received. */
  function poLines(poId: number, executor: Executor = db) {
    return executor
      .selectFrom('procurement_lines')
      .select(['id', 'line_no', 'quantity_milli', 'received_milli'])
      .where('document_id', '=', poId)
      .orderBy('line_no')
      .execute();
  }

  /** Per PO line row id: what draft and approved MRNs other than `exceptMrnId` receive. */
  async function receivedByOthers(trx: Executor, poId: number, exceptMrnId?: number) {
    const rows = await trx
      .selectFrom('procurement_lines as m')
      .innerJoin('procurement_documents as d', 'd.id', 'm.document_id')
      .select(['m.po_line_id', (eb) => eb.fn.sum<string | number>('m.quantity_milli').as('n')])
      .where('d.po_id', '=', poId)
      .where('d.kind', '=', 'mrn')
      .where('d.tab', 'in', [...RECEIVING_STATES])
      .$if(exceptMrnId !== undefined, (q) => q.where('d.id', '<>', exceptMrnId!))
      .where('m.po_line_id', 'is not', null)
      .groupBy('m.po_line_id')
      .execute();
    return new Map(rows.map((row) => [row.po_line_id!, Number(row.n)]));
  }

  return {
    poLines,

    /** Holds the PO until the transaction ends, so two MRNs cannot both take its last open
     * quantity (PostgreSQL; SQLite runs one writing transaction at a time anyway). */
    async lockPo(trx: Executor, poId: number) {
      await trx
        .selectFrom('procurement_documents')
        .select('id')
        .where('id', '=', poId)
        .$if(engine === 'postgres', (q) => q.forUpdate())
        .execute();
    },

    receivedByOthers,

    /** Rewrites a PO's received quantities and receipt state from its MRNs' lines. */
    async refreshReceipts(trx: Executor, poId: number) {
      const received = await receivedByOthers(trx, poId);
      const lines = await poLines(poId, trx);
      for (const line of lines) {
        const now = received.get(line.id) ?? 0;
        if (now !== line.received_milli)
          await trx
            .updateTable('procurement_lines')
            .set({ received_milli: now })
            .where('id', '=', line.id)
            .execute();
      }
      const state = receiptStateOf(
        lines.map((line) => ({
          orderedMilli: line.quantity_milli,
          receivedMilli: received.get(line.id) ?? 0,
        })),
      );
      await trx
        .updateTable('procurement_documents')
        .set({ receipt_state: state })
        .where('id', '=', poId)
        .execute();
    },

    /** The MRNs received against a PO, oldest first. */
    receipts: (poId: number, executor: Executor = db) =>
      executor
        .selectFrom('procurement_documents')
        .select(['id', 'number', 'doc_date', 'tab', 'total_cents'])
        .where('po_id', '=', poId)
        .where('kind', '=', 'mrn')
        .orderBy('id')
        .execute(),
  };
}
