import type { DocumentState, TabCounts } from '@procure/contract';
import { sql } from 'kysely';
import { toCount } from '../db/dialect';
import type { InvoicesTable } from '../db/schema';
import type { Executor } from '../db/transaction';

export type CountedList = 'vendors' | 'po' | 'mrn';

/** Where each list's rows are. */
const SOURCES = {
  vendors: sql`vendors`,
  po: sql`procurement_documents WHERE kind = 'po'`,
  mrn: sql`procurement_documents WHERE kind = 'mrn'`,
} as const;

/** Per-tab row counts of the tabbed lists, changed in the same transaction as the rows. */
export async function readTabCounts(db: Executor, list: CountedList): Promise<TabCounts> {
  const rows = await db
    .selectFrom('list_counts')
    .select(['tab', 'n'])
    .where('list', '=', list)
    .execute();
  const counts: TabCounts = { active: 0, draft: 0, reject: 0 };
  for (const row of rows) if (row.tab in counts) counts[row.tab as DocumentState] = toCount(row.n);
  return counts;
}

/** One row moved from one tab to another (from null: created; to null: removed). */
export async function moveTabCount(
  trx: Executor,
  list: CountedList,
  from: DocumentState | null,
  to: DocumentState | null,
) {
  if (from === to) return;
  if (from)
    await trx
      .updateTable('list_counts')
      .set({ n: sql<number>`n - 1` })
      .where('list', '=', list)
      .where('tab', '=', from)
      .execute();
  if (to)
    await trx
      .insertInto('list_counts')
      .values({ list, tab: to, n: 1 })
      .onConflict((oc) =>
        oc.columns(['list', 'tab']).doUpdateSet({ n: sql<number>`list_counts.n + 1` }),
      )
      .execute();
}

/** Counts the list's table again (after rows were written in bulk). */
export async function recountTabs(trx: Executor, list: CountedList) {
  await trx.deleteFrom('list_counts').where('list', '=', list).execute();
  await sql`INSERT INTO list_counts (list, tab, n)
    SELECT ${list}, tab, COUNT(*) FROM ${SOURCES[list]} GROUP BY tab`.execute(trx);
}

/** The columns the invoice list filters by: its rows are counted per combination of them
 * (invoice_list_counts), so the total of any filter is a sum over a few dozen rows. */
export const INVOICE_COUNT_COLUMNS = [
  'tab',
  'extraction_status',
  'workflow_status',
  'payment_status',
  'approval_status',
] as const;
export type InvoiceCountKey = Pick<InvoicesTable, (typeof INVOICE_COUNT_COLUMNS)[number]>;

const sameInvoiceKey = (a: InvoiceCountKey, b: InvoiceCountKey) =>
  INVOICE_COUNT_COLUMNS.every((column) => a[column] === b[column]);
const invoiceKeyText = (key: InvoiceCountKey) =>
  INVOICE_COUNT_COLUMNS.map((column) => key[column]).join('\u0000');

/** One invoice moved from one combination of tab and statuses to another (from null: created;
 * to null: removed), in the caller's transaction. The two rows are written in one order (by
 * key) whichever way the invoice moves, so two transactions moving invoices in opposite
 * directions on PostgreSQL wait for each other instead of deadlocking. */
export async function moveInvoiceCount(
  trx: Executor,
  from: InvoiceCountKey | null,
  to: InvoiceCountKey | null,
) {
  if (from && to && sameInvoiceKey(from, to)) return;
  const leave = async (key: InvoiceCountKey) => {
    let q = trx.updateTable('invoice_list_counts').set({ n: sql<number>`n - 1` });
    for (const column of INVOICE_COUNT_COLUMNS) q = q.where(column, '=', key[column]);
    await q.execute();
  };
  const enter = (key: InvoiceCountKey) =>
    trx
      .insertInto('invoice_list_counts')
      .values({ ...pickInvoiceKey(key), n: 1 })
      .onConflict((oc) =>
        oc
          .columns([...INVOICE_COUNT_COLUMNS])
          .doUpdateSet({ n: sql<number>`invoice_list_counts.n + 1` }),
      )
      .execute();
  if (from && to && invoiceKeyText(to) < invoiceKeyText(from)) {
    await enter(to);
    await leave(from);
    return;
  }
  if (from) await leave(from);
  if (to) await enter(to);
}

/** Just the counted columns of a row or key. */
export const pickInvoiceKey = (row: InvoiceCountKey): InvoiceCountKey => ({
  tab: row.tab,
  extraction_status: row.extraction_status,
  workflow_status: row.workflow_status,
  payment_status: row.payment_status,
  approval_status: row.approval_status,
});

/** How many invoices have every given value (no value: every invoice). */
export async function readInvoiceCount(
  db: Executor,
  filter: Partial<InvoiceCountKey>,
): Promise<number> {
  let q = db.selectFrom('invoice_list_counts').select((eb) => eb.fn.sum<number>('n').as('n'));
  for (const column of INVOICE_COUNT_COLUMNS)
    if (filter[column] !== undefined) q = q.where(column, '=', filter[column]!);
  return toCount((await q.executeTakeFirst())?.n);
}

/** Counts the invoices again (after rows were written in bulk). */
export async function recountInvoices(trx: Executor) {
  await trx.deleteFrom('invoice_list_counts').execute();
  await sql`INSERT INTO invoice_list_counts
      (tab, extraction_status, workflow_status, payment_status, approval_status, n)
    SELECT tab, extraction_status, workflow_status, payment_status, approval_status, COUNT(*)
    FROM invoices
    GROUP BY tab, extraction_status, workflow_status, payment_status, approval_status`.execute(trx);
}
