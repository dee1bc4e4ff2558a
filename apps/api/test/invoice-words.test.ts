import { contract, INVOICE_MAX_LINE_ITEMS, type InvoiceWord } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import {
  invoicePdf,
  invoicePng,
  longInvoiceLine,
  sample,
  settled,
  storeFile,
} from './support/invoices';
import { testEngine } from './test-database';

// The words OCR read on an invoice's pages (GET /invoice/{id}/words), and review saves of
// more lines than the old limit of 1,000.
const server = signedInTestApp({ JOB_POLL_MS: '50' });
const { call } = server;
const classic = sample('en-classic-usd');

async function words(id: number, page?: number): Promise<InvoiceWord[]> {
  const response = await call(
    'GET',
    `/api/v1/invoice/${id}/words${page === undefined ? '' : `?page=${page}`}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return contract.invoice.words.responses[200].parse(response.json()).data;
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe(`invoice words on ${testEngine}`, { timeout: 240_000 }, () => {
  it('keeps the words OCR read on a PNG scan, in the field boxes’ space; re-extraction replaces them', async () => {
    const doc = await storeFile(server.app, server.auth, await invoicePng(classic), 'scan.png');
    const id = doc.invoice_id!;
    const invoice = await settled(server.app, server.auth, id, 110_000);
    expect(invoice.extraction_source).toBe('ocr');

    const found = await words(id, 1);
    expect(found.length).toBeGreaterThan(30);
    expect(found.every((w) => w.page === 1 && w.text.trim() === w.text && w.text)).toBe(true);
    // The invoice number's field box and its word are one place on the page.
    const numberBox = invoice.fields?.invoice_number?.box;
    expect(numberBox).toBeTruthy();
    const numberWord = found.find((w) => w.text === classic.invoice_number);
    expect(numberWord).toBeDefined();
    expect(overlaps(numberWord!.box, numberBox!)).toBe(true);
    // Every page's words without a page; none on a page the scan does not have.
    expect(await words(id)).toEqual(found);
    expect(await words(id, 2)).toEqual([]);
    // The job row keeps how many words there were, not the words.
    const job = await server.app.db
      .selectFrom('jobs')
      .select('result')
      .where('owner_type', '=', 'invoice')
      .where('owner_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const kept = JSON.parse(job.result!) as { result: { word_count: number; words?: unknown } };
    expect(kept.result.word_count).toBe(found.length);
    expect(kept.result.words).toBeUndefined();

    // Words left from an earlier reading (another page, another text) are gone once the
    // invoice is extracted again; the file's words are back.
    await server.app.db
      .updateTable('invoice_words')
      .set({ words: JSON.stringify([['STALE', 1, 2, 3, 4]]) })
      .where('invoice_id', '=', id)
      .execute();
    await server.app.db
      .insertInto('invoice_words')
      .values({ invoice_id: id, page: 3, words: JSON.stringify([['OLD', 1, 2, 3, 4]]) })
      .execute();
    expect((await words(id)).map((w) => w.text)).toEqual(['STALE', 'OLD']);
    const again = await call('POST', `/api/v1/invoice/${id}/extract`);
    expect(again.statusCode, again.body).toBe(202);
    await settled(server.app, server.auth, id, 110_000);
    const fresh = await words(id);
    expect(fresh.map((w) => w.text)).not.toContain('STALE');
    expect(fresh.some((w) => w.page !== 1)).toBe(false);
    expect(fresh).toEqual(found);
  });

  it('answers no words for a text PDF (its text layer is the viewer’s), 404 for an unknown invoice', async () => {
    const doc = await storeFile(server.app, server.auth, await invoicePdf(classic), 'text.pdf');
    await settled(server.app, server.auth, doc.invoice_id!);
    expect(await words(doc.invoice_id!, 1)).toEqual([]);
    const missing = await call('GET', '/api/v1/invoice/999999/words?page=1');
    expect(missing.statusCode).toBe(404);
    const badPage = await call('GET', `/api/v1/invoice/${doc.invoice_id!}/words?page=0`);
    expect(badPage.statusCode).toBe(400);
  });
});

describe(`long review saves on ${testEngine}`, { timeout: 120_000 }, () => {
  const line = longInvoiceLine;

  it('saves an invoice of 1,586 lines (the old limit was 1,000) and edits one of them', async () => {
    const doc = await storeFile(
      server.app,
      server.auth,
      await invoicePdf({ ...classic, invoice_number: 'LONG-1586' }),
      'long.pdf',
    );
    const id = doc.invoice_id!;
    const before = await settled(server.app, server.auth, id);
    const read = before.line_items.length;
    const lines = Array.from({ length: 1586 }, (_, i) => line(i));
    const saved = await call('PUT', `/api/v1/invoice/${id}`, { line_items: lines });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    const detail = contract.invoice.review.responses[200].parse(saved.json()).data;
    expect(detail.line_items).toHaveLength(1586);
    expect(detail.line_items[1585]).toMatchObject({
      id: 1585,
      description: lines[1585]!.description,
    });
    const history = async () => {
      const response = await call('GET', `/api/v1/invoice/${id}/history`);
      return contract.invoice.history.responses[200].parse(response.json()).data.events;
    };
    const added = (await history()).filter((e) => e.action === 'line_added');
    expect(added).toHaveLength(1586 - read);
    expect(added.at(-1)?.field).toBe('line_items.1585');

    // One line changed, the last one dropped: two history rows, the rest untouched.
    const edited = lines.slice(0, -1).map((l) => (l.id === 1200 ? { ...l, quantity: 9 } : l));
    const again = await call('PUT', `/api/v1/invoice/${id}`, { line_items: edited });
    expect(again.statusCode, again.body.slice(0, 300)).toBe(200);
    const after = contract.invoice.review.responses[200].parse(again.json()).data;
    expect(after.line_items).toHaveLength(1585);
    expect(after.line_items[1200]).toMatchObject({ id: 1200, quantity: 9 });
    const latest = (await history()).slice(-2).map((e) => [e.action, e.field]);
    expect(latest).toEqual([
      ['edited', 'line_items.1200.quantity'],
      ['line_removed', 'line_items.1585'],
    ]);
  });

  it(`takes up to ${INVOICE_MAX_LINE_ITEMS} lines in one save, refuses more`, async () => {
    const doc = await storeFile(
      server.app,
      server.auth,
      await invoicePdf({ ...classic, invoice_number: 'LONG-MAX' }),
      'max.pdf',
    );
    const id = doc.invoice_id!;
    await settled(server.app, server.auth, id);
    const lines = Array.from({ length: INVOICE_MAX_LINE_ITEMS }, (_, i) => line(i));
    // Well over the server's usual 1 MB body limit.
    expect(JSON.stringify({ line_items: lines }).length).toBeGreaterThan(1024 * 1024);
    const saved = await call('PUT', `/api/v1/invoice/${id}`, { line_items: lines });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    const count = await server.app.db
      .selectFrom('invoice_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('invoice_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(INVOICE_MAX_LINE_ITEMS);
    const tooMany = await call('PUT', `/api/v1/invoice/${id}`, {
      line_items: [...lines, line(INVOICE_MAX_LINE_ITEMS)],
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
