import { AccountLinkSchema, SessionSchema } from '@procure/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_FAILED } from '../src/services/account-link-mail';
import { createTestApp, signIn, signedInTestApp } from './helpers';
import { userWithRoles } from './support/roles';
import { freePort, RELAY_PASSWORD, startSmtpRelay } from './support/smtp-relay';

// Invitation and reset links sent through a real SMTP server (the company's relay), on both
// engines: the mail reaches the invitee only, and its link is the one that works.
const PUBLIC_URL = 'https://procure.example.test';
const PASSWORD = 'a passphrase long enough';
let relay: Awaited<ReturnType<typeof startSmtpRelay>>;
const env: Record<string, string> = {};
beforeAll(async () => {
  relay = await startSmtpRelay();
  Object.assign(env, {
    SMTP_URL: relay.url,
    SMTP_FROM: 'Acme AP <ap@acme.example>',
    PUBLIC_URL: `${PUBLIC_URL}/`,
  });
});
afterAll(() => relay?.close());
// Made after the relay (hooks run in order), with the relay's address in env by then.
const server = signedInTestApp(env);

const linkIn = (text: string) => {
  const found = /https:\/\/procure\.example\.test\/invitation\/([\w-]+)/.exec(text);
  if (!found) throw new Error(`no link in: ${text}`);
  return { url: found[0], token: found[1]! };
};
const accept = (app: typeof server.app, token: string, user_name?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/account-links/accept',
    payload: { token, password: PASSWORD, ...(user_name ? { user_name } : {}) },
  });
const signInAs = (app: typeof server.app, email: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email, password: PASSWORD } });

describe('mailed account links', () => {
  it('mails an invitation to the invitee alone, and its link sets a password that signs in', async () => {
    const answer = await server.call('POST', '/api/v1/users/invitations', {
      email: 'New.Clerk@Example.test',
      roles: ['ap_clerk'],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const link = AccountLinkSchema.parse(answer.json().data);
    expect(link.mailed).toBe(true);
    expect(link.mail_failure).toBeUndefined();
    // Nothing of the request is echoed beyond the link itself.
    expect(answer.body).not.toContain('new.clerk@example.test');

    const { envelopeTo, mail } = await relay.next();
    expect(envelopeTo).toEqual(['new.clerk@example.test']);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('new.clerk@example.test');
    expect(mail.cc).toBeUndefined();
    expect(mail.from?.value).toEqual([{ name: 'Acme AP', address: 'ap@acme.example' }]);
    expect(mail.subject).toBe('You are invited to Procure');
    const inText = linkIn(mail.text ?? '');
    expect(inText.url).toBe(`${PUBLIC_URL}/invitation/${link.token}`);
    expect(mail.html).toContain(`href="${inText.url}"`);
    expect(mail.text).toMatch(/invited you to Procure/);

    const used = await accept(server.app, inText.token, 'New Clerk');
    expect(used.statusCode, used.body).toBe(200);
    expect(SessionSchema.parse(used.json().data).email).toBe('new.clerk@example.test');
    expect((await signInAs(server.app, 'new.clerk@example.test')).statusCode).toBe(200);
  });

  it("mails a reset to the user's own address, greeting them by name", async () => {
    const user = await userWithRoles(server.app, ['payer'], 'Pat Payer');
    const answer = await server.call('POST', `/api/v1/users/${user.id}/password-reset`);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(AccountLinkSchema.parse(answer.json().data).mailed).toBe(true);

    const { envelopeTo, mail } = await relay.next();
    expect(envelopeTo).toEqual([user.email]);
    expect(mail.subject).toBe('Set a new password for Procure');
    expect(mail.text).toMatch(/^Hello Pat Payer,/);
    const used = await accept(server.app, linkIn(mail.text ?? '').token);
    expect(used.statusCode, used.body).toBe(200);
    expect((await signInAs(server.app, user.email)).statusCode).toBe(200);
  });
});

describe('a relay that does not take the mail', () => {
  it('answers the link with mailed false and the sentence, and the link still works', async () => {
    const dead = `smtp://127.0.0.1:${await freePort()}`;
    const refusing = relay.url.replace(RELAY_PASSWORD, 'wrong-password');
    for (const SMTP_URL of [dead, refusing]) {
      const testApp = await createTestApp({ SMTP_URL, PUBLIC_URL });
      try {
        const auth = { authorization: `Bearer ${await signIn(testApp.app)}` };
        const before = relay.count;
        const answer = await testApp.app.inject({
          method: 'POST',
          url: '/api/v1/users/invitations',
          headers: auth,
          payload: { email: 'unlucky@example.test', roles: ['viewer'] },
        });
        expect(answer.statusCode, answer.body).toBe(201);
        const link = AccountLinkSchema.parse(answer.json().data);
        expect(link).toMatchObject({ mailed: false, mail_failure: MAIL_FAILED });
        expect(relay.count).toBe(before);
        const used = await accept(testApp.app, link.token, 'Unlucky');
        expect(used.statusCode, used.body).toBe(200);
      } finally {
        await testApp.close();
      }
    }
  });
});
