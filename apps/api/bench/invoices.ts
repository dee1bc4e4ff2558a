import { parseArgs } from 'node:util';
import { renderInvoicePdf, sampleInvoices } from '@procure/fixtures/invoices';
import { openPdf } from '../../../packages/extraction/src/pdf/pdfjs';
import { renderPageToPng } from '../../../packages/extraction/src/pdf/render-page';
import { insertBulkInvoices } from '../src/seed/bulk-invoices';
import { halfToFirstCompany } from './companies';
import { measureBare, type Case } from './load';
import { measureList, serverBundle, startProduct } from './product';
import { benchMailIntake } from './mail-intake';
import { benchReviewSave } from './review-save';

/** npm run bench:invoices [-- --workers 1,2 --ocr 3 --engine sqlite --list 100000 --requests 1000 --intake no --mail 100 --kill yes --review-lines 10000]
 *
 * Invoice intake end to end on the real server: every demo invoice PDF (text layer) and a few
 * of them as 150 dpi PNG scans (OCR) are uploaded at once through the upload dialog's call;
 * the clock runs until the last one has left `processing`. Printed per worker count: invoices
 * per minute, and each invoice's time from upload to `extracted` (p50 / p95).
 *
 * Then the e-mail inbox (--mail N mails, 0 skips it; mail-intake.ts): N mails with one to three
 * PDFs each put into a real Dovecot at once, with the largest worker count; mails per minute and
 * arrival → extracted p50 / p95 beside Dovecot's own hand-over, and an exactly-once check (with
 * --kill yes, across a SIGKILL of the server mid-intake).
 *
 * Then the invoice list at volume (--list 0 skips it): a fresh server plus N synthetic invoices,
 * measured beside a bare node:http hello server in the same run, with the vendor list's targets:
 * page 1 at ≥ 0.10 × the bare server's req/s, page 2,000's p99 ≤ 1.5 × page 1's; the same for a
 * status filter's pages, a tab's deep page, and searches alone and narrowed by a tab or status.
 *
 * Then a one-line review edit of an invoice of N lines (--review-lines 0 skips it), saved whole
 * and as a line-level patch (review-save.ts). */
const { values } = parseArgs({
  options: {
    workers: { type: 'string', default: '1,2' },
    ocr: { type: 'string', default: '3' },
    engine: { type: 'string', default: 'sqlite' },
    list: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '1000' },
    intake: { type: 'string', default: 'yes' },
    mail: { type: 'string', default: '100' },
    kill: { type: 'string', default: 'no' },
    'review-lines': { type: 'string', default: '10000' },
  },
});
const serverEntry = serverBundle();
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

type File = { name: string; bytes: Uint8Array; kind: 'text' | 'ocr' };

async function scan(pdf: Uint8Array): Promise<Uint8Array> {
  const doc = await openPdf(pdf);
  const { png } = await renderPageToPng(await doc.getPage(1), 150);
  await doc.destroy();
  return png;
}

const samples = sampleInvoices();
const files: File[] = [];
for (const s of samples)
  files.push({ name: `${s.id}.pdf`, bytes: await renderInvoicePdf(s), kind: 'text' });
for (const s of samples.slice(0, Number(values.ocr)))
  files.push({ name: `${s.id}.png`, bytes: await scan(await renderInvoicePdf(s)), kind: 'ocr' });

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;
const seconds = (ms: number) => (ms / 1000).toFixed(1);

if (values.intake !== 'no') {
  console.log(
    `Invoice intake bench (${values.engine}): ${files.filter((f) => f.kind === 'text').length} text PDFs, ` +
      `${files.filter((f) => f.kind === 'ocr').length} PNG scans, uploaded at once`,
  );
  console.log('workers | invoices/min | text p50 / p95 (s) | OCR p50 / p95 (s) | statuses');
}
for (const workers of values.intake !== 'no' ? values.workers.split(',').map(Number) : []) {
  process.env.JOB_CONCURRENCY = String(workers);
  const product = await startProduct(values.engine, serverEntry, pgUrl);
  try {
    const auth = { authorization: `Bearer ${await product.token()}` };
    const origin = product.server.origin;
    const started = performance.now();
    const uploaded = await Promise.all(
      files.map(async (file) => {
        const form = new FormData();
        form.append('form_name', 'invoice_upload_modal');
        form.append('event_type', 'invoice');
        form.append('sub_event_type', 'invoice_sub');
        form.append('file', new Blob([file.bytes]), file.name);
        const answer = await fetch(`${origin}/api/v1/store/upload`, {
          method: 'POST',
          headers: auth,
          body: form,
        });
        const { data } = (await answer.json()) as { data: { invoice_id: number } };
        return { ...file, id: data.invoice_id, at: performance.now() };
      }),
    );
    const done = new Map<number, { ms: number; status: string }>();
    const failures: string[] = [];
    while (done.size < uploaded.length) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const answer = await fetch(`${origin}/api/v1/invoice`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ id: uploaded.filter((u) => !done.has(u.id)).map((u) => u.id) }),
      });
      const { data } = (await answer.json()) as {
        data: { id: number; extraction_status: string; remarks: string | null }[];
      };
      for (const invoice of data) {
        if (invoice.extraction_status === 'processing') continue;
        const file = uploaded.find((u) => u.id === invoice.id)!;
        if (invoice.extraction_status !== 'extracted')
          failures.push(`${file.name}: ${invoice.extraction_status} (${invoice.remarks ?? ''})`);
        done.set(invoice.id, {
          ms: performance.now() - file.at,
          status: invoice.extraction_status,
        });
      }
    }
    const total = performance.now() - started;
    const times = (kind: File['kind']) =>
      uploaded
        .filter((u) => u.kind === kind)
        .map((u) => done.get(u.id)!.ms)
        .sort((a, b) => a - b);
    const text = times('text');
    const ocr = times('ocr');
    const statuses = [...done.values()].reduce<Record<string, number>>((acc, { status }) => {
      acc[status] = (acc[status] ?? 0) + 1;
      return acc;
    }, {});
    console.log(
      `${String(workers).padStart(7)} | ${((uploaded.length / total) * 60_000).toFixed(1).padStart(12)} | ` +
        `${seconds(percentile(text, 50))} / ${seconds(percentile(text, 95))}`.padStart(18) +
        ` | ${`${seconds(percentile(ocr, 50))} / ${seconds(percentile(ocr, 95))}`.padStart(17)} | ` +
        JSON.stringify(statuses),
    );
    for (const failure of failures) console.log(`          ${failure}`);
  } finally {
    await product.done();
  }
}

const MAILS = Number(values.mail);
if (MAILS > 0) {
  const workers = Math.max(...values.workers.split(',').map(Number));
  console.log(
    `\nE-mail intake bench (${values.engine}, ${workers} workers): ${MAILS} mails of 1-3 PDFs put into Dovecot at once` +
      (values.kill === 'yes' ? ', the server killed mid-intake' : ''),
  );
  await benchMailIntake({
    mails: MAILS,
    workers,
    engine: values.engine,
    serverEntry,
    pgUrl,
    kill: values.kill === 'yes',
  });
  delete process.env.JOB_CONCURRENCY;
}

const LIST = Number(values.list);
if (LIST > 0) {
  const REQUESTS = Number(values.requests);
  const CONCURRENCY = 8;
  const anchor = await measureBare(REQUESTS, CONCURRENCY);
  delete process.env.JOB_CONCURRENCY;
  const product = await startProduct(values.engine, serverEntry, pgUrl);
  try {
    let company = 0;
    const { seconds: seeded, get } = await product.seedVolume(async (db) => {
      await insertBulkInvoices(db, LIST);
      company = await halfToFirstCompany(db, 'invoices');
    });
    const cases: Case[] = [
      { name: 'page 1', request: get('/api/v1/invoice/?page=1&page_size=12'), count: REQUESTS },
      {
        name: 'page 2,000',
        request: get('/api/v1/invoice/?page=2000&page_size=12'),
        count: REQUESTS,
      },
      {
        name: 'draft tab page 2,000',
        request: get('/api/v1/invoice/?type=draft&page=2000&page_size=12'),
        count: REQUESTS,
      },
      {
        name: 'payment pending page 1',
        request: get('/api/v1/invoice/?payment_status=pending&page=1&page_size=12'),
        count: REQUESTS,
      },
      {
        name: 'payment pending page 2,000',
        request: get('/api/v1/invoice/?payment_status=pending&page=2000&page_size=12'),
        count: REQUESTS,
      },
      {
        name: "search number 'BINV-0077777'",
        request: get('/api/v1/invoice/?page=1&page_size=12&search=BINV-0077777'),
        count: Math.ceil(REQUESTS / 10),
      },
      {
        name: "search vendor 'northwind'",
        request: get('/api/v1/invoice/?page=1&page_size=12&search=northwind'),
        count: Math.ceil(REQUESTS / 10),
      },
      {
        name: "search 'northwind' in draft tab",
        request: get('/api/v1/invoice/?page=1&page_size=12&search=northwind&type=draft'),
        count: Math.ceil(REQUESTS / 10),
      },
      {
        name: "search 'northwind' + paid",
        request: get('/api/v1/invoice/?page=1&page_size=12&search=northwind&payment_status=paid'),
        count: Math.ceil(REQUESTS / 10),
      },
      // Half the invoices belong to one company: counted on the company_id index (the kept
      // counts have no company), a deep page skipping its entries.
      {
        name: 'one company, page 1',
        request: get(`/api/v1/invoice/?company_id=${company}&page=1&page_size=12`),
        count: REQUESTS,
      },
      {
        name: 'one company, page 2,000',
        request: get(`/api/v1/invoice/?company_id=${company}&page=2000&page_size=12`),
        count: REQUESTS,
      },
    ];
    console.log(
      `\nInvoice list (${values.engine}): ${LIST} invoices inserted in ${seeded} s, ${CONCURRENCY} clients`,
    );
    const { figures } = await measureList(product.server, cases, {
      anchor,
      concurrency: CONCURRENCY,
      first: 'page 1',
      deep: 'page 2,000',
    });
    const paid = figures['payment pending page 1']!;
    const paidDeep = figures['payment pending page 2,000']!;
    console.log(
      `payment pending: page 1 req/s ÷ bare ${(paid.reqPerS / anchor.reqPerS).toFixed(3)}, ` +
        `page 2,000 p99 / page 1 p99 ${(paidDeep.p99 / paid.p99).toFixed(2)}`,
    );
    console.log(
      'CPU ms a request: ' +
        Object.entries(figures)
          .map(([name, f]) => `${name} ${(f.cpuUs / 1000).toFixed(2)}`)
          .join(', ') +
        ` (bare ${(anchor.cpuUs / 1000).toFixed(3)})`,
    );
  } finally {
    await product.done();
  }
}

const REVIEW_LINES = Number(values['review-lines']);
if (REVIEW_LINES > 0) {
  const product = await startProduct(values.engine, serverEntry, pgUrl);
  try {
    await benchReviewSave(product, REVIEW_LINES, values.engine);
  } finally {
    await product.done();
  }
}
