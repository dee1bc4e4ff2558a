import { createHash } from 'node:crypto';

/** What the intake needs of a message's envelope (fetched before its body). */
export type MailEnvelope = {
  messageId?: string;
  from?: { name?: string; address?: string }[];
  subject?: string;
  /** A Date, or the header's text when the server's date could not be read. */
  date?: Date | string;
};

const clip = (text: string | undefined | null, max = 500) => {
  const trimmed = text?.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

/** The key a message is known by: its Message-ID, the same however often or wherever it is
 * read. A message without one (rare, but some scanners send them) is keyed by its sender, date,
 * subject and size, which stay the same when the same message is read again. */
export function messageKeyOf(envelope: MailEnvelope, size: number): string {
  const id = envelope.messageId?.trim();
  if (id) return id.slice(0, 900);
  const parts = [
    envelope.from?.map((f) => f.address ?? '').join(',') ?? '',
    envelope.date instanceof Date ? envelope.date.toISOString() : String(envelope.date ?? ''),
    envelope.subject ?? '',
    String(size),
  ];
  return `<no-message-id.${createHash('sha256').update(parts.join('\n')).digest('hex')}@procure>`;
}

/** "Name <address>" as the review page shows it. */
export function senderOf(envelope: MailEnvelope): string | null {
  const first = envelope.from?.[0];
  if (!first) return null;
  const { name, address } = first;
  return clip(name && address ? `${name} <${address}>` : (address ?? name));
}

export const subjectOf = (envelope: MailEnvelope) => clip(envelope.subject);

export function sentAtOf(envelope: MailEnvelope): string | null {
  if (!envelope.date) return null;
  const date = new Date(envelope.date);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export type MailAttachment = { fileName: string; content: Buffer };

/** A message's attachments, decoded. Images a HTML body shows inline (a signature's logo,
 * referenced by Content-ID) are part of the text, not documents, and are left out. */
export async function attachmentsOf(source: Buffer): Promise<MailAttachment[]> {
  // Loaded on first use, as the IMAP client is (see pollInbox).
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(source, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
  });
  return parsed.attachments
    .filter((a) => !a.related)
    .map((a, i) => ({ fileName: a.filename ?? `attachment-${i + 1}`, content: a.content }));
}
