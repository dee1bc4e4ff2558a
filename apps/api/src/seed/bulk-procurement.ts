import { lineMoney, receiptStateOf, toMilli, type DocumentState } from '@procure/contract';
import type { Db } from '../db/connect';
import type { ProcurementKind } from '../db/schema';
import { bulkInsert, nowIso, syncIdSequence } from '../db/dialect';
import { inTransaction } from '../db/transaction';
import { recountTabs } from '../repositories/list-counts';
import { documentTerms, termRows } from '../repositories/search-terms';

const ITEMS = [
  ['Steel bolts M8', 'NOS', 2.5, 18],
  ['Copper cable 4 mm', 'MTR', 48.75, 18],
  ['Printer paper A4', 'BOX', 310, 12],
  ['Safety gloves', 'PAIR', 85.5, 5],
  ['Hydraulic oil', 'LTR', 212.4, 28],
  ['Rice, parboiled', 'KG', 41.2, 0],
] as const;
// Tab shares: most orders approved, some pending, a few rejected.
const TABS: DocumentState[] = [
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'draft',
  'draft',
  'reject',
];
const CHUNK = 5_000;

/** Synthetic purchase orders for benchmarks: `count` orders of `linesEach` lines for the given
 * (approved) vendors, money by the contract's rule, approved ones in every receipt state, written
 * in one transaction with precompiled multi-row inserts and the tab counts recounted. With
 * `kind` 'mrn', goods receipts of the same shape instead (numbered BMRN-, against no PO). */
export async function insertBulkPurchaseOrders(
  db: Db,
  count: number,
  vendorIds: readonly number[],
  linesEach = 5,
  kind: ProcurementKind = 'po',
) {
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    const maxOf = async (table: 'procurement_documents' | 'procurement_lines') =>
      ((
        await trx
          .selectFrom(table)
          .select((e) => e.fn.max('id').as('max'))
          .executeTakeFirst()
      )?.max as number | null) ?? 0;
    const firstDoc = await maxOf('procurement_documents');
    let lineId = await maxOf('procurement_lines');
    for (let from = 1; from <= count; from += CHUNK) {
      const documents = [];
      const lines = [];
      for (let i = from; i < Math.min(from + CHUNK, count + 1); i += 1) {
        const id = firstDoc + i;
        const tab = TABS[i % TABS.length]!;
        // Approved orders: a third untouched, a third partly received, a third received in full.
        const share = tab === 'active' && kind === 'po' ? [0, 0.5, 1][i % 3]! : 0;
        const money = { basic: 0, tax: 0 };
        const states = [];
        for (let n = 0; n < linesEach; n += 1) {
          const [description, uom, unitPrice, taxRate] = ITEMS[(i + n) % ITEMS.length]!;
          const quantity = 1 + ((i * 7 + n * 13) % 200);
          const line = lineMoney({ quantity, unitPrice, taxRate });
          money.basic += Math.round(line.subtotal * 100);
          money.tax += Math.round(line.tax * 100);
          const received = n === 0 || share === 1 ? Math.floor(toMilli(quantity) * share) : 0;
          states.push({ orderedMilli: toMilli(quantity), receivedMilli: received });
          lineId += 1;
          lines.push({
            id: lineId,
            document_id: id,
            line_no: n,
            quantity_milli: toMilli(quantity),
            unit_price_cents: Math.round(unitPrice * 100),
            tax_rate_bp: taxRate * 100,
            amount_cents: Math.round(line.amount * 100),
            po_line_id: null,
            received_milli: received,
            body: JSON.stringify({ description, item_code: `IT-${(i + n) % 97}`, uom }),
          });
        }
        documents.push({
          id,
          kind,
          number: `${kind === 'po' ? 'BPO' : 'BMRN'}-${String(id).padStart(7, '0')}`,
          vendor_id: vendorIds[i % vendorIds.length]!,
          doc_date: `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
          expected_delivery_date: null,
          payment_terms: 'Net 30',
          notes: i % 10 ? null : `Framework order ${i}`,
          tab,
          po_id: null,
          doc_id: null,
          basic_cents: money.basic,
          tax_cents: money.tax,
          total_cents: money.basic + money.tax,
          receipt_state: receiptStateOf(states),
          created_by: null,
          created_at: now,
          updated_at: now,
        });
      }
      await bulkInsert(
        trx,
        'procurement_documents',
        Object.keys(documents[0]!) as never,
        documents,
      );
      await bulkInsert(trx, 'procurement_lines', Object.keys(lines[0]!) as never, lines);
      await bulkInsert(
        trx,
        'search_terms',
        ['entity', 'field', 'term', 'entity_id'],
        documents.flatMap((d) => termRows('procurement', d.id, documentTerms(d.number, d.notes))),
      );
    }
    await syncIdSequence(trx, 'procurement_documents');
    await syncIdSequence(trx, 'procurement_lines');
    await recountTabs(trx, kind);
  });
}
