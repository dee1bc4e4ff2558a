import { MAX_STORED_AMOUNT, type InvoiceListQuery } from '@procure/contract';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { engineOf, toCount } from '../db/dialect';
import type { Executor } from '../db/transaction';
import {
  INVOICE_COUNT_COLUMNS,
  invoiceCountFilter,
  readInvoiceCount,
  type InvoiceCountKey,
} from './invoice-list-counts';
import { allWords, containsKey, termRange, termsOf } from './search-terms';

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
  'i.vendor_match_by',
  'i.po_id',
  'i.company_id',
  'i.payment_run_id',
] as const;

/** The (filter, id) index of each filter column (009, 016). */
const FILTER_INDEX: Record<(typeof INVOICE_COUNT_COLUMNS)[number], string> = {
  tab: 'invoices_tab',
  extraction_status: 'invoices_extraction',
  workflow_status: 'invoices_workflow',
  payment_status: 'invoices_payment',
  approval_status: 'invoices_approval',
};

/** Only these companies' invoices (see listedCompanies); undefined: every invoice. */
type Companies = readonly number[];

/** A search text that reads as an amount ('1,234.50', '1234.5') finds that total. */
export function amountCents(text: string): number | null {
  const compact = text.replace(/[\s,]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  const cents = Math.round(Number(compact) * 100);
  // No stored total is larger, and PostgreSQL refuses a larger integer parameter (a 500).
  return cents <= Math.round(MAX_STORED_AMOUNT * 100) ? cents : null;
}

/** The invoice list: one page of a filter or a search, newest first, and how many match. */
export function createInvoiceList(db: Db) {
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

  function filtered(
    query: Partial<InvoiceListQuery>,
    companies?: Companies,
    executor: Executor = db,
  ) {
    const filter = invoiceCountFilter(query);
    const matched = matchedIds(query.search, executor);
    let q = executor.selectFrom(invoicesFor(filter, !!matched));
    for (const [column, value] of Object.entries(filter))
      q = q.where(`i.${column as keyof InvoiceCountKey}`, '=', value as never);
    // No company matches an empty list (0 is no row's id): `IN ()` is not SQL.
    if (companies) q = q.where('i.company_id', 'in', companies.length ? companies : [0]);
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
  function pageAndCount(query: InvoiceListQuery, companies?: Companies) {
    const filter = invoiceCountFilter(query);
    const matched = Object.keys(filter).length || companies ? null : matchedIds(query.search);
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
      page: filtered(query, companies)
        .select('i.id')
        .orderBy('i.id', 'desc')
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
      // The kept counts have no company column: a company's total is counted (on the
      // company_id index).
      count:
        containsKey(query.search ?? '') || companies
          ? async () =>
              toCount(
                (
                  await filtered(query, companies)
                    .select((eb) => eb.fn.countAll().as('n'))
                    .executeTakeFirst()
                )?.n as number | undefined,
              )
          : () => readInvoiceCount(db, filter),
    };
  }

  return {
    /** One page, newest first, and how many match. The page's ids are picked without the
     * invoices' rows (see pageAndCount) and only those rows meet their uploader, and the count
     * reads no other table: a join in either made page 1 of 100k invoices ~200 times slower on
     * SQLite. */
    async list(query: InvoiceListQuery, companies?: Companies) {
      const { page, count } = pageAndCount(query, companies);
      const [rows, total] = await Promise.all([
        db
          .selectFrom('invoices as i')
          .leftJoin('users as u', 'u.id', 'i.created_by')
          .leftJoin('companies as co', 'co.id', 'i.company_id')
          .select(rowColumns)
          .select(['u.user_name as created_by_name', 'co.name as company_name'])
          .where('i.id', 'in', page)
          .execute()
          // Sorted here: an ORDER BY on the outer query makes SQLite walk the whole id index.
          .then((found) => found.sort((a, b) => b.id - a.id)),
        count(),
      ]);
      return { rows, total };
    },

    /** The query picking one page's ids (for the list, and for tests of its plan). */
    pageIds: (query: InvoiceListQuery, companies?: Companies) =>
      pageAndCount(query, companies).page,
  };
}
