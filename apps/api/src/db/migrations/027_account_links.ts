import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/** One-time account links an administrator makes (issue 22 item 4):
 * - `invite`: a colleague's e-mail and roles; using the link creates the user with a name and
 *   password of their choosing and signs them in.
 * - `reset`: a user's password reset; using the link sets a new password.
 * Only the SHA-256 of the link's random token is kept, so a copy of the database opens no
 * account. A link is used once (`used_at`), may be withdrawn (`withdrawn_at`: a newer link for
 * the same e-mail or user, or the admin's withdrawal) and expires (`expires_at`, 7 days). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('account_links'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose IN ('invite', 'reset')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    // The user a reset is for, or the user an invitation made once it was used.
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    // The roles an invitation grants, comma-separated (names checked by user_roles on use).
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('withdrawn_at', 'text')
    .execute();
  // The pending invitations an admin lists, and the older links a new one withdraws.
  await db.schema
    .createIndex('account_links_email')
    .on('account_links')
    .columns(['email', 'purpose'])
    .execute();
}
