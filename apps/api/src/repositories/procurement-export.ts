import type { ProcurementKind } from '../db/schema';
import type { DocumentFilter, ProcurementFilter } from './procurement-filter';

/** The PO and MRN exports' rows. */
export function createProcurementExport(filtered: ProcurementFilter) {
  return {
    /** Every row of a tab in batches (newest first, by keyset on id), for exports. Batches of
     * 200, not 1,000: on PostgreSQL the rows of a batch in flight were promoted by V8 and old
     * space grew (an xlsx then a csv of 100k orders: peak RSS 238–240 → 199–216 MB measured;
     * docs/decisions.md, issues 8 and 9). */
    async *batches(kind: ProcurementKind, filter: DocumentFilter, size = 200) {
      let before: number | null = null;
      for (;;) {
        const batch = await filtered(kind, filter)
          .innerJoin('vendors as v', 'v.id', 'd.vendor_id')
          .select([
            'd.id',
            'd.number',
            'v.name',
            'v.phone',
            'd.doc_date',
            'd.expected_delivery_date',
            'd.payment_terms',
            'd.basic_cents',
            'd.tax_cents',
            'd.total_cents',
            'd.tab',
            'd.receipt_state',
          ])
          .where('d.tab', '=', filter.type)
          .$if(before !== null, (q) => q.where('d.id', '<', before!))
          .orderBy('d.id', 'desc')
          .limit(size)
          .execute();
        if (!batch.length) return;
        yield batch;
        before = batch[batch.length - 1]!.id;
      }
    },
  };
}
