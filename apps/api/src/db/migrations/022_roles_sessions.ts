import { sql, type Kysely } from 'kysely';

/** Who may do what, and signed-in sessions the server can end.
 * - `user_roles`: one row per role a user holds. The role names are checked here, so a typo in
 *   code or by hand cannot grant a role nobody knows; a new role needs a migration. Every user
 *   that exists when this runs becomes `admin`, so an upgrade locks nobody out.
 * - `users.disabled_at`: a disabled user cannot sign in and every session of theirs ends. The
 *   older `active = 0` flag is carried over into it.
 * - `sessions`: one row per sign-in. The token names its session (`sid`), and each signed-in
 *   request finds the session by its primary key, so logout, a password reset and disabling
 *   end tokens on the server instead of waiting for their expiry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('role', 'text', (c) =>
      c.notNull().check(sql`role IN ('admin', 'buyer', 'approver', 'ap_clerk', 'payer', 'viewer')`),
    )
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();
  await db
    .insertInto('user_roles')
    .columns(['user_id', 'role'])
    .expression(db.selectFrom('users').select(['id', sql.lit('admin').as('role')]))
    .execute();

  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
  await db
    .updateTable('users')
    .set({ disabled_at: new Date().toISOString() })
    .where('active', '=', 0)
    .execute();

  await db.schema
    .createTable('sessions')
    // A random text id: the token is signed anyway, but an id that counts up would tell how
    // many sign-ins the server has seen.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('address', 'text')
    .execute();
  // Ending every session of a user (reset, disable) and listing them.
  await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id']).execute();
}
