import { sql } from 'kysely';
import type { Db } from '../src/db/connect';

/** Gives every other row of a bulk-loaded table to the first demo company (issue 22 item 6), so
 * a list narrowed to a company (a filter, or a user limited to it) is measured over half the
 * volume. Answers that company's id. */
export async function halfToFirstCompany(
  db: Db,
  table: 'invoices' | 'procurement_documents',
): Promise<number> {
  const company = await db
    .selectFrom('companies')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await sql`UPDATE ${sql.table(table)} SET company_id = ${company.id} WHERE id % 2 = 0`.execute(db);
  return company.id;
}
