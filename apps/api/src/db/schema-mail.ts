import type { Generated, Selectable } from 'kysely';

// The e-mail inbox's tables (migration 021_mail_intake; see schema.ts).

export type MailMessageStatus = 'processed' | 'rejected';

/** The mail log: one row per message, by its Message-ID (or a key made of its headers). */
export interface MailMessagesTable {
  id: Generated<number>;
  message_key: string;
  /** The folder it was read from. */
  folder: string;
  sender: string | null;
  subject: string | null;
  /** The message's Date header, ISO 8601. */
  sent_at: string | null;
  size: number;
  status: MailMessageStatus;
  /** Why it was rejected, or which attachments were left out. */
  reason: string | null;
  attachment_count: number;
  invoice_count: number;
  /** How often it was read (more than once after a crash between commit and move). */
  seen_count: number;
  first_seen_at: string;
  last_seen_at: string;
  /** When it left the inbox folder; null while the move is still to be done. */
  moved_at: string | null;
}

/** An invoice made from a mail attachment; (message_key, sha256) is unique. */
export interface MailAttachmentsTable {
  id: Generated<number>;
  message_key: string;
  sha256: string;
  invoice_id: number;
  file_name: string;
  created_at: string;
}

/** The poller's state, one row per inbox (id 'default'). */
export interface MailInboxTable {
  id: string;
  last_poll_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  updated_at: string;
}

export type MailMessageRow = Selectable<MailMessagesTable>;
