import { rm } from 'node:fs/promises';
import path from 'node:path';
import { INVOICE_UPLOAD_FORM } from '@procure/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ImapFlow } from 'imapflow';
import type { MailConfig } from '../config';
import type { Db } from '../db/connect';
import { isUniqueViolation } from '../db/dialect';
import { inTransaction } from '../db/transaction';
import { HttpError } from '../http/errors';
import type { DocumentsRepository } from '../repositories/documents';
import type { InvoicesRepository } from '../repositories/invoices';
import type { MailRepository } from '../repositories/mail';
import type { AuditActor } from './audit';
import { createInvoiceService } from './invoices';
import {
  attachmentsOf,
  messageKeyOf,
  senderOf,
  sentAtOf,
  subjectOf,
  type MailEnvelope,
} from './mail-message';
import { checkReceived, placeReceived, receiveBytes, type Received } from './uploads';

/** Who the invoice history names for a mailed-in invoice's intake. */
const MAIL_ACTOR: AuditActor = { id: null, name: 'e-mail inbox' };
/** Messages read in one poll; the next poll starts at once when more are waiting. */
export const MAIL_BATCH = 25;

export type MailIntakeDeps = {
  db: Db;
  documents: DocumentsRepository;
  invoices: InvoicesRepository;
  mail: MailRepository;
  config: MailConfig;
  documentsDir: string;
  /** An attachment is bounded like an upload. */
  uploadLimitBytes: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Called when invoices were committed, so their extraction starts now. */
  wake: () => void;
  /** Moves a message out of the inbox folder (tests make it fail, as a crash would). */
  move?: (client: ImapFlow, uid: number, folder: string[]) => Promise<void>;
};

export type PollSummary = {
  read: number;
  invoices: number;
  rejected: number;
  /** Mails left for the next poll (over MAIL_BATCH). */
  more: boolean;
  /** What went wrong with single messages (each is read again at the next poll). */
  errors: string[];
};

/** "Procure/Processed" as the path segments imapflow joins with the server's own separator and
 * namespace prefix. */
const segments = (folder: string) => folder.split('/').filter(Boolean);

async function moveMessage(client: ImapFlow, uid: number, folder: string[]) {
  const moved = await client.messageMove(String(uid), folder, { uid: true });
  if (!moved) throw new Error(`The server refused to move the message to ${folder.join('/')}`);
}

const megabytes = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

/** Reads the inbox folder once: every PDF, image or XML attachment of each mail becomes an
 * invoice through the upload's own checks and storage, and the mail moves to the processed
 * folder; a mail with none is moved to the rejected folder with the reason in the mail log.
 * Nothing is ever deleted. A mail is moved only after its invoices are committed; one read
 * twice (the move failed, the process died, two instances) finds its invoices by Message-ID and
 * attachment SHA-256 and makes none again. */
export async function pollInbox(deps: MailIntakeDeps, signal?: AbortSignal): Promise<PollSummary> {
  const { config } = deps;
  // Loaded on the first poll: a server without an inbox never holds the IMAP client (with
  // mailparser, ~10 MB of heap and ~30 MB of RSS; issue 21, item 12).
  const { ImapFlow } = await import('imapflow');
  const client = new ImapFlow({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: { user: config.user, pass: config.password },
    logger: false,
    connectionTimeout: 30_000,
    greetingTimeout: 15_000,
    socketTimeout: 120_000,
  });
  // Ended at once when the job's claim is lost or the server is closing.
  const abort = () => client.close();
  signal?.addEventListener('abort', abort, { once: true });
  client.on('error', (error: Error) => deps.log.warn({ err: error }, 'IMAP connection error'));
  const summary: PollSummary = { read: 0, invoices: 0, rejected: 0, more: false, errors: [] };
  try {
    await client.connect();
    // An existing folder is fine (ALREADYEXISTS answers created: false); a folder that cannot be
    // made shows as the move's error.
    for (const folder of [config.processedFolder, config.rejectedFolder])
      await client
        .mailboxCreate(segments(folder))
        .catch((error: unknown) =>
          deps.log.warn({ err: error, folder }, 'could not create mail folder'),
        );
    const lock = await client.getMailboxLock(segments(config.folder));
    try {
      const waiting = client.mailbox ? client.mailbox.exists : 0;
      if (!waiting) return summary;
      const count = Math.min(waiting, MAIL_BATCH);
      summary.more = waiting > MAIL_BATCH;
      const messages = await client.fetchAll(
        `1:${count}`,
        { uid: true, envelope: true, size: true },
        {},
      );
      for (const message of messages) {
        if (signal?.aborted) break;
        summary.read++;
        try {
          await intakeMessage(
            deps,
            client,
            message.uid,
            message.size ?? 0,
            message.envelope ?? {},
            summary,
          );
        } catch (error) {
          const text = error instanceof Error ? error.message : String(error);
          summary.errors.push(`${message.envelope?.subject ?? `message ${message.uid}`}: ${text}`);
        }
      }
    } finally {
      lock.release();
    }
  } finally {
    signal?.removeEventListener('abort', abort);
    await client.logout().catch(() => client.close());
  }
  return summary;
}

type Usable = { received: Received; kind: { type: string; ext: string } };

async function intakeMessage(
  deps: MailIntakeDeps,
  client: ImapFlow,
  uid: number,
  size: number,
  envelope: MailEnvelope,
  summary: PollSummary,
) {
  const { config, mail } = deps;
  const move = deps.move ?? moveMessage;
  const key = messageKeyOf(envelope, size);
  const base = {
    message_key: key,
    folder: config.folder,
    sender: senderOf(envelope),
    subject: subjectOf(envelope),
    sent_at: sentAtOf(envelope),
    size,
  };

  async function reject(reason: string, attachmentCount: number) {
    await mail.recordMessage(deps.db, {
      ...base,
      status: 'rejected',
      reason,
      attachment_count: attachmentCount,
      invoice_count: 0,
    });
    summary.rejected++;
    await move(client, uid, segments(config.rejectedFolder));
    await mail.markMoved(key);
  }

  // The size the server reports is checked before anything is downloaded.
  if (size > config.maxMessageBytes)
    return reject(
      `The mail is ${megabytes(size)}, over the ${megabytes(config.maxMessageBytes)} limit for a mail`,
      0,
    );
  const fetched = await client.fetchOne(String(uid), { source: true }, { uid: true });
  if (!fetched || !fetched.source) throw new Error('The message could not be downloaded');
  const attachments = await attachmentsOf(fetched.source);
  const usable: Usable[] = [];
  const refused: string[] = [];
  try {
    for (const attachment of attachments) {
      const received = await receiveBytes(
        attachment.content,
        attachment.fileName,
        deps.documentsDir,
      );
      try {
        usable.push({ received, kind: checkReceived(received, deps.uploadLimitBytes) });
      } catch (error) {
        await rm(received.tmpPath, { force: true });
        if (!(error instanceof HttpError)) throw error;
        refused.push(`${received.fileName}: ${error.message}`);
      }
    }
    if (!usable.length)
      return await reject(
        attachments.length
          ? `No attachment could be made an invoice (${refused.join('; ')})`
          : 'The mail has no attachment',
        attachments.length,
      );
    const made = await commitInvoices(deps, key, base, usable, refused, attachments.length);
    // null: another instance took it in first, and moves it.
    if (made === null) return;
    summary.invoices += made;
  } finally {
    for (const { received } of usable) await rm(received.tmpPath, { force: true });
  }
  deps.wake();
  await move(client, uid, segments(config.processedFolder));
  await mail.markMoved(key);
}

/** One transaction: the mail log row, and a document, invoice (with its extraction job) and
 * attachment key for each attachment not made an invoice before. Answers how many were made. */
async function commitInvoices(
  deps: MailIntakeDeps,
  key: string,
  base: Omit<
    Parameters<MailRepository['recordMessage']>[1],
    'status' | 'reason' | 'attachment_count' | 'invoice_count'
  >,
  usable: Usable[],
  refused: string[],
  attachmentCount: number,
): Promise<number | null> {
  const known = await deps.mail.knownAttachments(key);
  const fresh = usable.filter(({ received }) => {
    if (known.has(received.sha256)) return false;
    known.add(received.sha256); // the same file twice in one mail is one invoice
    return true;
  });
  const placed: { usable: Usable; docId: string; relative: string }[] = [];
  const service = createInvoiceService(deps.invoices);
  try {
    for (const u of fresh)
      placed.push({ usable: u, ...(await placeReceived(u.received, u.kind, deps.documentsDir)) });
    await inTransaction(deps.db, async (trx) => {
      await deps.mail.recordMessage(trx, {
        ...base,
        status: 'processed',
        reason: refused.length ? `Left out: ${refused.join('; ')}` : null,
        attachment_count: attachmentCount,
        invoice_count: placed.length,
      });
      for (const { usable: u, docId, relative } of placed) {
        const doc = await deps.documents.create(
          {
            // As the invoice upload dialog's file is recorded (routes/documents).
            form_name: INVOICE_UPLOAD_FORM,
            event_type: 'invoice',
            doc_id: docId,
            file_name: u.received.fileName,
            content_type: u.kind.type,
            size: u.received.size,
            sha256: u.received.sha256,
            storage_path: relative,
            sub_event_type: 'email',
            uploaded_by: null,
          },
          trx,
        );
        const [invoiceId] = await service.create(trx, [doc], MAIL_ACTOR, null);
        await deps.mail.insertAttachment(trx, {
          message_key: key,
          sha256: u.received.sha256,
          invoice_id: invoiceId!,
          file_name: u.received.fileName,
        });
      }
    });
    return placed.length;
  } catch (error) {
    for (const { relative } of placed)
      await rm(path.join(deps.documentsDir, relative), { force: true });
    // Another instance committed this mail's invoices first: it moves the mail too.
    if (isUniqueViolation(error)) {
      deps.log.info({ message: key }, 'mail taken in by another instance');
      return null;
    }
    throw error;
  }
}
