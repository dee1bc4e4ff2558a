import type { DocumentState, LineItem } from '@procure/contract';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { escapeLike, likeInsensitive, engineOf, nowIso } from '../db/dialect';
import type { ProcurementKind } from '../db/schema';
import type { Executor } from '../db/transaction';
import { moveTabCount, readTabCounts } from './list-counts';
import { prefixEnd, termsOf } from './vendor-search';

export type DocumentFilter = { type: DocumentState; search?: string; search_by: 'name' | 'code' };
export type HeaderValues = {
  number: string;
  vendor_id: number;
  doc_date: string;
  expected_delivery_date: string | null;
  payment_terms: string;
  notes: string | null;
  /** The stored document attached from the upload dialog (an MRN's invoice). */
  doc_id: string | null;
};
export type Totals = { basic: number; tax: number; total: number };

const cents = (amount: number) => Math.round(amount * 100);
const amount = (value: number) => value / 100;

/** Purchase orders and MRNs (one table, `kind` apart): headers, lines, totals in cents. */
export function createProcurementRepository(db: Db) {
  const engine = engineOf(db);

  /** A search finds the document number (anywhere in it), the vendor by the start of a word of
   * its name, or words in the notes. */
  function filtered(kind: ProcurementKind, search?: string) {
    const base = db
      .selectFrom('procurement_documents as d')
      .innerJoin('vendors as v', 'v.id', 'd.vendor_id')
      .where('d.kind', '=', kind);
    const text = search?.trim();
    if (!text) return base;
    const pattern = `%${escapeLike(text)}%`;
    const words = termsOf(text).slice(0, 5);
    return base.where((eb) =>
      eb.or([
        likeInsensitive(engine, sql.ref('d.number'), pattern),
        likeInsensitive(engine, sql.ref('d.notes'), pattern),
        ...(words.length
          ? [
              eb.and(
                words.map((word) =>
                  eb(
                    'd.vendor_id',
                    'in',
                    eb
                      .selectFrom('vendor_search_terms')
                      .select('vendor_id')
                      .where('field', '=', 'name')
                      .where('term', '>=', word)
                      .where('term', '<', prefixEnd(word)),
                  ),
                ),
              ),
            ]
          : []),
      ]),
    );
  }

  return {
    /** One page of a tab, newest first, and every tab's count. */
    async list(kind: ProcurementKind, filter: DocumentFilter, page: number, pageSize: number) {
      const rows = await filtered(kind, filter.search)
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
        ])
        .where('d.tab', '=', filter.type)
        .orderBy('d.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const counts = filter.search?.trim()
        ? await searchCounts(kind, filter.search)
        : await readTabCounts(db, kind);
      return { rows, total: counts[filter.type], counts };
    },

    /** Every row of a tab in batches (newest first, by keyset on id), for exports. */
    async *batches(kind: ProcurementKind, filter: DocumentFilter, size = 1000) {
      let before: number | null = null;
      for (;;) {
        const batch = await filtered(kind, filter.search)
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

    async lines(documentId: number, executor: Executor = db): Promise<LineItem[]> {
      const rows = await executor
        .selectFrom('procurement_lines')
        .selectAll()
        .where('document_id', '=', documentId)
        .orderBy('line_no')
        .execute();
      return rows.map((row) => ({
        ...(JSON.parse(row.body) as Record<string, string | number | boolean | null>),
        id: row.line_no,
        quantity: row.quantity_milli / 1000,
        unitPrice: amount(row.unit_price_cents),
        taxRate: row.tax_rate_bp / 100,
        amount: amount(row.amount_cents),
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
      return id;
    },

    updateHeader: (trx: Executor, id: number, header: HeaderValues) =>
      trx
        .updateTable('procurement_documents')
        .set({ ...header, updated_at: nowIso() })
        .where('id', '=', id)
        .execute(),

    /** Replaces a document's lines and totals (all amounts already checked). */
    async replaceLines(trx: Executor, id: number, lines: LineItem[], totals: Totals) {
      await trx.deleteFrom('procurement_lines').where('document_id', '=', id).execute();
      if (lines.length)
        await trx
          .insertInto('procurement_lines')
          .values(
            lines.map(
              ({ id: lineNo, quantity, unitPrice, taxRate, amount: lineAmount, ...rest }) => ({
                document_id: id,
                line_no: lineNo,
                quantity_milli: Math.round(quantity * 1000),
                unit_price_cents: cents(unitPrice),
                tax_rate_bp: Math.round(taxRate * 100),
                amount_cents: cents(lineAmount),
                po_line_id: null,
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

  async function searchCounts(kind: ProcurementKind, search?: string) {
    const counts = { active: 0, draft: 0, reject: 0 };
    const rows = await filtered(kind, search)
      .select(['d.tab', (eb) => eb.fn.countAll().as('n')])
      .groupBy('d.tab')
      .execute();
    for (const row of rows) counts[row.tab] = Number(row.n);
    return counts;
  }
}
export type ProcurementRepository = ReturnType<typeof createProcurementRepository>;
export const moneyOf = amount;
