import {
  receiptStateOf,
  RECEIVING_STATES,
  type DocumentState,
  type LineItem,
} from '@procure/contract';
import type { Db } from '../db/connect';
import { engineOf, nowIso } from '../db/dialect';
import type { ProcurementKind } from '../db/schema';
import type { Executor } from '../db/transaction';
import { moveTabCount, readTabCounts } from './list-counts';
import {
  allWords,
  containsKey,
  documentTerms,
  indexTerms,
  prefixEnd,
  termRange,
  termsOf,
} from './search-terms';

export type DocumentFilter = {
  type: DocumentState;
  search?: string;
  search_by: 'name' | 'code';
  vendor_id?: number;
};
export type HeaderValues = {
  number: string;
  vendor_id: number;
  doc_date: string;
  expected_delivery_date: string | null;
  payment_terms: string;
  notes: string | null;
  /** The stored document attached from the upload dialog (signed PO, MRN's invoice). */
  doc_id: string | null;
  /** An MRN's purchase order. */
  po_id: number | null;
};
/** A saved line: its money, and on a PO line what has been received; on an MRN line the id
 * (line number) of the PO line it receives. */
export type StoredLine = LineItem & {
  po_line_id?: number | null;
  receivedMilli: number;
  orderedMilli: number;
};
export type Totals = { basic: number; tax: number; total: number };

const cents = (amount: number) => Math.round(amount * 100);
const amount = (value: number) => value / 100;

/** Purchase orders and MRNs (one table, `kind` apart): headers, lines, totals in cents. */
export function createProcurementRepository(db: Db) {
  const engine = engineOf(db);

  /** A search finds the text anywhere in the document number, the vendor by the start of a
   * word of its name, or the notes by the start of their words; searching by code looks at the
   * document number only. Every branch is an index range (search_terms, vendor_search_terms):
   * the matching ids are worked out first and only they are read. */
  function filtered(
    kind: ProcurementKind,
    { search, search_by, vendor_id: vendorId }: Omit<DocumentFilter, 'type'>,
  ) {
    const base = db
      .selectFrom('procurement_documents as d')
      .where('d.kind', '=', kind)
      .$if(vendorId !== undefined, (q) => q.where('d.vendor_id', '=', vendorId!));
    const key = containsKey(search ?? '');
    if (!key) return base;
    const inNumber = termRange(db, 'procurement', 'number', key);
    if (search_by === 'code') return base.where('d.id', 'in', inNumber);
    const words = termsOf(key).slice(0, 5);
    if (!words.length) return base.where('d.id', 'in', inNumber);
    const byVendor = db
      .selectFrom('procurement_documents as v')
      .select('v.id as entity_id')
      .where(
        'v.vendor_id',
        'in',
        words
          .slice(1)
          .reduce((q, word) => q.intersect(vendorNameRange(word)), vendorNameRange(words[0]!)),
      );
    return base.where('d.id', 'in', (eb) =>
      eb
        .selectFrom(
          inNumber
            .union(allWords(db, 'procurement', 'notes', words))
            .union(byVendor)
            .as('m'),
        )
        .select('m.entity_id'),
    );
  }

  const vendorNameRange = (word: string) =>
    db
      .selectFrom('vendor_search_terms')
      .select('vendor_id')
      .where('field', '=', 'name')
      .where('term', '>=', word)
      .where('term', '<', prefixEnd(word));

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

  return {
    pageIds,
    /** One page of a tab, newest first, and every tab's count; only the page's rows meet their
     * vendors. */
    async list(kind: ProcurementKind, filter: DocumentFilter, page: number, pageSize: number) {
      const rows = await db
        .selectFrom('procurement_documents as d')
        .innerJoin('vendors as v', 'v.id', 'd.vendor_id')
        .select([
          'd.id',
          'd.number',
          'v.name',
          'v.phone',
          'd.doc_date',
          'd.expected_delivery_date',
          'd.payment_terms',
          'd.total_cents',
          'd.tab',
          'd.receipt_state',
        ])
        .where('d.id', 'in', pageIds(kind, filter, page, pageSize))
        .orderBy('d.id', 'desc')
        .execute();
      const counts =
        filter.search?.trim() || filter.vendor_id !== undefined
          ? await searchCounts(kind, filter)
          : await readTabCounts(db, kind);
      return { rows, total: counts[filter.type], counts };
    },

    /** Every row of a tab in batches (newest first, by keyset on id), for exports. */
    async *batches(kind: ProcurementKind, filter: DocumentFilter, size = 1000) {
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

    find: (kind: ProcurementKind, id: number, executor: Executor = db) =>
      executor
        .selectFrom('procurement_documents as d')
        .innerJoin('vendors as v', 'v.id', 'd.vendor_id')
        .selectAll('d')
        .select('v.name as vendor_name')
        .where('d.kind', '=', kind)
        .where('d.id', '=', id)
        .executeTakeFirst(),

    async lines(documentId: number, executor: Executor = db): Promise<StoredLine[]> {
      const rows = await executor
        .selectFrom('procurement_lines as l')
        .leftJoin('procurement_lines as p', 'p.id', 'l.po_line_id')
        .selectAll('l')
        .select('p.line_no as po_line_no')
        .where('l.document_id', '=', documentId)
        .orderBy('l.line_no')
        .execute();
      return rows.map((row) => ({
        ...(JSON.parse(row.body) as Record<string, string | number | boolean | null>),
        id: row.line_no,
        quantity: row.quantity_milli / 1000,
        unitPrice: amount(row.unit_price_cents),
        taxRate: row.tax_rate_bp / 100,
        amount: amount(row.amount_cents),
        ...(row.po_line_id !== null ? { po_line_id: row.po_line_no } : {}),
        orderedMilli: row.quantity_milli,
        receivedMilli: row.received_milli,
      }));
    },

    numberTaken: async (kind: ProcurementKind, number: string, exceptId?: number) =>
      (await db
        .selectFrom('procurement_documents')
        .select('id')
        .where('kind', '=', kind)
        .where('number', '=', number)
        .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
        .executeTakeFirst()) !== undefined,

    async createHeader(trx: Executor, kind: ProcurementKind, header: HeaderValues, userId: number) {
      const now = nowIso();
      const { id } = await trx
        .insertInto('procurement_documents')
        .values({
          kind,
          ...header,
          tab: 'draft',
          created_by: userId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await moveTabCount(trx, kind, null, 'draft');
      await indexTerms(trx, 'procurement', id, documentTerms(header.number, header.notes));
      return id;
    },

    async updateHeader(trx: Executor, id: number, header: HeaderValues) {
      await trx
        .updateTable('procurement_documents')
        .set({ ...header, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      await indexTerms(trx, 'procurement', id, documentTerms(header.number, header.notes));
    },

    /** Replaces a document's lines and totals (all amounts already checked). */
    async replaceLines(
      trx: Executor,
      id: number,
      lines: Array<LineItem & { po_line_id?: number | null }>,
      totals: Totals,
      /** PO line number -> its row id, for an MRN's lines. */
      poLineIds: ReadonlyMap<number, number> = new Map(),
    ) {
      await trx.deleteFrom('procurement_lines').where('document_id', '=', id).execute();
      if (lines.length)
        await trx
          .insertInto('procurement_lines')
          .values(
            lines.map(
              ({
                id: lineNo,
                quantity,
                unitPrice,
                taxRate,
                amount: lineAmount,
                po_line_id: poLine,
                ...rest
              }) => ({
                document_id: id,
                line_no: lineNo,
                quantity_milli: Math.round(quantity * 1000),
                unit_price_cents: cents(unitPrice),
                tax_rate_bp: Math.round(taxRate * 100),
                amount_cents: cents(lineAmount),
                po_line_id: poLine == null ? null : (poLineIds.get(poLine) ?? null),
                body: JSON.stringify(rest),
              }),
            ),
          )
          .execute();
      await trx
        .updateTable('procurement_documents')
        .set({
          basic_cents: cents(totals.basic),
          tax_cents: cents(totals.tax),
          total_cents: cents(totals.total),
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .execute();
    },

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

    async setTab(
      trx: Executor,
      kind: ProcurementKind,
      id: number,
      from: DocumentState,
      to: DocumentState,
    ) {
      await trx
        .updateTable('procurement_documents')
        .set({ tab: to, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      await moveTabCount(trx, kind, from, to);
    },
  };

  async function searchCounts(kind: ProcurementKind, filter: DocumentFilter) {
    const counts = { active: 0, draft: 0, reject: 0 };
    const rows = await filtered(kind, filter)
      .select(['d.tab', (eb) => eb.fn.countAll().as('n')])
      .groupBy('d.tab')
      .execute();
    for (const row of rows) counts[row.tab] = Number(row.n);
    return counts;
  }
}
export type ProcurementRepository = ReturnType<typeof createProcurementRepository>;
export const moneyOf = amount;
