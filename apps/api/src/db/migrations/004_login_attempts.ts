import type { Kysely } from 'kysely';

/** Sign-in attempts per account, kept in the database so that every API instance on one
 * PostgreSQL database counts them together (an in-process counter would give each instance
 * its own allowance). One row per e-mail address while its window is open. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .execute();
  // Expired windows are deleted by age.
  await db.schema
    .createIndex('login_attempts_window')
    .on('login_attempts')
    .column('window_started_at')
    .execute();
}
