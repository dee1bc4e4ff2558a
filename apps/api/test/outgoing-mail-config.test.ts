import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { FastifyBaseLogger } from 'fastify';
import { composeLinkMail, createLinkMailer, MAIL_FAILED } from '../src/services/account-link-mail';
import { freePort } from './support/smtp-relay';

const dataDir = mkdtempSync(path.join(tmpdir(), 'procure-smtp-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', PROCURE_DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...env });
const SMTP_URL = 'smtps://ap%40acme.example:secret@mail.acme.example:465';

describe('outgoing mail settings', () => {
  it('sends nothing unless SMTP_URL is set', () => {
    expect(load({}).outgoingMail).toBeNull();
    expect(load({ SMTP_URL: '' }).outgoingMail).toBeNull();
  });

  it('takes the relay, the sender (with a default) and the public address without its slash', () => {
    expect(load({ SMTP_URL, PUBLIC_URL: 'https://procure.acme.example/' }).outgoingMail).toEqual({
      url: SMTP_URL,
      from: 'Procure <no-reply@localhost>',
      publicUrl: 'https://procure.acme.example',
    });
    const custom = load({
      SMTP_URL: 'smtp://relay.acme.example:587',
      SMTP_FROM: 'Acme AP <ap@acme.example>',
      PUBLIC_URL: 'http://10.0.0.5:3000/procure',
    }).outgoingMail;
    expect(custom).toMatchObject({
      from: 'Acme AP <ap@acme.example>',
      publicUrl: 'http://10.0.0.5:3000/procure',
    });
  });

  it('stops the start naming each setting that is wrong', () => {
    expect(() => load({ SMTP_URL })).toThrow(/PUBLIC_URL: needed with SMTP_URL/);
    expect(() =>
      load({ SMTP_URL: 'http://mail.acme.example', PUBLIC_URL: 'https://a.example' }),
    ).toThrow(/SMTP_URL: SMTP_URL must be smtp:\/\//);
    expect(() => load({ SMTP_URL, PUBLIC_URL: 'ftp://a.example' })).toThrow(
      /PUBLIC_URL: PUBLIC_URL must be http\(s\)/,
    );
    expect(() =>
      load({ SMTP_URL, PUBLIC_URL: 'https://a.example', SMTP_FROM: 'a@x.example, b@x.example' }),
    ).toThrow(/SMTP_FROM: give one sender/);
  });
});

describe('the mail of a link', () => {
  it('escapes the names in its HTML body', () => {
    const mail = composeLinkMail(
      {
        purpose: 'reset',
        token: 'T0KEN',
        expires_at: '2026-12-04T10:30:00.000Z',
        to: 'x@example.test',
        userName: '<b>Eve</b>',
        sentBy: 'Ann & Co',
      },
      'https://procure.example',
    );
    expect(mail.html).toContain('Hello &#60;b&#62;Eve&#60;/b&#62;,');
    expect(mail.html).toContain('Ann &#38; Co reset your Procure password');
    expect(mail.text).toContain('https://procure.example/invitation/T0KEN');
    expect(mail.text).toContain('until 2026-12-04 10:30 UTC');
  });
});

describe('a failed send', () => {
  it('logs the reason without the token, and answers the sentence', async () => {
    const lines: unknown[] = [];
    const log = { warn: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    const mailer = createLinkMailer(
      {
        url: `smtp://127.0.0.1:${await freePort()}`,
        from: 'Procure <no-reply@localhost>',
        publicUrl: 'https://procure.example',
      },
      log,
    );
    const token = 'SECRET-TOKEN-0123456789abcdef';
    const outcome = await mailer.send({
      purpose: 'invite',
      token,
      expires_at: '2026-12-04T10:30:00.000Z',
      to: 'x@example.test',
      userName: null,
      sentBy: 'Ann',
    });
    mailer.close();
    expect(outcome).toEqual({ mailed: false, mail_failure: MAIL_FAILED });
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).toContain('ECONNREFUSED');
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
