import type { TabCounts } from '@procure/contract';
import type { Db } from '../db/connect';
import type { ProcurementKind } from '../db/schema';
import { readTabCounts } from './list-counts';
import { createRecentCache } from './recent-cache';
import { selectListRow, type DocumentFilter, type ProcurementFilter } from './procurement-filter';

/** A search's counts are kept this long, and until a document is written through this process
 * (see createRecentCache). */
const COUNTS_KEPT_MS = 5000;
const COUNTS_KEPT = 200;

/** The PO and MRN lists: one page of a tab and every tab's count. */
export function createProcurementList(db: Db, filtered: ProcurementFilter) {
  /** The ids of one page of a tab, newest first, picked on the (kind, tab, id) index alone, so
   * a deep page skips index entries, not joined rows (on PostgreSQL an index-only scan: see
   * migration 017 for what keeps it from reading the table). */
  const pageIds = (kind: ProcurementKind, filter: DocumentFilter, page: number, pageSize: number) =>
    filtered(kind, filter)
      .select('d.id')
      .where('d.tab', '=', filter.type)
      .orderBy('d.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize);

  /** Every tab's count of a search (or of a vendor's or companies' documents: list_counts keeps
   * one count per tab, not per company), kept for a moment: paging and
   * tab switches repeat it, and a search matching 10,000 orders passes every document of the
   * kind against its matches (~24 ms on PostgreSQL for 'framework' at 100k orders). */
  const kept = createRecentCache<TabCounts>(COUNTS_KEPT_MS, COUNTS_KEPT);
  async function searchCounts(kind: ProcurementKind, filter: DocumentFilter) {
    const key = JSON.stringify([
      kind,
      filter.search_by,
      filter.search?.trim() ?? '',
      filter.vendor_id ?? null,
      filter.company_ids ?? null,
    ]);
    const known = kept.get(key);
    if (known) return known;
    const counts: TabCounts = { active: 0, draft: 0, reject: 0 };
    const rows = await filtered(kind, filter)
      .select(['d.tab', (eb) => eb.fn.countAll().as('n')])
      .groupBy('d.tab')
      .execute();
    for (const row of rows) counts[row.tab] = Number(row.n);
    kept.set(key, counts);
    return counts;
  }

  return {
    pageIds,
    /** Drops the kept search counts (a document was written). */
    forgetCounts: () => kept.clear(),
    /** One page of a tab, newest first, and every tab's count; only the page's rows meet their
     * vendors. */
    async list(kind: ProcurementKind, filter: DocumentFilter, page: number, pageSize: number) {
      const rows = await selectListRow(db.selectFrom('procurement_documents as d'))
        .where('d.id', 'in', pageIds(kind, filter, page, pageSize))
        .orderBy('d.id', 'desc')
        .execute();
      const counts =
        filter.search?.trim() || filter.vendor_id !== undefined || filter.company_ids !== undefined
          ? await searchCounts(kind, filter)
          : await readTabCounts(db, kind);
      return { rows, total: counts[filter.type], counts };
    },
  };
}
