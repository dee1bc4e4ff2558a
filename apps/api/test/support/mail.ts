import { randomBytes } from 'node:crypto';
import type { TestMailServer } from './dovecot';

export type TestAttachment = { name: string; type: string; content: Buffer; inlineId?: string };

/** A MIME message as a vendor's mail program sends one: a text part and base64 attachments
 * (an `inlineId` makes an image part of an HTML body, as a signature logo is). */
export function buildMail(mail: {
  from?: string;
  subject?: string;
  date?: Date;
  messageId?: string | null;
  attachments?: TestAttachment[];
}): Buffer {
  const boundary = `b-${randomBytes(6).toString('hex')}`;
  const headers = [
    `From: ${mail.from ?? 'Acme Billing <billing@acme.example>'}`,
    'To: invoices@procure.example',
    `Subject: ${mail.subject ?? 'Invoice'}`,
    `Date: ${(mail.date ?? new Date()).toUTCString()}`,
    ...(mail.messageId === null
      ? []
      : [`Message-ID: ${mail.messageId ?? `<${randomBytes(8).toString('hex')}@acme.example>`}`]),
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
  ];
  const part = (a: TestAttachment) =>
    [
      `Content-Type: ${a.type}; name="${a.name}"`,
      'Content-Transfer-Encoding: base64',
      a.inlineId
        ? `Content-Disposition: inline; filename="${a.name}"\r\nContent-ID: <${a.inlineId}>`
        : `Content-Disposition: attachment; filename="${a.name}"`,
      '',
      a.content.toString('base64').replace(/.{76}/g, '$&\r\n'),
    ].join('\r\n');
  const inline = (mail.attachments ?? []).filter((a) => a.inlineId);
  const related = `r-${boundary}`;
  // Inline images go with an HTML body that shows them (multipart/related), as mail programs
  // send a signature's logo.
  const text = inline.length
    ? [
        `Content-Type: multipart/related; boundary="${related}"`,
        '',
        `--${related}`,
        'Content-Type: text/html; charset=utf-8',
        '',
        `<p>Please find our invoice attached.</p>${inline.map((a) => `<img src="cid:${a.inlineId}">`).join('')}`,
        ...inline.map((a) => `--${related}\r\n${part(a)}`),
        `--${related}--`,
      ].join('\r\n')
    : ['Content-Type: text/plain; charset=utf-8', '', 'Please find our invoice attached.'].join(
        '\r\n',
      );
  const parts = [text, ...(mail.attachments ?? []).filter((a) => !a.inlineId).map(part)];
  const body = parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('') + `--${boundary}--\r\n`;
  return Buffer.from(`${headers.join('\r\n')}\r\n\r\n${body}`);
}

/** Puts messages into a folder of the test server with IMAP APPEND. */
export async function appendMails(server: TestMailServer, folder: string, mails: Buffer[]) {
  const client = await server.client();
  try {
    for (const mail of mails) await client.append(folder, mail);
  } finally {
    await client.logout();
  }
}

/** The subjects of the messages in a folder (empty when it does not exist); a nested folder
 * is given as its path segments, which imapflow joins with the server's separator. */
export async function subjectsIn(
  server: TestMailServer,
  folder: string | string[],
): Promise<string[]> {
  const client = await server.client();
  try {
    const status = await client.status(folder, { messages: true }).catch(() => null);
    if (!status || !status.messages) return [];
    const lock = await client.getMailboxLock(folder);
    try {
      const messages = await client.fetchAll('1:*', { envelope: true });
      return messages.map((m) => m.envelope?.subject ?? '');
    } finally {
      lock.release();
    }
  } finally {
    await client.logout();
  }
}
