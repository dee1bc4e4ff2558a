import type { ProcurementKind } from '../db/schema';
import { selectListRow, type DocumentFilter, type ProcurementFilter } from './procurement-filter';

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
        const batch = await selectListRow(filtered(kind, filter))
          .select(['d.basic_cents', 'd.tax_cents'])
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
