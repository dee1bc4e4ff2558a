import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { openTestDatabase, testEngine } from './test-database';

// Migration 020 (one table for every sign-in limit) on a database with an account locked out:
// the lock-out holds after the upgrade.
let closing = async () => {};
afterEach(() => closing());
it(`keeps the open account windows of a ${testEngine} database`, async () => {
  const { config, db, close } = await openTestDatabase();
  closing = close;
  await migrate(db, config, '019_vendor_name_prefixes');
  const started = new Date().toISOString();
  await sql`INSERT INTO login_attempts (email, attempts, window_started_at)
    VALUES ('locked@procure.test', 11, ${started})`.execute(db);
  await migrate(db, config, '020_sign_in_windows');
  expect(await db.selectFrom('sign_in_windows').selectAll().execute()).toEqual([
    { bucket: 'account:locked@procure.test', attempts: 11, window_started_at: started },
  ]);
  const ours = (await db.introspection.getTables()).filter(
    (table) => config.engine === 'sqlite' || table.schema === config.schema,
  );
  expect(ours.map((table) => table.name)).not.toContain('login_attempts');
});
