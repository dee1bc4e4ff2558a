import { contract } from '@procure/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn } from './helpers';
import { startDovecot, type TestMailServer } from './support/dovecot';
import { invoicePdf, sample, settled } from './support/invoices';
import { appendMails, buildMail, subjectsIn } from './support/mail';
import { testEngine } from './test-database';

// The inbox as a running server reads it: the poll is a job of the app's own worker, on its
// interval, and the invoice it makes is extracted by the same worker as an upload's.
let mailServer: TestMailServer;
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;

beforeAll(async () => {
  mailServer = await startDovecot();
  testApp = await createTestApp({
    MAIL_IMAP_URL: mailServer.url,
    MAIL_POLL_SECONDS: '1',
    JOB_POLL_MS: '50',
  });
  await testApp.app.ready();
  auth = bearer(await signIn(testApp.app));
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  await mailServer?.stop();
});

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe(`e-mail inbox polled by the job worker on ${testEngine}`, { timeout: 120_000 }, () => {
  it('turns a mailed invoice into an extracted invoice and shows the poll in the status', async () => {
    const classic = sample('en-classic-usd');
    await appendMails(mailServer, 'INBOX', [
      buildMail({
        messageId: '<polled@acme.example>',
        subject: `Invoice ${classic.invoice_number}`,
        attachments: [
          { name: 'invoice.pdf', type: 'application/pdf', content: await invoicePdf(classic) },
        ],
      }),
    ]);
    const made = await until(() =>
      testApp.app.db
        .selectFrom('mail_attachments')
        .select('invoice_id')
        .where('message_key', '=', '<polled@acme.example>')
        .executeTakeFirst(),
    );
    const invoice = await settled(testApp.app, auth, made.invoice_id);
    expect(invoice.extraction_status).toBe('extracted');
    expect(invoice.invoice_number).toBe(classic.invoice_number);
    await until(async () =>
      (await subjectsIn(mailServer, ['Procure', 'Processed'])).length ? true : undefined,
    );
    const response = await testApp.app.inject({
      method: 'GET',
      url: contract.mail.status.path,
      headers: auth,
    });
    const status = contract.mail.status.responses[200].parse(response.json()).data;
    expect(status.last_poll_at).not.toBeNull();
    expect(status.last_success_at).not.toBeNull();
    expect(status.counts).toMatchObject({ processed: 1, invoices: 1 });
    // One chain of polls: a single poll job is waiting or running at any time.
    const live = await testApp.app.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'mail-poll')
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow();
    expect(Number(live.n)).toBe(1);
  });
});
