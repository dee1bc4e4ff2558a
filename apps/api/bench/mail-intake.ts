import { renderInvoicePdf, sampleInvoices } from '@procure/fixtures/invoices';
import type { ImapFlow } from 'imapflow';
import { connect } from '../src/db/connect';
import { startDovecot, type TestMailServer } from '../test/support/dovecot';
import { buildMail } from '../test/support/mail';
import { startProduct } from './product';

/** The e-mail inbox's intake on the real server (bench:invoices --mail N): N mails with one to
 * three invoice PDFs each are put into a real Dovecot at once (IMAP APPEND over four
 * connections) while the server polls it every second. Printed: mails per minute taken in
 * (invoices committed and the mail moved) and extracted, each attachment's time from its
 * mail's arrival to `extracted` (p50 / p95), and the exactly-once check: one invoice per
 * attachment, no mail left in the inbox. The anchor, measured in the same run: Dovecot alone
 * handing the same mails over (one connection fetching every source). With --kill the server
 * is killed (SIGKILL) once a third of the mails are in and started again, and the same check
 * must hold. */
type Options = {
  mails: number;
  workers: number;
  engine: string;
  serverEntry: string;
  pgUrl?: string;
  kill: boolean;
};

export async function benchMailIntake(options: Options) {
  const mailServer = await startDovecot();
  try {
    await intake(mailServer, options);
  } finally {
    await mailServer.stop();
  }
}

async function intake(mailServer: TestMailServer, options: Options) {
  const samples = sampleInvoices();
  const pdfs = await Promise.all(samples.map((s) => renderInvoicePdf(s)));
  // Each attachment a distinct file (a PDF comment after %%EOF): the same invoice, new bytes.
  const mails = Array.from({ length: options.mails }, (_, m) =>
    buildMail({
      messageId: `<bench-${m}@vendor.example>`,
      subject: `Invoice batch ${m}`,
      attachments: Array.from({ length: 1 + (m % 3) }, (_, a) => ({
        name: `invoice-${m}-${a}.pdf`,
        type: 'application/pdf',
        content: Buffer.concat([
          Buffer.from(pdfs[(m + a) % pdfs.length]!),
          Buffer.from(`\n% mail ${m} attachment ${a}\n`),
        ]),
      })),
    }),
  );
  const expected = Array.from({ length: options.mails }, (_, m) => 1 + (m % 3)).reduce(
    (a, b) => a + b,
    0,
  );

  const append = async (folder: string) => {
    const arrived = new Map<string, number>();
    const clients = await Promise.all([1, 2, 3, 4].map(() => mailServer.client()));
    await Promise.all(
      clients.map(async (client: ImapFlow, c) => {
        for (let m = c; m < mails.length; m += clients.length) {
          await client.append(folder, mails[m]!);
          arrived.set(`<bench-${m}@vendor.example>`, Date.now());
        }
        await client.logout();
      }),
    );
    return arrived;
  };

  // The anchor: Dovecot alone hands the same mails over.
  const maker = await mailServer.client();
  await maker.mailboxCreate('Anchor');
  await maker.logout();
  await append('Anchor');
  const reader = await mailServer.client();
  const anchorStart = performance.now();
  const lock = await reader.getMailboxLock('Anchor');
  const fetched = await reader.fetchAll('1:*', { source: true, uid: true });
  lock.release();
  await reader.logout();
  const anchorMs = performance.now() - anchorStart;

  Object.assign(process.env, {
    MAIL_IMAP_URL: mailServer.url,
    MAIL_POLL_SECONDS: '1',
    JOB_CONCURRENCY: String(options.workers),
    // A killed server's jobs are taken over when their claim runs out.
    JOB_LEASE_SECONDS: '10',
  });
  const product = await startProduct(options.engine, options.serverEntry, options.pgUrl);
  const db = connect(product.database);
  try {
    const started = performance.now();
    const arrived = await append('INBOX');
    let killed = false;
    let movedAllAt = 0;
    const deadline = Date.now() + 30 * 60_000;
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      const moved = await db
        .selectFrom('mail_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('moved_at', 'is not', null)
        .executeTakeFirstOrThrow();
      if (options.kill && !killed && Number(moved.n) >= mails.length / 3) {
        killed = true;
        process.kill(product.server.pid, 'SIGKILL');
        await product.restart();
        console.log(
          `  server killed (SIGKILL) with ${moved.n} of ${mails.length} mails in; restarted`,
        );
      }
      if (!movedAllAt && Number(moved.n) === mails.length) movedAllAt = performance.now();
      const open = await db
        .selectFrom('mail_attachments as a')
        .innerJoin('invoices as i', 'i.id', 'a.invoice_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('i.extraction_status', '=', 'processing')
        .executeTakeFirstOrThrow();
      if (movedAllAt && Number(open.n) === 0) break;
      if (Date.now() > deadline) throw new Error('mail intake did not finish in 30 minutes');
    }
    const total = performance.now() - started;
    const rows = await db
      .selectFrom('mail_attachments as a')
      .innerJoin('invoices as i', 'i.id', 'a.invoice_id')
      .select(['a.message_key', 'a.sha256', 'i.extraction_status', 'i.extracted_at'])
      .execute();
    const times = rows
      .map((r) => Date.parse(r.extracted_at ?? '') - arrived.get(r.message_key)!)
      .sort((a, b) => a - b);
    const pct = (p: number) =>
      times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
    const unique = new Set(rows.map((r) => `${r.message_key} ${r.sha256}`)).size;
    const statuses = rows.reduce<Record<string, number>>((acc, r) => {
      acc[r.extraction_status] = (acc[r.extraction_status] ?? 0) + 1;
      return acc;
    }, {});
    const left = await mailServer.client();
    const inbox = await left.status('INBOX', { messages: true });
    await left.logout();
    const perMin = (ms: number) => ((mails.length / ms) * 60_000).toFixed(1);
    console.log(
      `Dovecot alone (anchor): ${fetched.length} mails fetched in ${(anchorMs / 1000).toFixed(2)} s ` +
        `(${perMin(anchorMs)} mails/min)`,
    );
    console.log(
      `taken in: ${perMin(movedAllAt - started)} mails/min; extracted: ${perMin(total)} mails/min ` +
        `(${rows.length} invoices); arrival → extracted p50 ${(pct(50) / 1000).toFixed(1)} s, ` +
        `p95 ${(pct(95) / 1000).toFixed(1)} s; ${JSON.stringify(statuses)}`,
    );
    const once = rows.length === expected && unique === expected && inbox && !inbox.messages;
    console.log(
      `exactly once: ${once ? 'yes' : 'NO'} (${rows.length} invoices for ${expected} attachments, ` +
        `${unique} distinct, ${inbox ? inbox.messages : '?'} mails left in the inbox)`,
    );
    if (!once) process.exitCode = 1;
  } finally {
    await db.destroy();
    await product.done();
    for (const name of ['MAIL_IMAP_URL', 'MAIL_POLL_SECONDS', 'JOB_LEASE_SECONDS'])
      delete process.env[name];
  }
}
