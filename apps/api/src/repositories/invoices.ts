import type { Updateable } from 'kysely';
import type { Db } from '../db/connect';
import { nowIso, toCount } from '../db/dialect';
import type { InvoiceRecord, InvoicesTable } from '../db/schema';
import { inTransaction, type Executor } from '../db/transaction';
import { createInvoiceList } from './invoice-list';
import { moveInvoiceCount, NEW_INVOICE_KEY, withInvoiceCountMoved } from './invoice-list-counts';
import { indexTerms, invoiceTerms } from './search-terms';

export type NewInvoice = {
  doc_id: string;
  sha256: string;
  upload_remarks: string | null;
  created_by: number | null;
};

/** Lines per insert when an invoice's lines are written (three parameters each). */
const ITEMS_PER_INSERT = 1000;

/** A long list in parts of ITEMS_PER_INSERT, for statements with a parameter per element. */
function chunks<T>(list: T[]): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < list.length; start += ITEMS_PER_INSERT)
    parts.push(list.slice(start, start + ITEMS_PER_INSERT));
  return parts;
}

/** Removes these lines of an invoice (by line_no). */
async function deleteItems(trx: Executor, invoiceId: number, lineNos: number[]) {
  for (const part of chunks(lineNos))
    await trx
      .deleteFrom('invoice_items')
      .where('invoice_id', '=', invoiceId)
      .where('line_no', 'in', part)
      .execute();
}

/** Invoices and their lines: every query on them (the list's in invoice-list). */
export function createInvoicesRepository(db: Db) {
  return {
    ...createInvoiceList(db),

    /** A new invoice, counted in the list's totals in the same transaction. */
    insert: (trx: Executor, invoice: NewInvoice): Promise<{ id: number }> =>
      inTransaction(trx, async (t) => {
        const now = nowIso();
        const created = await t
          .insertInto('invoices')
          .values({
            ...invoice,
            ...NEW_INVOICE_KEY,
            remarks: invoice.upload_remarks,
            fields: '{}',
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await moveInvoiceCount(t, null, NEW_INVOICE_KEY);
        return created;
      }),

    /** Writes the values; a new number or vendor name re-indexes its search terms, a new tab or
     * status moves the invoice between the list's counts, all in the caller's transaction. */
    update: (trx: Executor, id: number, values: Updateable<InvoicesTable>) =>
      inTransaction(trx, async (t) => {
        const result = await withInvoiceCountMoved(t, id, values, () =>
          t
            .updateTable('invoices')
            .set({ ...values, updated_at: nowIso() })
            .where('id', '=', id)
            .execute(),
        );
        const terms = invoiceTerms(values.invoice_number ?? null, values.vendor_name ?? null);
        if (!('invoice_number' in values)) delete terms.number;
        if (!('vendor_name' in values)) delete terms.vendor;
        await indexTerms(t, 'invoice', id, terms);
        return result;
      }),

    find: (id: number, executor: Executor = db): Promise<InvoiceRecord | undefined> =>
      executor.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst(),

    findByDocIds: (docIds: string[], executor: Executor = db) =>
      docIds.length
        ? executor
            .selectFrom('invoices')
            .select(['id', 'doc_id'])
            .where('doc_id', 'in', docIds)
            .execute()
        : Promise.resolve([]),

    /** Rows by id, in the order asked, with everything the detail shows. */
    async details(ids: number[], executor: Executor = db) {
      if (!ids.length) return [];
      const rows = await executor
        .selectFrom('invoices as i')
        .leftJoin('users as u', 'u.id', 'i.created_by')
        .leftJoin('companies as co', 'co.id', 'i.company_id')
        .leftJoin('users as fa', 'fa.id', 'i.first_approved_by')
        .leftJoin('vendors as v', 'v.id', 'i.vendor_id')
        .selectAll('i')
        .select([
          'u.user_name as created_by_name',
          'co.name as company_name',
          'fa.user_name as first_approved_name',
          'v.name as vendor_master_name',
        ])
        .where('i.id', 'in', ids)
        .execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    },

    async items(invoiceIds: number[], executor: Executor = db) {
      if (!invoiceIds.length) return new Map<number, { line_no: number; body: string }[]>();
      const rows = await executor
        .selectFrom('invoice_items')
        .select(['invoice_id', 'line_no', 'body'])
        .where('invoice_id', 'in', invoiceIds)
        .orderBy('invoice_id')
        .orderBy('line_no')
        .execute();
      // Pushed, not copied: a copy per row made reading an invoice of 10,000 lines quadratic.
      const map = new Map<number, { line_no: number; body: string }[]>();
      for (const row of rows) {
        const list = map.get(row.invoice_id);
        if (list) list.push(row);
        else map.set(row.invoice_id, [row]);
      }
      return map;
    },

    /** Some lines of one invoice by id (line_no), in line order; ids it does not have are left
     * out. */
    async itemsAt(executor: Executor, invoiceId: number, lineNos: number[]) {
      const rows: { line_no: number; body: string }[] = [];
      for (const part of chunks(lineNos))
        rows.push(
          ...(await executor
            .selectFrom('invoice_items')
            .select(['line_no', 'body'])
            .where('invoice_id', '=', invoiceId)
            .where('line_no', 'in', part)
            .execute()),
        );
      return rows.sort((a, b) => a.line_no - b.line_no);
    },

    /** How many lines an invoice has and the highest line id (-1 without lines). */
    async lineStats(executor: Executor, invoiceId: number) {
      const row = await executor
        .selectFrom('invoice_items')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('line_no').as('last')])
        .where('invoice_id', '=', invoiceId)
        .executeTakeFirst();
      return { count: toCount(row?.n as number | undefined), last: Number(row?.last ?? -1) };
    },

    /** Writes these lines of an invoice (each replaces the line of its id, or is new). */
    async writeItems(trx: Executor, invoiceId: number, lines: { line_no: number; body: string }[]) {
      await deleteItems(
        trx,
        invoiceId,
        lines.map((l) => l.line_no),
      );
      for (const part of chunks(lines))
        await trx
          .insertInto('invoice_items')
          .values(part.map((l) => ({ invoice_id: invoiceId, ...l })))
          .execute();
    },

    deleteItems,

    async replaceItems(trx: Executor, invoiceId: number, bodies: string[]) {
      await trx.deleteFrom('invoice_items').where('invoice_id', '=', invoiceId).execute();
      // A few inserts of many rows: one insert of 10,000 lines would pass SQLite's limit of
      // parameters in one statement.
      for (let start = 0; start < bodies.length; start += ITEMS_PER_INSERT)
        await trx
          .insertInto('invoice_items')
          .values(
            bodies
              .slice(start, start + ITEMS_PER_INSERT)
              .map((body, index) => ({ invoice_id: invoiceId, line_no: start + index, body })),
          )
          .execute();
    },

    /** The oldest earlier invoice with the same file, or else the same vendor and number, or else
     * the same number, date, currency and total (the same invoice from another channel, a PDF
     * and its XML, whose vendor was read differently). Only an earlier one: the first received
     * is the original, so re-extracting it after its copies arrived does not flag it as a copy
     * of them. */
    async findDuplicate(
      trx: Executor,
      invoice: {
        id: number;
        sha256: string;
        number_key: string | null;
        vendor_key: string | null;
        total_cents: number | null;
        currency: string | null;
        invoice_date: string | null;
      },
    ): Promise<{ id: number; reason: 'file' | 'number' | 'amount' } | null> {
      const sameFile = await trx
        .selectFrom('invoices')
        .select('id')
        .where('sha256', '=', invoice.sha256)
        .where('id', '<', invoice.id)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (sameFile) return { id: sameFile.id, reason: 'file' };
      if (!invoice.number_key) return null;
      const sameNumber = invoice.vendor_key
        ? await trx
            .selectFrom('invoices')
            .select('id')
            .where('number_key', '=', invoice.number_key)
            .where('vendor_key', '=', invoice.vendor_key)
            .where('id', '<', invoice.id)
            .orderBy('id')
            .limit(1)
            .executeTakeFirst()
        : undefined;
      if (sameNumber) return { id: sameNumber.id, reason: 'number' };
      const { total_cents: total, currency, invoice_date: date } = invoice;
      if (total === null || !currency || !date) return null;
      const sameAmount = await trx
        .selectFrom('invoices')
        .select('id')
        .where('number_key', '=', invoice.number_key)
        .where('total_cents', '=', total)
        .where('currency', '=', currency)
        .where('invoice_date', '=', date)
        .where('id', '<', invoice.id)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return sameAmount ? { id: sameAmount.id, reason: 'amount' } : null;
    },

    /** Every invoice whose extraction is running, queued or not (the demo seed's check). */
    countAll: async (executor: Executor = db) =>
      toCount(
        (
          await executor
            .selectFrom('invoices')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        )?.n as number | undefined,
      ),
  };
}
export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
export type InvoiceListRow = Awaited<ReturnType<InvoicesRepository['list']>>['rows'][number];
export type InvoiceDetailRecord = Awaited<ReturnType<InvoicesRepository['details']>>[number];
