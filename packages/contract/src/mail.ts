import { z } from 'zod';
import { c, commonErrors, envelope, IdSchema, notFound } from './common';

/** What became of a mail read from the inbox: its attachments became invoices (processed), or
 * it had none that could be (rejected, with the reason); either way it is moved, never deleted. */
export const MailMessageStatusSchema = z.enum(['processed', 'rejected']);

/** One line of the mail log, as the status panel lists it. */
export const MailLogEntrySchema = z.object({
  id: z.number().int(),
  sender: z.string().nullable(),
  subject: z.string().nullable(),
  /** The message's Date header. */
  sent_at: z.string().nullable(),
  status: MailMessageStatusSchema,
  /** Why it was rejected, or which attachments were left out of a processed mail. */
  reason: z.string().nullable(),
  invoice_count: z.number().int().nonnegative(),
  /** When the inbox last read it. */
  seen_at: z.string(),
  /** When it left the inbox folder (null while the move is still to be done). */
  moved_at: z.string().nullable(),
});
export type MailLogEntry = z.infer<typeof MailLogEntrySchema>;

/** The inbox's state for the Settings panel. The password is never part of it. */
export const MailStatusSchema = z.object({
  /** False when no MAIL_IMAP_URL is set: everything below is then empty. */
  configured: z.boolean(),
  /** user@host:port of the mailbox read. */
  account: z.string().nullable(),
  folder: z.string().nullable(),
  processed_folder: z.string().nullable(),
  rejected_folder: z.string().nullable(),
  poll_seconds: z.number().nullable(),
  last_poll_at: z.string().nullable(),
  last_success_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  counts: z.object({
    processed: z.number().int().nonnegative(),
    rejected: z.number().int().nonnegative(),
    invoices: z.number().int().nonnegative(),
  }),
  /** The latest mails read, newest first (at most 20). */
  recent: z.array(MailLogEntrySchema),
});
export type MailStatus = z.infer<typeof MailStatusSchema>;

/** Where an invoice came from when it was mailed in. */
export const InvoiceMailOriginSchema = z.object({
  sender: z.string().nullable(),
  subject: z.string().nullable(),
  sent_at: z.string().nullable(),
  file_name: z.string(),
});
export type InvoiceMailOrigin = z.infer<typeof InvoiceMailOriginSchema>;

export const mailContract = c.router({
  status: {
    method: 'GET',
    path: '/api/v1/mail/status',
    responses: { 200: envelope(MailStatusSchema), ...commonErrors },
    summary: "The e-mail inbox's state: last poll, last error, counts and the latest mails",
  },
  invoiceOrigin: {
    method: 'GET',
    path: '/api/v1/mail/invoices/:id',
    pathParams: z.object({ id: IdSchema }),
    responses: {
      200: envelope(InvoiceMailOriginSchema.nullable()),
      ...commonErrors,
      ...notFound,
    },
    summary: 'The mail an invoice arrived in (null data when it was not mailed in)',
  },
});
