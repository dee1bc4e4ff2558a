import type { DocumentState, LineItem } from '@procure/contract';
import type { Db } from '../db/connect';
import { nowIso } from '../db/dialect';
import type { ProcurementDocumentsTable, ProcurementKind } from '../db/schema';
import type { Executor } from '../db/transaction';
import { NO_FIRST_APPROVAL } from './approval-limits';
import { moveTabCount } from './list-counts';
import { documentTerms, indexTerms } from './search-terms';

/** A document's header as the form saves it (doc_id: the stored document attached from the
 * upload dialog, a signed PO or an MRN's invoice; po_id: an MRN's purchase order). */
export type HeaderValues = Pick<
  ProcurementDocumentsTable,
  | 'number'
  | 'vendor_id'
  | 'doc_date'
  | 'expected_delivery_date'
  | 'payment_terms'
  | 'notes'
  | 'doc_id'
  | 'po_id'
> &
  // Left out by writers that know of no company (the seed): the column keeps its value.
  Partial<Pick<ProcurementDocumentsTable, 'company_id'>>;
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

/** A PO's or MRN's header and lines as saved and read back one document at a time: the detail
 * page, the header and whole-document saves, approval. */
/** `changed` is told of every write that can change what a search finds or a tab holds. */
export function createProcurementDocuments(db: Db, changed: () => void = () => {}) {
  return {
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
      changed();
      return id;
    },

    /** A draft's header saved again; its editor may then not approve it. */
    async updateHeader(trx: Executor, id: number, header: HeaderValues, editor: number) {
      await trx
        .updateTable('procurement_documents')
        // An edit clears a first approval: the changed draft needs both approvals again.
        .set({ ...header, ...NO_FIRST_APPROVAL, updated_by: editor, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      await indexTerms(trx, 'procurement', id, documentTerms(header.number, header.notes));
      changed();
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
      changed();
    },
  };
}
export const moneyOf = amount;
