import type { InvoiceListQuery } from '@procure/contract';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../db/connect';
import { engineOf, nowIso, toCount } from '../db/dialect';
import type { InvoiceRecord, InvoicesTable } from '../db/schema';
import { inTransaction, type Executor } from '../db/transaction';
import {
  INVOICE_COUNT_COLUMNS,
  invoiceCountFilter,
  moveInvoiceCount,
  NEW_INVOICE_KEY,
  readInvoiceCount,
  withInvoiceCountMoved,
  type InvoiceCountKey,
} from './invoice-list-counts';
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

/** The (filter, id) index of each filter column (009, 016). */
const FILTER_INDEX: Record<(typeof INVOICE_COUNT_COLUMNS)[number], string> = {
  tab: 'invoices_tab',
  extraction_status: 'invoices_extraction',
  workflow_status: 'invoices_workflow',
  payment_status: 'invoices_payment',
  approval_status: 'invoices_approval',
};

/** A search text that reads as an amount ('1,234.50', '1234.5') finds that total. */
export function amountCents(text: string): number | null {
  const compact = text.replace(/[\s,]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  return Math.round(Number(compact) * 100);
}

/** Lines per insert when an invoice's lines are written (three parameters each). */
const ITEMS_PER_INSERT = 1000;

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

  /** A filtered search on SQLite reads the invoices through the first filter's (filter, id)
   * index: each match is then one probe of that index (covering: no invoice row is read).
   * Without statistics (SQLite has none unless ANALYZE ran) its planner looked each match up by
   * rowid instead, reading the whole row to test one column: 'northwind' in the draft tab
   * (6k of 12k matches) counted in ~20 ms instead of ~6. PostgreSQL's planner has statistics
   * (autovacuum) and no such hint. */
  function invoicesFor(filter: Partial<InvoiceCountKey>, searching: boolean) {
    const first = INVOICE_COUNT_COLUMNS.find((column) => filter[column] !== undefined);
    if (!searching || !first || engineOf(db) !== 'sqlite') return 'invoices as i' as const;
    return sql`invoices AS i INDEXED BY ${sql.id(FILTER_INDEX[first])}` as unknown as 'invoices as i';
  }

  function filtered(query: Partial<InvoiceListQuery>, executor: Executor = db) {
    const filter = invoiceCountFilter(query);
    const matched = matchedIds(query.search, executor);
    let q = executor.selectFrom(invoicesFor(filter, !!matched));
    for (const [column, value] of Object.entries(filter))
      q = q.where(`i.${column as keyof InvoiceCountKey}`, '=', value as never);
    return matched
      ? q.where('i.id', 'in', (eb) => eb.selectFrom(matched.as('m')).select('m.entity_id'))
      : q;
  }

  /** The ids of one page (newest first) and how many match. Without a search the total is a
   * sum of kept counts (invoice_list_counts), whatever the filters: counting 100k index
   * entries was ~10 of page 1's ~13 ms CPU on PostgreSQL. A search over every invoice (no tab, no
   * status) is answered from its index ranges alone: an invoice table lookup per match made
   * 'northwind' (12k of 100k) cost ~40 ms a request. Otherwise the filters' (filter, id)
   * indexes ((id) on SQLite, (tab, id), (status, id) for each status), so a deep page skips
   * index entries. */
  function pageAndCount(query: InvoiceListQuery) {
    const filter = invoiceCountFilter(query);
    const matched = Object.keys(filter).length ? null : matchedIds(query.search);
    if (matched) {
      const m = db.selectFrom(matched.as('m'));
      return {
        page: m
          .select('m.entity_id as id')
          .distinct()
          .orderBy('m.entity_id', 'desc')
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
        count: async () =>
          toCount(
            (
              await m
                .select((eb) => eb.fn.count('m.entity_id').distinct().as('n'))
                .executeTakeFirst()
            )?.n as number | undefined,
          ),
      };
    }
    return {
      page: filtered(query)
        .select('i.id')
        .orderBy('i.id', 'desc')
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
      count: containsKey(query.search ?? '')
        ? async () =>
            toCount(
              (
                await filtered(query)
                  .select((eb) => eb.fn.countAll().as('n'))
                  .executeTakeFirst()
              )?.n as number | undefined,
            )
        : () => readInvoiceCount(db, filter),
    };
  }

  return {
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

    /** One page, newest first, and how many match. The page's ids are picked without the
     * invoices' rows (see pageAndCount) and only those rows meet their uploader, and the count
     * reads no other table: a join in either made page 1 of 100k invoices ~200 times slower on
     * SQLite. */
    async list(query: InvoiceListQuery) {
      const { page, count } = pageAndCount(query);
      const [rows, total] = await Promise.all([
        db
          .selectFrom('invoices as i')
          .leftJoin('users as u', 'u.id', 'i.created_by')
          .select(rowColumns)
          .select('u.user_name as created_by_name')
          .where('i.id', 'in', page)
          .execute()
          // Sorted here: an ORDER BY on the outer query makes SQLite walk the whole id index.
          .then((found) => found.sort((a, b) => b.id - a.id)),
        count(),
      ]);
      return { rows, total };
    },

    /** The query picking one page's ids (for the list, and for tests of its plan). */
    pageIds: (query: InvoiceListQuery) => pageAndCount(query).page,

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
