import { sql, type Kysely } from 'kysely';
import { engineOf } from '../dialect';

/** PostgreSQL: money and quantities in bigint. They were `integer` (cents and thousandths), so
 * nothing above 21,474,836.47 could be stored: a ₹2.5 crore purchase order or invoice, ordinary
 * for a buying company in India, was refused. bigint holds far more than the contract allows
 * (amounts up to 999,999,999,999.99, whose cents stay exact in a JavaScript number). SQLite's
 * INTEGER is 64-bit already, so it changes nothing there. Each table is rewritten once, its
 * indexes with it. */
const COLUMNS: Record<string, string[]> = {
  procurement_documents: ['basic_cents', 'tax_cents', 'total_cents'],
  procurement_lines: ['quantity_milli', 'unit_price_cents', 'amount_cents', 'received_milli'],
  invoices: ['total_cents'],
  invoice_payments: ['amount_cents'],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  for (const [table, columns] of Object.entries(COLUMNS)) {
    const changes = columns.map((c) => `ALTER COLUMN ${c} TYPE bigint`).join(', ');
    await sql.raw(`ALTER TABLE ${table} ${changes}`).execute(db);
  }
}
