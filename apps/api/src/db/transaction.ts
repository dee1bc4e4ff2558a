import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

export type Executor = Kysely<Database> | Transaction<Database>;

/** The one way to write more than one row or table: all of it commits, or none of it does, on
 * either engine. Called inside a transaction it joins that transaction instead of nesting. */
export function inTransaction<T>(
  db: Executor,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}
