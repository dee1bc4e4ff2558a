import addressparser from 'nodemailer/lib/addressparser';

/** Where invitation and reset links are sent from (SMTP_URL, SMTP_FROM) and the address the
 * links point to (PUBLIC_URL). The public address is configured, never taken from the request's
 * Host header: a forged Host would otherwise put an attacker's site into a reset mail. */
export type OutgoingMailConfig = {
  /** smtp://user:password@host:port or smtps://…, as nodemailer takes it. */
  url: string;
  from: string;
  /** The web app's address without a trailing slash, e.g. https://procure.example.com. */
  publicUrl: string;
};

export const DEFAULT_SMTP_FROM = 'Procure <no-reply@localhost>';

type OutgoingMailEnv = { smtpUrl?: string; smtpFrom: string; publicUrl?: string };

/** SMTP_URL / SMTP_FROM / PUBLIC_URL, checked at boot so a typo stops the server with the reason
 * instead of every invitation quietly failing. Null (links are only copied) when SMTP_URL is
 * unset. */
export function outgoingMailConfig(env: OutgoingMailEnv): OutgoingMailConfig | null {
  if (!env.smtpUrl) return null;
  const problems: string[] = [];
  if (!/^smtps?:\/\/[^/?#]+/.test(env.smtpUrl) || !URL.canParse(env.smtpUrl))
    problems.push('SMTP_URL: SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…');
  const senders = addressparser(env.smtpFrom, { flatten: true });
  if (senders.length !== 1 || !/^[^@\s]+@[^@\s]+$/.test(senders[0]?.address ?? ''))
    problems.push('SMTP_FROM: give one sender, e.g. Procure <no-reply@example.com>');
  const publicUrl = env.publicUrl?.trim().replace(/\/+$/, '');
  if (!publicUrl)
    problems.push('PUBLIC_URL: needed with SMTP_URL, as the mailed links point to the web app');
  else if (!/^https?:\/\//.test(publicUrl) || !URL.canParse(publicUrl))
    problems.push('PUBLIC_URL: PUBLIC_URL must be http(s)://host[:port][/path]');
  if (problems.length) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return { url: env.smtpUrl, from: env.smtpFrom, publicUrl: publicUrl! };
}
