import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/** The e-mail inbox's records.
 * - `mail_messages` is the mail log: one row per message (by its Message-ID, or a key made of
 *   its headers when it has none), what became of it (`processed` or `rejected`, with the
 *   reason) and when it was moved out of the inbox folder.
 * - `mail_attachments` ties each invoice made from a mail to its message and attachment: the
 *   unique (message_key, sha256) is what makes a message seen twice (a crash between the commit
 *   and the move, two instances polling together) make no second invoice. Sender, subject and
 *   date are read from the message row.
 * - `mail_inbox` keeps the poller's state for the status panel: last poll, last success, last
 *   error. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('mail_messages'))
    .addColumn('message_key', 'text', (c) => c.notNull().unique())
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('sender', 'text')
    .addColumn('subject', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('attachment_count', 'integer', (c) => c.notNull())
    .addColumn('invoice_count', 'integer', (c) => c.notNull())
    .addColumn('seen_count', 'integer', (c) => c.notNull())
    .addColumn('first_seen_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('moved_at', 'text')
    .execute();
  await db.schema
    .createIndex('mail_messages_status')
    .on('mail_messages')
    .columns(['status', 'id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('mail_attachments'))
    .addColumn('message_key', 'text', (c) => c.notNull().references('mail_messages.message_key'))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().unique().references('invoices.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('mail_attachments_message_file', ['message_key', 'sha256'])
    .execute();

  await db.schema
    .createTable('mail_inbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('last_poll_at', 'text')
    .addColumn('last_success_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
