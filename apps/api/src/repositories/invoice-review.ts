import type { Db } from '../db/connect';
import type { Executor } from '../db/transaction';

/** Queries of the invoice review: the invoices of a purchase order (each other's lines in the
 * three-way match) and the review queue. */
export function createInvoiceReviewRepository(db: Db) {
  return {
    /** Invoices linked to a purchase order, oldest first. */
    onPurchaseOrder: (poId: number, executor: Executor = db) =>
      executor
        .selectFrom('invoices')
        .select(['id', 'approval_status'])
        .where('po_id', '=', poId)
        .orderBy('id')
        .execute(),

    /** The next invoice after `afterId` (or else the first) still waiting for review:
     * extracted or on hold, neither approved nor rejected. */
    nextForReview: async (afterId: number, executor: Executor = db) => {
      const waiting = (from: number) =>
        executor
          .selectFrom('invoices')
          .select('id')
          .where('tab', '=', 'draft')
          .where('approval_status', 'in', ['pending', 'under_review'])
          .where('extraction_status', 'in', ['extracted', 'hold'])
          .where('id', '>', from)
          .orderBy('id')
          .limit(1)
          .executeTakeFirst();
      return ((await waiting(afterId)) ?? (await waiting(0)))?.id ?? null;
    },
  };
}
export type InvoiceReviewRepository = ReturnType<typeof createInvoiceReviewRepository>;
