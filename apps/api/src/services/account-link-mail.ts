import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { OutgoingMailConfig } from '../outgoing-mail';

/** What the mail needs to know about a link just made. The token is the whole credential, so
 * it goes into the mail's link and nowhere else (not into a log line). */
export type LinkMail = {
  purpose: 'invite' | 'reset';
  token: string;
  expires_at: string;
  /** The invitee's or the user's address: the only recipient. */
  to: string;
  /** The user's name on a reset; an invitee names themselves. */
  userName: string | null;
  /** The admin who made the link, so the recipient knows whom to ask. */
  sentBy: string;
};

/** The sentence the admin sees when a mail could not be sent; the link is still shown. */
export const MAIL_FAILED = 'The e-mail could not be sent; copy the link instead.';

export type LinkMailOutcome = { mailed: true } | { mailed: false; mail_failure?: string };

/** Sending takes at most this long (nodemailer waits two minutes by default): the admin is
 * waiting for the answer, and can always copy the link. */
const SEND_TIMEOUT_MS = 10_000;

/** Web page of a link: the same path the admin copies (routes/users.ts). */
export const linkPath = (token: string) => `/invitation/${token}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Subject and bodies (plain text and simple HTML) of an invitation or reset mail. */
export function composeLinkMail(link: LinkMail, publicUrl: string) {
  const url = `${publicUrl}${linkPath(link.token)}`;
  const until = `${link.expires_at.slice(0, 16).replace('T', ' ')} UTC`;
  const invite = link.purpose === 'invite';
  const subject = invite ? 'You are invited to Procure' : 'Set a new password for Procure';
  const greeting = link.userName ? `Hello ${link.userName},` : 'Hello,';
  const lead = invite
    ? `${link.sentBy} invited you to Procure. Open this link to choose your name and password:`
    : `${link.sentBy} reset your Procure password: the old one and your sessions have ended. Open this link to choose a new password:`;
  const close = `The link works once, until ${until}. If you did not expect this mail, ignore it or tell ${link.sentBy}.`;
  const text = `${greeting}\n\n${lead}\n\n${url}\n\n${close}\n`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    `<p>${escapeHtml(close)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

/** Sends account links through the configured relay. A failure is logged (without the token)
 * and answered as `mailed: false` with a sentence: the link was already committed and the
 * admin can copy it, so a dead relay never loses an invitation. */
export function createLinkMailer(config: OutgoingMailConfig | null, log: FastifyBaseLogger) {
  const transport =
    config &&
    createTransport(
      {
        url: config.url,
        connectionTimeout: SEND_TIMEOUT_MS,
        greetingTimeout: SEND_TIMEOUT_MS,
        socketTimeout: SEND_TIMEOUT_MS,
      },
      { from: config.from },
    );
  return {
    async send(link: LinkMail): Promise<LinkMailOutcome> {
      if (!config || !transport) return { mailed: false };
      try {
        await transport.sendMail({ to: link.to, ...composeLinkMail(link, config.publicUrl) });
        return { mailed: true };
      } catch (error) {
        // The relay's own words and codes, never the message (it carries the token).
        const { code, responseCode, command, message } = error as Record<string, unknown>;
        log.warn(
          { code, responseCode, command, reason: message, purpose: link.purpose },
          'account link mail not sent',
        );
        return { mailed: false, mail_failure: MAIL_FAILED };
      }
    },
    close: () => transport?.close(),
  };
}
export type LinkMailer = ReturnType<typeof createLinkMailer>;
