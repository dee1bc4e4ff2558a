import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { openTestDatabase, testEngine } from './test-database';

// Migration 022 on a database with users: every one becomes an admin, so an upgrade locks
// nobody out, and one switched off by the old flag stays disabled.
let closing = async () => {};
afterEach(() => closing());
it(`makes every existing user of a ${testEngine} database an admin`, async () => {
  const { config, db, close } = await openTestDatabase();
  closing = close;
  await migrate(db, config, '021_mail_intake');
  const at = new Date().toISOString();
  await sql`INSERT INTO users (email, user_name, password_hash, active, created_at)
    VALUES ('ann@procure.test', 'Ann', 'x', 1, ${at}), ('bob@procure.test', 'Bob', 'x', 0, ${at})`.execute(
    db,
  );
  await migrate(db, config, '022_roles_sessions');
  const users = await db
    .selectFrom('users')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select(['email', 'role', 'disabled_at'])
    .orderBy('email')
    .execute();
  expect(users).toEqual([
    { email: 'ann@procure.test', role: 'admin', disabled_at: null },
    { email: 'bob@procure.test', role: 'admin', disabled_at: expect.any(String) },
  ]);
  // The names are checked by the database too.
  await expect(
    sql`INSERT INTO user_roles (user_id, role) VALUES (1, 'owner')`.execute(db),
  ).rejects.toThrow();
});
