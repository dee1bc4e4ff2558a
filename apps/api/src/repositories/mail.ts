import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { nowIso, toCount } from '../db/dialect';
import type { MailMessagesTable, MailMessageStatus } from '../db/schema';
import type { Executor } from '../db/transaction';

/** The inbox's one status row. */
const INBOX_ID = 'default';

/** What the mail log keeps of a message as it is read (the rest of its row is the log's own). */
export type MailMessageEntry = Omit<
  MailMessagesTable,
  'id' | 'seen_count' | 'first_seen_at' | 'last_seen_at' | 'moved_at'
>;

/** The mail log, the attachment keys that keep a mail's invoices unique, and the poller's state. */
export function createMailRepository(db: Db) {
  return {
    /** Writes what became of a message; reading it again (after a crash between commit and move)
     * updates its row and counts the sighting. Invoices of earlier sightings stay counted. */
    async recordMessage(trx: Executor, entry: MailMessageEntry) {
      const now = nowIso();
      await trx
        .insertInto('mail_messages')
        .values({ ...entry, seen_count: 1, first_seen_at: now, last_seen_at: now, moved_at: null })
        .onConflict((oc) =>
          oc.column('message_key').doUpdateSet({
            status: entry.status,
            reason: entry.reason,
            attachment_count: entry.attachment_count,
            invoice_count: sql<number>`mail_messages.invoice_count + ${entry.invoice_count}`,
            seen_count: sql<number>`mail_messages.seen_count + 1`,
            last_seen_at: now,
            moved_at: null,
          }),
        )
        .execute();
    },

    markMoved: (messageKey: string) =>
      db
        .updateTable('mail_messages')
        .set({ moved_at: nowIso() })
        .where('message_key', '=', messageKey)
        .execute(),

    /** Which of these attachments (by SHA-256) of a message are invoices already. */
    async knownAttachments(messageKey: string, executor: Executor = db): Promise<Set<string>> {
      const rows = await executor
        .selectFrom('mail_attachments')
        .select('sha256')
        .where('message_key', '=', messageKey)
        .execute();
      return new Set(rows.map((r) => r.sha256));
    },

    /** Ties an invoice to its mail; the unique (message_key, sha256) refuses a second one. */
    insertAttachment: (
      trx: Executor,
      row: { message_key: string; sha256: string; invoice_id: number; file_name: string },
    ) =>
      trx
        .insertInto('mail_attachments')
        .values({ ...row, created_at: nowIso() })
        .execute(),

    /** The mail an invoice arrived in, if it did. */
    originOf: (invoiceId: number) =>
      db
        .selectFrom('mail_attachments as a')
        .innerJoin('mail_messages as m', 'm.message_key', 'a.message_key')
        .select(['m.sender', 'm.subject', 'm.sent_at', 'a.file_name'])
        .where('a.invoice_id', '=', invoiceId)
        .executeTakeFirst(),

    /** A poll ended: `error` null on success. */
    async recordPoll(trx: Executor, error: string | null) {
      const now = nowIso();
      const outcome = error
        ? { last_error: error.slice(0, 2000), last_error_at: now }
        : { last_success_at: now };
      await trx
        .insertInto('mail_inbox')
        .values({ id: INBOX_ID, last_poll_at: now, updated_at: now, ...outcome })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({ last_poll_at: now, updated_at: now, ...outcome }),
        )
        .execute();
    },

    /** Takes the inbox row's write lock for the rest of the transaction (both engines), so two
     * instances starting together do not both start a chain of polls. */
    async lockInbox(trx: Executor) {
      const now = nowIso();
      await trx
        .insertInto('mail_inbox')
        .values({ id: INBOX_ID, updated_at: now })
        .onConflict((oc) => oc.column('id').doUpdateSet({ updated_at: now }))
        .execute();
    },

    async status() {
      const inbox = await db
        .selectFrom('mail_inbox')
        .selectAll()
        .where('id', '=', INBOX_ID)
        .executeTakeFirst();
      const counts = await db
        .selectFrom('mail_messages')
        .select(['status', (eb) => eb.fn.countAll().as('n')])
        .groupBy('status')
        .execute();
      const invoices = await db
        .selectFrom('mail_attachments')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const recent = await db
        .selectFrom('mail_messages')
        .select([
          'id',
          'sender',
          'subject',
          'sent_at',
          'status',
          'reason',
          'invoice_count',
          'last_seen_at as seen_at',
          'moved_at',
        ])
        .orderBy('last_seen_at', 'desc')
        .orderBy('id', 'desc')
        .limit(20)
        .execute();
      const count = (status: MailMessageStatus) =>
        toCount(counts.find((c) => c.status === status)?.n ?? 0);
      return {
        inbox,
        counts: {
          processed: count('processed'),
          rejected: count('rejected'),
          invoices: toCount(invoices.n),
        },
        recent,
      };
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
