/** The IMAP inbox invoices are mailed to (see services/mail-intake.ts). */
export type MailConfig = {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  folder: string;
  processedFolder: string;
  rejectedFolder: string;
  pollMs: number;
  maxMessageBytes: number;
};

/** The inbox as MAIL_* configure it, or null when MAIL_IMAP_URL is unset (validated in config.ts). */
export function incomingMailConfig(e: {
  imapUrl: string | undefined;
  folder: string;
  processedFolder: string;
  rejectedFolder: string;
  pollSeconds: number;
  maxMessageMb: number;
}): MailConfig | null {
  if (!e.imapUrl) return null;
  const url = new URL(e.imapUrl);
  const secure = url.protocol === 'imaps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    folder: e.folder,
    processedFolder: e.processedFolder,
    rejectedFolder: e.rejectedFolder,
    pollMs: Math.round(e.pollSeconds * 1000),
    maxMessageBytes: Math.round(e.maxMessageMb * 1024 * 1024),
  };
}
