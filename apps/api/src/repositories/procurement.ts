import type { Db } from '../db/connect';
import { createProcurementDocuments } from './procurement-documents';
import { createProcurementExport } from './procurement-export';
import { createProcurementFilter } from './procurement-filter';
import { createProcurementList } from './procurement-list';
import { createProcurementReceipts } from './procurement-receipts';

export type { DocumentFilter } from './procurement-filter';
export type { HeaderValues, StoredLine, Totals } from './procurement-documents';
export { moneyOf } from './procurement-documents';

/** Purchase orders and MRNs (one table, `kind` apart): headers, lines, totals in cents. One
 * repository made of its concerns: the lists (procurement-list, searching through
 * procurement-filter), the exports' rows (procurement-export), one document's header, lines and
 * state (procurement-documents) and receipts against PO lines (procurement-receipts). */
export function createProcurementRepository(db: Db) {
  const filtered = createProcurementFilter(db);
  const list = createProcurementList(db, filtered);
  return {
    ...list,
    ...createProcurementExport(filtered),
    ...createProcurementDocuments(db, list.forgetCounts),
    ...createProcurementReceipts(db),
  };
}
export type ProcurementRepository = ReturnType<typeof createProcurementRepository>;
