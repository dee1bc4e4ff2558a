import { contract, type InvoiceDetail } from '@procure/contract';
import { buildUblXml } from '@procure/fixtures/invoices';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { invoicePdf, sample, settled, storeFile } from './support/invoices';
import { testEngine } from './test-database';

// After a review save, a header field's place (page and box) is where the reviewer clicked its
// words, so the viewer highlights them (issue 23 §4).
const server = signedInTestApp({ JOB_POLL_MS: '50' });
const { call } = server;

const box = (x: number, y: number) => ({ x, y, width: 60, height: 12 });
const saved = (answer: Awaited<ReturnType<typeof call>>) => {
  expect(answer.statusCode, answer.body).toBe(200);
  return contract.invoice.review.responses[200].parse(answer.json()).data as InvoiceDetail;
};
const edits = async (id: number) => {
  const response = await call('GET', `/api/v1/invoice/${id}/history`);
  return contract.invoice.history.responses[200]
    .parse(response.json())
    .data.events.filter((e) => e.action === 'edited')
    .map((e) => e.field);
};

describe(`a review save places a header field where its words were clicked on ${testEngine}`, () => {
  it('moves the place with the click, drops it for a typed value, keeps it otherwise', async () => {
    const doc = await storeFile(
      server.app,
      server.auth,
      await invoicePdf(sample('en-classic-usd')),
      'places.pdf',
    );
    const before = await settled(server.app, server.auth, doc.invoice_id!);
    expect(before.extraction_status).toBe('extracted');
    const url = `/api/v1/invoice/${before.id}`;
    const read = before.fields!;
    expect(read.invoice_number).toMatchObject({ page: 1, box: expect.any(Object) });

    // A page the one-page document does not have, and words for a value not sent: 400 at
    // each `picked.<field>`, and nothing is written.
    const refused = await call('PUT', url, {
      header: { invoice_number: 'PICKED-1' },
      picked: {
        invoice_number: { page: 2, box: box(50, 60) },
        net_amount: { page: 1, box: box(1, 2) },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'picked.invoice_number', message: 'The document has one page; pick words on it' },
      { path: 'picked.net_amount', message: 'Send the value the words were picked for' },
    ]);
    const unknown = await call('PUT', '/api/v1/invoice/999999', {
      header: { invoice_number: 'X' },
      picked: { invoice_number: { page: 1, box: box(1, 2) } },
    });
    expect(unknown.statusCode).toBe(404);

    // The net as read, confirmed by a click on another print of it: the place moves, the value
    // and its state stay, no history row, and the invoice is not put under review.
    const confirmed = saved(
      await call('PUT', url, {
        header: { net_amount: before.net_amount },
        picked: { net_amount: { page: 1, box: box(400, 500) } },
      }),
    );
    expect(confirmed.fields!.net_amount).toEqual({
      ...read.net_amount,
      page: 1,
      box: box(400, 500),
    });
    expect(confirmed.approvalStatus).toBe('pending');
    expect(await edits(before.id)).toEqual([]);

    // A new value picked from the page: corrected, at the clicked words.
    const picked = saved(
      await call('PUT', url, {
        header: { invoice_number: 'PICKED-1' },
        picked: { invoice_number: { page: 1, box: box(50, 60) } },
      }),
    );
    expect(picked.fields!.invoice_number).toEqual({
      value: 'PICKED-1',
      confidence: read.invoice_number!.confidence,
      page: 1,
      box: box(50, 60),
      source: 'user',
      status: 'corrected',
    });

    // Typed over it without a click: no place (the box holds the print of the old value);
    // the total saved as read keeps the extractor's place, the net its clicked one.
    const typed = saved(
      await call('PUT', url, {
        header: { invoice_number: 'TYPED-2', total_amount: before.total_amount },
      }),
    );
    expect(typed.fields!.invoice_number).toMatchObject({ value: 'TYPED-2', page: null, box: null });
    expect(typed.fields!.total_amount).toEqual(read.total_amount);
    expect(typed.fields!.net_amount).toMatchObject({ page: 1, box: box(400, 500) });
    expect(await edits(before.id)).toEqual(['invoice_number', 'invoice_number']);

    // Terms as printed (this sample prints none: written as a reading would): the same terms
    // in other words keep their print, other terms no longer point at it.
    const printed = { ...read.invoice_number!, value: 'net 30 days', status: 'extracted' };
    await server.app.db
      .updateTable('invoices')
      .set({ fields: JSON.stringify({ ...typed.fields, payment_terms: printed }) })
      .where('id', '=', before.id)
      .execute();
    const same = await call('PUT', `${url}/payment-terms`, { terms: 'Net 30' });
    expect(saved(same).fields!.payment_terms).toEqual(printed);
    const terms = await call('PUT', `${url}/payment-terms`, { terms: 'net 45' });
    expect(saved(terms).fields!.payment_terms).toMatchObject({
      value: 'net 45 days',
      page: null,
      box: null,
    });

    // Terms clicked on the page are placed there, like any header value; the same terms clicked
    // at another print move only their place (no history row).
    const termsUrl = `${url}/payment-terms`;
    const wrongPage = await call('PUT', termsUrl, {
      terms: 'net 60',
      picked: { page: 3, box: box(1, 2) },
    });
    expect(wrongPage.statusCode).toBe(400);
    expect(wrongPage.json().issues).toEqual([
      { path: 'picked', message: 'The document has one page; pick words on it' },
    ]);
    const none = await call('PUT', termsUrl, { terms: null, picked: { page: 1, box: box(1, 2) } });
    expect(none.json().issues).toEqual([
      { path: 'picked', message: 'Send the value the words were picked for' },
    ]);
    const clicked = await call('PUT', termsUrl, {
      terms: 'Net 60 days',
      picked: { page: 1, box: box(70, 80) },
    });
    expect(saved(clicked).fields!.payment_terms).toMatchObject({
      value: 'net 60 days',
      page: 1,
      box: box(70, 80),
      status: 'corrected',
    });
    const edited = (await edits(before.id)).length;
    const moved = await call('PUT', termsUrl, {
      terms: 'net 60',
      picked: { page: 1, box: box(90, 95) },
    });
    expect(saved(moved).fields!.payment_terms).toMatchObject({ page: 1, box: box(90, 95) });
    expect(await edits(before.id)).toHaveLength(edited);
  });

  it('refuses words picked on a bare e-invoice: it has no pages', async () => {
    const xml = buildUblXml(sample('de-classic-eur'));
    const doc = await storeFile(server.app, server.auth, Buffer.from(xml), 'e-invoice.xml');
    const invoice = await settled(server.app, server.auth, doc.invoice_id!);
    const refused = await call('PUT', `/api/v1/invoice/${invoice.id}`, {
      header: { invoice_number: invoice.invoice_number },
      picked: { invoice_number: { page: 1, box: box(10, 10) } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'picked.invoice_number', message: 'This document has no pages to pick words on' },
    ]);
  });
});
