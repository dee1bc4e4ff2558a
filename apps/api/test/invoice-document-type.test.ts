import { contract } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { invoicePdf, sample, settled, storeFile } from './support/invoices';
import { testEngine } from './test-database';

// The document type (invoice / credit note, issue 23 §2) is stored with its confidence at
// extraction and saved by the review like a header field: corrected, with a history row.
const server = signedInTestApp({ JOB_POLL_MS: '50' });
const { call } = server;

describe(`document type on ${testEngine}`, { timeout: 120_000 }, () => {
  it('stores the type read, and saves a reviewer change with a history row', async () => {
    const doc = await storeFile(
      server.app,
      server.auth,
      await invoicePdf(sample('en-classic-usd')),
      'document-type.pdf',
    );
    const id = doc.invoice_id!;
    const before = await settled(server.app, server.auth, id);
    expect(before.fields?.document_type).toMatchObject({ value: 'invoice', status: 'extracted' });
    expect(before.fields?.document_type?.confidence).toBeGreaterThan(0);

    const bad = await call('PUT', `/api/v1/invoice/${id}`, {
      header: { document_type: 'receipt' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'header.document_type', message: 'Choose invoice or credit_note' },
    ]);

    const saved = await call('PUT', `/api/v1/invoice/${id}`, {
      header: { document_type: 'credit_note' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { data } = contract.invoice.review.responses[200].parse(saved.json());
    expect(data.fields?.document_type).toMatchObject({
      value: 'credit_note',
      status: 'corrected',
      source: 'user',
    });
    // The type carries the sign: the stored total of a credit note is negative (the list, and
    // what payment runs set off), while the field keeps the amount as the page prints it.
    const printed = before.fields?.total_amount?.value as number;
    expect(printed).toBeGreaterThan(0);
    expect(data.fields?.total_amount?.value).toBe(printed);
    const listed = async () => {
      const list = await call('GET', '/api/v1/invoice/?page_size=100');
      const rows = contract.invoice.list.responses[200].parse(list.json()).data;
      return rows.find((r) => r.id === id)?.total_amount;
    };
    expect(await listed()).toBe(-printed);
    const back = await call('PUT', `/api/v1/invoice/${id}`, {
      header: { document_type: 'invoice' },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await listed()).toBe(printed);

    const history = await call('GET', `/api/v1/invoice/${id}/history`);
    const { events } = contract.invoice.history.responses[200].parse(history.json()).data;
    expect(events.filter((e) => e.field === 'document_type')).toEqual([
      expect.objectContaining({
        action: 'edited',
        old_value: 'invoice',
        new_value: 'credit_note',
      }),
      expect.objectContaining({ action: 'edited', old_value: 'credit_note', new_value: 'invoice' }),
    ]);
  });
});
