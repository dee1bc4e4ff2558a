import type { DocumentState, TabCounts } from '@procure/contract';
import { sql } from 'kysely';
import { toCount } from '../db/dialect';
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
