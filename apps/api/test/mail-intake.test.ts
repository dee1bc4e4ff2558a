import { randomBytes } from 'node:crypto';
import { contract } from '@procure/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailIntakeDeps } from '../src/jobs/mail-poll';
import { pollInbox, type MailIntakeDeps } from '../src/services/mail-intake';
import { bearer, createTestApp, signIn } from './helpers';
import { startDovecot, type TestMailServer } from './support/dovecot';
import { appendMails, buildMail, subjectsIn } from './support/mail';
import { testEngine } from './test-database';

// The intake against a real Dovecot. The app runs no worker (JOB_CONCURRENCY=0), so each test
// runs the poll step itself and sees exactly what one poll did.
const PROCESSED = ['Procure', 'Processed'];
const REJECTED = ['Procure', 'Rejected'];

/** A small distinct PDF (the intake checks its type, not its content; nothing extracts it). */
const pdf = (label: string) => ({
  name: `${label}.pdf`,
  type: 'application/pdf',
  content: Buffer.from(`%PDF-1.4\n% ${label} ${randomBytes(8).toString('hex')}\n%%EOF\n`),
});

let mailServer: TestMailServer;
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
let deps: MailIntakeDeps;

beforeAll(async () => {
  mailServer = await startDovecot();
  testApp = await createTestApp({ MAIL_IMAP_URL: mailServer.url, JOB_CONCURRENCY: '0' });
  auth = bearer(await signIn(testApp.app));
  deps = mailIntakeDeps(testApp.app)!;
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  await mailServer?.stop();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: auth });

async function status() {
  const response = await get(contract.mail.status.path);
  expect(response.statusCode).toBe(200);
  return contract.mail.status.responses[200].parse(response.json()).data;
}

async function origin(invoiceId: number) {
  const response = await get(`/api/v1/mail/invoices/${invoiceId}`);
  expect(response.statusCode).toBe(200);
  return contract.mail.invoiceOrigin.responses[200].parse(response.json()).data;
}

/** The invoices made from one message, by its Message-ID. */
const invoicesOf = (messageId: string) =>
  testApp.app.db
    .selectFrom('mail_attachments')
    .select(['invoice_id', 'file_name'])
    .where('message_key', '=', messageId)
    .orderBy('invoice_id')
    .execute();

describe(`e-mail inbox on ${testEngine}`, { timeout: 60_000 }, () => {
  it('makes an invoice of each PDF attachment, keeps sender, subject and date, and moves the mail', async () => {
    const messageId = '<two-pdfs@acme.example>';
    const date = new Date('2026-03-02T09:15:00Z');
    await appendMails(mailServer, 'INBOX', [
      buildMail({
        messageId,
        subject: 'Invoices 4711 and 4712',
        date,
        attachments: [pdf('inv-4711'), pdf('inv-4712')],
      }),
    ]);
    const summary = await pollInbox(deps);
    expect(summary).toMatchObject({ read: 1, invoices: 2, rejected: 0, errors: [] });
    const made = await invoicesOf(messageId);
    expect(made.map((m) => m.file_name)).toEqual(['inv-4711.pdf', 'inv-4712.pdf']);
    for (const { invoice_id } of made) {
      expect(await origin(invoice_id)).toEqual({
        sender: 'Acme Billing <billing@acme.example>',
        subject: 'Invoices 4711 and 4712',
        sent_at: date.toISOString(),
        file_name: expect.stringMatching(/^inv-471[12]\.pdf$/),
      });
      const invoice = await testApp.app.repos.invoices.find(invoice_id);
      expect(invoice?.extraction_status).toBe('processing'); // its extraction job is queued
    }
    expect(await subjectsIn(mailServer, 'INBOX')).toEqual([]);
    expect(await subjectsIn(mailServer, PROCESSED)).toContain('Invoices 4711 and 4712');
    const state = await status();
    expect(state).toMatchObject({ configured: true, folder: 'INBOX', last_error: null });
    expect(state.recent[0]).toMatchObject({ status: 'processed', invoice_count: 2 });
    expect(state.recent[0]!.moved_at).not.toBeNull();
  });

  it('moves a mail with no usable attachment to the rejected folder with the reason', async () => {
    await appendMails(mailServer, 'INBOX', [
      buildMail({
        subject: 'Only a note and a logo',
        attachments: [
          { name: 'note.txt', type: 'text/plain', content: Buffer.from('see you') },
          // A signature logo shown in the body is not a document.
          { name: 'logo.png', type: 'image/png', content: pdf('x').content, inlineId: 'logo1' },
        ],
      }),
      buildMail({ subject: 'No attachment at all' }),
    ]);
    const summary = await pollInbox(deps);
    expect(summary).toMatchObject({ read: 2, invoices: 0, rejected: 2, errors: [] });
    expect(await subjectsIn(mailServer, 'INBOX')).toEqual([]);
    expect(await subjectsIn(mailServer, REJECTED)).toEqual(
      expect.arrayContaining(['Only a note and a logo', 'No attachment at all']),
    );
    const { recent, counts } = await status();
    const note = recent.find((r) => r.subject === 'Only a note and a logo');
    expect(note).toMatchObject({ status: 'rejected', invoice_count: 0 });
    expect(note!.reason).toMatch(/^No attachment could be made an invoice \(note\.txt: .+\)$/);
    const bare = recent.find((r) => r.subject === 'No attachment at all');
    expect(bare).toMatchObject({ status: 'rejected', reason: 'The mail has no attachment' });
    expect(counts.rejected).toBeGreaterThanOrEqual(2);
  });

  it('makes no second invoice of a message appended twice (same Message-ID)', async () => {
    const messageId = '<twice@acme.example>';
    const mail = buildMail({ messageId, subject: 'Sent twice', attachments: [pdf('twice')] });
    await appendMails(mailServer, 'INBOX', [mail, mail]);
    const summary = await pollInbox(deps);
    expect(summary).toMatchObject({ read: 2, invoices: 1, errors: [] });
    expect(await invoicesOf(messageId)).toHaveLength(1);
    expect(await subjectsIn(mailServer, 'INBOX')).toEqual([]);
    const row = (await status()).recent.find((r) => r.subject === 'Sent twice');
    expect(row).toMatchObject({ status: 'processed', invoice_count: 1 });
  });

  it('makes no duplicate when the move fails after the commit (as a crash there would)', async () => {
    const messageId = '<crash@acme.example>';
    await appendMails(mailServer, 'INBOX', [
      buildMail({ messageId, subject: 'Crash before move', attachments: [pdf('crash')] }),
    ]);
    const failingMove: MailIntakeDeps['move'] = async () => {
      throw new Error('connection lost before the move');
    };
    const first = await pollInbox({ ...deps, move: failingMove });
    expect(first.invoices).toBe(1);
    expect(first.errors).toEqual(['Crash before move: connection lost before the move']);
    expect(await subjectsIn(mailServer, 'INBOX')).toEqual(['Crash before move']);
    const second = await pollInbox(deps);
    expect(second).toMatchObject({ read: 1, invoices: 0, errors: [] });
    expect(await invoicesOf(messageId)).toHaveLength(1);
    expect(await subjectsIn(mailServer, 'INBOX')).toEqual([]);
    expect(await subjectsIn(mailServer, PROCESSED)).toContain('Crash before move');
  });

  it('rejects a mail over the size limit from the size the server reports', async () => {
    await appendMails(mailServer, 'INBOX', [
      buildMail({ subject: 'Too big', attachments: [pdf('big')] }),
    ]);
    const small = { ...deps, config: { ...deps.config, maxMessageBytes: 200 } };
    expect(await pollInbox(small)).toMatchObject({ read: 1, invoices: 0, rejected: 1 });
    const row = (await status()).recent.find((r) => r.subject === 'Too big');
    expect(row?.reason).toMatch(/^The mail is 0\.0 MB, over the 0\.0 MB limit for a mail$/);
    expect(await subjectsIn(mailServer, REJECTED)).toContain('Too big');
  });

  it('answers 404 for an unknown invoice, null for an uploaded one, 401 without a token', async () => {
    expect((await get('/api/v1/mail/invoices/999999')).statusCode).toBe(404);
    const uploaded = await testApp.app.db
      .selectFrom('invoices')
      .select('id')
      .where('id', 'not in', (eb) => eb.selectFrom('mail_attachments').select('invoice_id'))
      .executeTakeFirst();
    if (uploaded) expect(await origin(uploaded.id)).toBeNull();
    const anonymous = await testApp.app.inject({ method: 'GET', url: contract.mail.status.path });
    expect(anonymous.statusCode).toBe(401);
  });
});
