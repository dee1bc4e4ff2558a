import { sql, type Kysely } from 'kysely';

/** Every sign-in limit counts in one table, so every API instance on one database shares each
 * count: per account (what 004's login_attempts held), per client address (until now kept in
 * each process's memory, so N instances allowed N times the rate) and per device cookie. A row
 * is one bucket's open window: `account:<lower-case e-mail>`, `address:<ip>` or
 * `device:<nonce>`. Open account windows move over, so a lock-out in progress survives the
 * upgrade. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_windows')
    .addColumn('bucket', 'text', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .execute();
  // Expired windows are deleted by age.
  await db.schema
    .createIndex('sign_in_windows_window')
    .on('sign_in_windows')
    .column('window_started_at')
    .execute();
  await sql`INSERT INTO sign_in_windows (bucket, attempts, window_started_at)
    SELECT 'account:' || email, attempts, window_started_at FROM login_attempts`.execute(db);
  await db.schema.dropTable('login_attempts').execute();
}
