import type { InvoiceListQuery } from '@procure/contract';
import { sql, type Updateable } from 'kysely';
import { engineOf, toCount } from '../db/dialect';
import type { InvoicesTable } from '../db/schema';
import type { Executor } from '../db/transaction';

// The invoice list's kept counts (invoice_list_counts, migration 016), moved in the transaction
// of every insert and change of an invoice.

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
  /** How many invoices move together (a payment run settles many at once). */
  by = 1,
) {
  if (from && to && sameInvoiceKey(from, to)) return;
  const leave = async (key: InvoiceCountKey) => {
    let q = trx.updateTable('invoice_list_counts').set({ n: sql<number>`n - ${by}` });
    for (const column of INVOICE_COUNT_COLUMNS) q = q.where(column, '=', key[column]);
    await q.execute();
  };
  const enter = (key: InvoiceCountKey) =>
    trx
      .insertInto('invoice_list_counts')
      .values({ ...pickInvoiceKey(key), n: by })
      .onConflict((oc) =>
        oc
          .columns([...INVOICE_COUNT_COLUMNS])
          .doUpdateSet({ n: sql<number>`invoice_list_counts.n + ${by}` }),
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

/** What a new invoice is counted under: a draft, its extraction running. */
export const NEW_INVOICE_KEY = {
  extraction_status: 'processing',
  workflow_status: 'processing',
  payment_status: 'pending',
  approval_status: 'pending',
  tab: 'draft',
} as const satisfies InvoiceCountKey;

/** The list's filters as values of the counted columns. */
export const invoiceCountFilter = (query: Partial<InvoiceListQuery>): Partial<InvoiceCountKey> => ({
  ...(query.type && query.type !== 'all' ? { tab: query.type } : {}),
  ...(query.extraction_status ? { extraction_status: query.extraction_status } : {}),
  ...(query.workflow_status ? { workflow_status: query.workflow_status } : {}),
  ...(query.payment_status ? { payment_status: query.payment_status } : {}),
  ...(query.approval_status ? { approval_status: query.approval_status } : {}),
});

/** Runs `write`, an update of invoice `id` to `values`, and moves the invoice between the
 * counts if `values` sets a counted column, in the caller's transaction. */
export async function withInvoiceCountMoved<T>(
  trx: Executor,
  id: number,
  values: Updateable<InvoicesTable>,
  write: () => Promise<T>,
): Promise<T> {
  const counted = INVOICE_COUNT_COLUMNS.some((column) => values[column] !== undefined);
  // The row is locked before it is read on PostgreSQL: a concurrent change of its
  // statuses waits, so each transaction moves the count from what it really replaced.
  const before = counted
    ? await trx
        .selectFrom('invoices')
        .select([...INVOICE_COUNT_COLUMNS])
        .where('id', '=', id)
        .$if(engineOf(trx) === 'postgres', (q) => q.forUpdate())
        .executeTakeFirst()
    : undefined;
  const result = await write();
  if (before) {
    const after = { ...before };
    for (const column of INVOICE_COUNT_COLUMNS)
      if (values[column] !== undefined) Object.assign(after, { [column]: values[column] });
    await moveInvoiceCount(trx, pickInvoiceKey(before), pickInvoiceKey(after));
  }
  return result;
}

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
