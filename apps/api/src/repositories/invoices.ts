import type { InvoiceListQuery } from '@procure/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../db/connect';
import { nowIso, toCount } from '../db/dialect';
import type { InvoiceRecord, InvoicesTable } from '../db/schema';
import type { Executor } from '../db/transaction';
import {
  allWords,
  containsKey,
  indexTerms,
  invoiceTerms,
  termRange,
  termsOf,
} from './search-terms';

export type NewInvoice = {
  doc_id: string;
  sha256: string;
  upload_remarks: string | null;
  created_by: number | null;
};

/** Columns a list row needs (and the creator's name). */
const rowColumns = [
  'i.id',
  'i.doc_id',
  'i.invoice_number',
  'i.extraction_status',
  'i.workflow_status',
  'i.vendor_name',
  'i.total_cents',
  'i.currency',
  'i.invoice_date',
  'i.due_date',
  'i.payment_status',
  'i.approval_status',
  'i.remarks',
  'i.created_at',
  'i.duplicate_of',
  'i.duplicate_reason',
  'i.vendor_id',
  'i.vendor_match_score',
  'i.po_id',
] as const;

/** A search text that reads as an amount ('1,234.50', '1234.5') finds that total. */
export function amountCents(text: string): number | null {
  const compact = text.replace(/[\s,]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  return Math.round(Number(compact) * 100);
}

/** Invoices and their lines: every query on them. */
export function createInvoicesRepository(db: Db) {
  /** Ids of invoices the search finds, from indexes alone: the number contains the text, or
   * every word begins a word of the vendor's name (search_terms ranges), or the text reads as the
   * total (the total's index). An id can come more than once (UNION ALL: no sort to drop
   * duplicates where the caller does not need it). Null without a search. */
  function matchedIds(search: string | undefined, executor: Executor = db) {
    const key = containsKey(search ?? '');
    if (!key) return null;
    const cents = amountCents(key);
    const words = termsOf(key).slice(0, 5);
    let matched = termRange(executor, 'invoice', 'number', key);
    if (words.length) matched = matched.unionAll(allWords(executor, 'invoice', 'vendor', words));
    if (cents !== null)
      matched = matched.unionAll(
        executor
          .selectFrom('invoices as t')
          .select('t.id as entity_id')
          .where('t.total_cents', '=', cents),
      );
    return matched;
  }

  function filtered(query: Partial<InvoiceListQuery>, executor: Executor = db) {
    const q = executor
      .selectFrom('invoices as i')
      .$if(!!query.type && query.type !== 'all', (b) => b.where('i.tab', '=', query.type as never))
      .$if(!!query.extraction_status, (b) =>
        b.where('i.extraction_status', '=', query.extraction_status!),
      )
      .$if(!!query.workflow_status, (b) =>
        b.where('i.workflow_status', '=', query.workflow_status!),
      )
      .$if(!!query.payment_status, (b) => b.where('i.payment_status', '=', query.payment_status!))
      .$if(!!query.approval_status, (b) =>
        b.where('i.approval_status', '=', query.approval_status!),
      );
    const matched = matchedIds(query.search, executor);
    return matched
      ? q.where('i.id', 'in', (eb) => eb.selectFrom(matched.as('m')).select('m.entity_id'))
      : q;
  }

  /** The ids of one page (newest first) and how many match. A search over every invoice
   * (no tab, no status) is answered from its index ranges alone: an invoice table lookup per
   * match made 'northwind' (12k of 100k) cost ~40 ms a request. Otherwise the filters' indexes
   * ((id) on SQLite, (tab, id), (extraction_status, id)), so a deep page skips index entries. */
  function pageAndCount(query: InvoiceListQuery) {
    const everyInvoice =
      (query.type ?? 'all') === 'all' &&
      !query.extraction_status &&
      !query.workflow_status &&
      !query.payment_status &&
      !query.approval_status;
    const matched = everyInvoice ? matchedIds(query.search) : null;
    if (matched) {
      const m = db.selectFrom(matched.as('m'));
      return {
        page: m
          .select('m.entity_id as id')
          .distinct()
          .orderBy('m.entity_id', 'desc')
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
        count: m.select((eb) => eb.fn.count('m.entity_id').distinct().as('n')),
      };
    }
    return {
      page: filtered(query)
        .select('i.id')
        .orderBy('i.id', 'desc')
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
      count: filtered(query).select((eb) => eb.fn.countAll().as('n')),
    };
  }

  return {
    insert: (trx: Executor, invoice: NewInvoice): Promise<{ id: number }> => {
      const now = nowIso();
      return trx
        .insertInto('invoices')
        .values({
          ...invoice,
          extraction_status: 'processing',
          workflow_status: 'processing',
          payment_status: 'pending',
          approval_status: 'pending',
          tab: 'draft',
          remarks: invoice.upload_remarks,
          fields: '{}',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    /** Writes the values; a new number or vendor name re-indexes its search terms. */
    async update(trx: Executor, id: number, values: Updateable<InvoicesTable>) {
      const result = await trx
        .updateTable('invoices')
        .set({ ...values, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      const terms = invoiceTerms(values.invoice_number ?? null, values.vendor_name ?? null);
      if (!('invoice_number' in values)) delete terms.number;
      if (!('vendor_name' in values)) delete terms.vendor;
      await indexTerms(trx, 'invoice', id, terms);
      return result;
    },

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

    /** One page, newest first, and how many match. The page's ids are picked without the
     * invoices' rows (see pageAndCount) and only those rows meet their uploader, and the count
     * reads no other table: a join in either made page 1 of 100k invoices ~200 times slower on
     * SQLite. */
    async list(query: InvoiceListQuery) {
      const { page, count } = pageAndCount(query);
      const [rows, counted] = await Promise.all([
        db
          .selectFrom('invoices as i')
          .leftJoin('users as u', 'u.id', 'i.created_by')
          .select(rowColumns)
          .select('u.user_name as created_by_name')
          .where('i.id', 'in', page)
          .execute()
          // Sorted here: an ORDER BY on the outer query makes SQLite walk the whole id index.
          .then((found) => found.sort((a, b) => b.id - a.id)),
        count.executeTakeFirst(),
      ]);
      return { rows, total: toCount(counted?.n as number | undefined) };
    },

    /** Rows by id, in the order asked, with everything the detail shows. */
    async details(ids: number[], executor: Executor = db) {
      if (!ids.length) return [];
      const rows = await executor
        .selectFrom('invoices as i')
        .leftJoin('users as u', 'u.id', 'i.created_by')
        .selectAll('i')
        .select('u.user_name as created_by_name')
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
      const map = new Map<number, { line_no: number; body: string }[]>();
      for (const row of rows) map.set(row.invoice_id, [...(map.get(row.invoice_id) ?? []), row]);
      return map;
    },

    async replaceItems(trx: Executor, invoiceId: number, bodies: string[]) {
      await trx.deleteFrom('invoice_items').where('invoice_id', '=', invoiceId).execute();
      if (bodies.length)
        await trx
          .insertInto('invoice_items')
          .values(bodies.map((body, line_no) => ({ invoice_id: invoiceId, line_no, body })))
          .execute();
    },

    /** The oldest earlier invoice with the same file, or else the same vendor and number. Only
     * an earlier one: the first received is the original, so re-extracting it after its copies
     * arrived does not flag it as a copy of them. */
    async findDuplicate(
      trx: Executor,
      invoice: { id: number; sha256: string; number_key: string | null; vendor_key: string | null },
    ): Promise<{ id: number; reason: 'file' | 'number' } | null> {
      const sameFile = await trx
        .selectFrom('invoices')
        .select('id')
        .where('sha256', '=', invoice.sha256)
        .where('id', '<', invoice.id)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (sameFile) return { id: sameFile.id, reason: 'file' };
      if (!invoice.number_key || !invoice.vendor_key) return null;
      const sameNumber = await trx
        .selectFrom('invoices')
        .select('id')
        .where('number_key', '=', invoice.number_key)
        .where('vendor_key', '=', invoice.vendor_key)
        .where('id', '<', invoice.id)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return sameNumber ? { id: sameNumber.id, reason: 'number' } : null;
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
