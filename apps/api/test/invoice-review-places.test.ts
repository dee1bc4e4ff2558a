import { contract, type ExtractedFieldView, type InvoiceDetail } from '@procure/contract';
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
/** A field confirmed by a click: placed there, no longer `learned` (the reviewer placed it). */
const confirmedAt = (field: ExtractedFieldView, place: Partial<ExtractedFieldView>) => {
  const { learned: _readAt, ...kept } = field;
  return { ...kept, ...place, confirmed: true };
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
    // and its state stay (marked confirmed), no history row, and the invoice is not put under
    // review.
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
      confirmed: true,
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

  it('keeps a value confirmed by a click when the document is read again', async () => {
    const doc = await storeFile(
      server.app,
      server.auth,
      await invoicePdf(sample('en-classic-usd')),
      'confirmed.pdf',
    );
    const before = await settled(server.app, server.auth, doc.invoice_id!);
    const url = `/api/v1/invoice/${before.id}`;
    const read = before.fields!;
    // The invoice number and terms as an earlier reading stored them (this reading reads
    // another number and no terms), so a second reading would change them.
    const earlier = { ...read.invoice_number!, value: 'EARLIER-7' };
    const terms = { ...read.invoice_number!, value: 'net 30 days' };
    await server.app.db
      .updateTable('invoices')
      .set({
        fields: JSON.stringify({ ...read, invoice_number: earlier, payment_terms: terms }),
      })
      .where('id', '=', before.id)
      .execute();

    // Confirmed by clicks: the number at another print, the net at the print the extractor read.
    const clicked = saved(
      await call('PUT', url, {
        header: { invoice_number: 'EARLIER-7', net_amount: before.net_amount },
        picked: {
          invoice_number: { page: 1, box: box(50, 60) },
          net_amount: { page: read.net_amount!.page!, box: read.net_amount!.box! },
        },
      }),
    );
    const number = confirmedAt(earlier, { page: 1, box: box(50, 60) });
    const net = confirmedAt(read.net_amount!, {});
    expect(clicked.fields).toMatchObject({ invoice_number: number, net_amount: net });
    expect(clicked.approvalStatus).toBe('pending');
    const termsClicked = await call('PUT', `${url}/payment-terms`, {
      terms: 'Net 30',
      picked: { page: 1, box: box(30, 700) },
    });
    const vouchedTerms = confirmedAt(terms, { page: 1, box: box(30, 700) });
    expect(saved(termsClicked).fields!.payment_terms).toEqual(vouchedTerms);
    expect(await edits(before.id)).toEqual([]);

    // Read again: all three stand as confirmed (value, place, state); the rest is the new reading.
    expect((await call('POST', `${url}/extract`)).statusCode).toBe(202);
    const again = await settled(server.app, server.auth, before.id);
    expect(again.fields!.invoice_number).toEqual(number);
    expect(again.fields!.net_amount).toEqual(net);
    expect(again.fields!.payment_terms).toEqual(vouchedTerms);
    expect(again).toMatchObject({
      invoice_number: 'EARLIER-7',
      invoice_number_status: 'extracted',
    });
    expect(again.fields!.total_amount).toMatchObject({ value: read.total_amount!.value });
    expect(again.fields!.total_amount!.confirmed).toBeUndefined();

    // Saved as it is, or clicked at yet another print, it stays confirmed; typed over, it is a
    // correction like any other (a history row, no place, no longer confirmed).
    const moved = saved(
      await call('PUT', url, {
        header: { invoice_number: 'EARLIER-7' },
        picked: { invoice_number: { page: 1, box: box(70, 90) } },
      }),
    );
    expect(moved.fields!.invoice_number).toEqual({ ...number, box: box(70, 90) });
    const typed = saved(
      await call('PUT', url, { header: { invoice_number: 'EARLIER-7', net_amount: 1234.5 } }),
    );
    expect(typed.fields!.invoice_number).toEqual(moved.fields!.invoice_number);
    expect(typed.fields!.net_amount).toEqual({
      value: 1234.5,
      confidence: read.net_amount!.confidence,
      page: null,
      box: null,
      source: 'user',
      status: 'corrected',
    });
    expect(await edits(before.id)).toEqual(['net_amount']);
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
