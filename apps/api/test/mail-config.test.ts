import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'procure-mail-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', PROCURE_DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...env });

describe('e-mail inbox settings', () => {
  it('has no inbox unless MAIL_IMAP_URL is set', () => {
    expect(load({}).mail).toBeNull();
  });

  it('reads the account from the URL, percent-encoded parts decoded, with the defaults', () => {
    const { mail } = load({
      MAIL_IMAP_URL: 'imaps://ap%40acme.example:p%40ss%3Aword@mail.acme.example',
    });
    expect(mail).toEqual({
      host: 'mail.acme.example',
      port: 993,
      secure: true,
      user: 'ap@acme.example',
      password: 'p@ss:word',
      folder: 'INBOX',
      processedFolder: 'Procure/Processed',
      rejectedFolder: 'Procure/Rejected',
      pollMs: 60_000,
      maxMessageBytes: 50 * 1024 * 1024,
    });
    const plain = load({
      MAIL_IMAP_URL: 'imap://ap:secret@127.0.0.1',
      MAIL_FOLDER: 'Invoices',
      MAIL_POLL_SECONDS: '15',
    }).mail;
    expect(plain).toMatchObject({ port: 143, secure: false, folder: 'Invoices', pollMs: 15_000 });
  });

  it('refuses an address without a password or of another scheme, naming the setting', () => {
    for (const url of ['imaps://ap@mail.acme.example', 'https://ap:secret@mail.acme.example'])
      expect(() => load({ MAIL_IMAP_URL: url })).toThrow(
        /MAIL_IMAP_URL: MAIL_IMAP_URL must be imaps:\/\/user:password@host\[:port\]/,
      );
  });
});
