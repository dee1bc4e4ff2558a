import { contract, INVOICE_MAX_LINE_ITEMS } from '@procure/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nowIso } from '../src/db/dialect';
import { signedInTestApp } from './helpers';
import { colleague } from './support/colleague';
import { testEngine } from './test-database';

// The line-level review save: PATCH /invoice/{id}/lines with only the changed lines.
const server = signedInTestApp({ JOB_POLL_MS: '50' });
// The demo user reviews; someone else approves (segregation of duties).
const approver = colleague(server, 'Invoice Approver');
const patch = (id: number, payload: object) =>
  server.app.inject({
    method: 'PATCH',
    url: `/api/v1/invoice/${id}/lines`,
    headers: server.auth,
    payload,
  });
const saved = (answer: { json(): unknown }) =>
  contract.invoice.saveLines.responses[200].parse(answer.json()).data;
const paths = (answer: { json(): { issues?: Array<{ path: string }> } }) =>
  (answer.json().issues ?? []).map((i) => i.path);

const stored = (value: string | number) => ({
  value,
  confidence: 0.95,
  page: 1,
  box: null,
  source: 'text',
  status: 'extracted',
});
let serial = 0;

/** An extracted, pending invoice of `count` lines of 2 x 5.00, whose net and total are their
 * sum (so it is ready to approve). */
async function invoiceWithLines(count: number): Promise<number> {
  const { invoices } = server.app.repos;
  const net = count * 10;
  return server.app.db.transaction().execute(async (trx) => {
    const { id } = await invoices.insert(trx, {
      doc_id: `lp-doc-${++serial}-${testEngine}`,
      sha256: `lp-sha-${serial}-${testEngine}`,
      upload_remarks: null,
      created_by: null,
    });
    const fields = {
      invoice_number: stored(`INV-LP-${serial}`),
      invoice_date: stored('2026-11-23'),
      vendor_name: stored('Line Patch Supplies'),
      currency: stored('USD'),
      net_amount: stored(net),
      tax_amount: stored(0),
      total_amount: stored(net),
    };
    await invoices.update(trx, id, {
      fields: JSON.stringify(fields),
      invoice_number: `INV-LP-${serial}`,
      vendor_name: 'Line Patch Supplies',
      total_cents: net * 100,
      extraction_status: 'extracted',
      workflow_status: 'pending',
      extracted_at: nowIso(),
    });
    const line = (i: number) =>
      JSON.stringify({
        description: stored(`Part ${i}`),
        quantity: stored(2),
        unit_price: stored(5),
        tax_rate: stored(0),
        amount: stored(10),
      });
    await invoices.replaceItems(
      trx,
      id,
      Array.from({ length: count }, (_, i) => line(i)),
    );
    return id;
  });
}

/** The stored lines (id -> body) and the history rows of an invoice, straight from the tables. */
async function state(id: number) {
  const rows = await server.app.db
    .selectFrom('invoice_items')
    .select(['line_no', 'body'])
    .where('invoice_id', '=', id)
    .orderBy('line_no')
    .execute();
  const audits = await server.app.db
    .selectFrom('audit_events')
    .select(['action', 'field', 'old_value', 'new_value'])
    .where('entity_type', '=', 'invoice')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();
  const invoice = await server.app.repos.invoices.find(id);
  return { lines: new Map(rows.map((r) => [r.line_no, r.body])), audits, invoice: invoice! };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe(`line-level review save on ${testEngine}`, { timeout: 120_000 }, () => {
  it(`changes one line of a ${INVOICE_MAX_LINE_ITEMS}-line invoice and nothing else`, async () => {
    const id = await invoiceWithLines(INVOICE_MAX_LINE_ITEMS);
    const before = await state(id);
    const answer = await patch(id, { update: [{ id: 5000, quantity: '3', amount: 15 }] });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    // A small answer: the line written, not the invoice's 10,000.
    expect(answer.body.length).toBeLessThan(5_000);
    const data = saved(answer);
    expect(data.lines).toEqual([
      expect.objectContaining({
        id: 5000,
        description: 'Part 5000',
        quantity: 3,
        quantity_status: 'corrected',
        unit_price: 5,
        unit_price_status: 'extracted',
        amount: 15,
      }),
    ]);
    expect(data.removed).toEqual([]);
    expect(data.invoice.approvalStatus).toBe('under_review');

    const after = await state(id);
    expect(after.lines.size).toBe(INVOICE_MAX_LINE_ITEMS);
    const changed = [...after.lines].filter(([no, body]) => before.lines.get(no) !== body);
    expect(changed.map(([no]) => no)).toEqual([5000]);
    expect(after.audits.slice(before.audits.length)).toEqual([
      { action: 'edited', field: 'line_items.5000.quantity', old_value: '2', new_value: '3' },
      { action: 'edited', field: 'line_items.5000.amount', old_value: '10', new_value: '15' },
    ]);
    expect(after.invoice.approval_status).toBe('under_review');

    // The same values again: nothing changes, no history row.
    const again = await patch(id, { update: [{ id: 5000, quantity: 3 }] });
    expect(again.statusCode).toBe(200);
    expect(saved(again).lines).toEqual([]);
    expect((await state(id)).audits).toHaveLength(after.audits.length);
  });

  it('adds lines after the highest id, removes lines, keeps the other ids', async () => {
    const id = await invoiceWithLines(4);
    const answer = await patch(id, {
      add: [{ description: 'Freight', quantity: 1, unit_price: 7.5, amount: '7.50' }, {}],
      remove: [3, 1],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = saved(answer);
    expect(data.lines.map((l) => [l.id, l.description ?? null, l.amount ?? null])).toEqual([
      [4, 'Freight', 7.5],
      [5, null, null],
    ]);
    expect(data.removed).toEqual([3, 1]);
    const { lines, audits } = await state(id);
    expect([...lines.keys()]).toEqual([0, 2, 4, 5]);
    expect(audits.map((a) => [a.action, a.field])).toEqual([
      ['line_added', 'line_items.4'],
      ['line_added', 'line_items.5'],
      ['line_removed', 'line_items.3'],
      ['line_removed', 'line_items.1'],
    ]);
    const detail = await server.app.inject({
      method: 'POST',
      url: '/api/v1/invoice',
      headers: server.auth,
      payload: { id: [id] },
    });
    const lineIds = contract.invoice.find.responses[200]
      .parse(detail.json())
      .data[0]!.line_items.map((l) => l.id);
    expect(lineIds).toEqual([0, 2, 4, 5]);
  });

  it('applies the approval rules to the patched lines', async () => {
    const id = await invoiceWithLines(3);
    const approve = () => approver.call('POST', `/api/v1/invoice/${id}/approve`, {});
    expect((await patch(id, { update: [{ id: 1, amount: 12 }] })).statusCode).toBe(200);
    const blocked = await approve();
    expect(blocked.statusCode, blocked.body).toBe(400);
    expect((await patch(id, { update: [{ id: 1, amount: 10 }] })).statusCode).toBe(200);
    expect((await approve()).statusCode).toBe(200);
    const closed = await patch(id, { update: [{ id: 1, amount: 11 }] });
    expect(closed.statusCode).toBe(409);
  });

  it('refuses unknown ids and bad values with the field, writing nothing', async () => {
    const id = await invoiceWithLines(3);
    const before = await state(id);
    const cases: [object, string[]][] = [
      [
        {
          update: [
            { id: 0, quantity: 4 },
            { id: 7, quantity: 1 },
          ],
        },
        ['update.1.id'],
      ],
      [{ update: [{ id: 0, quantity: 4 }], remove: [9] }, ['remove.0']],
      [{ update: [{ id: 0, quantity: 'four' }] }, ['update.0.quantity']],
      [{ add: [{ quantity: 'x' }] }, ['add.0.quantity']],
      [{ add: [{ id: 3, quantity: 1 }] }, ['add.0.id']],
      [{ update: [{ id: 1, quantity: 1 }], remove: [1] }, ['remove.0']],
      [{ update: [{ id: -1 }] }, ['update.0.id']],
      [{ remove: [2 ** 31] }, ['remove.0']],
      [
        { add: [Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, 1]))] },
        ['add.0'],
      ],
    ];
    for (const [body, expected] of cases) {
      const answer = await patch(id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(paths(answer), JSON.stringify(body)).toEqual(expected);
    }
    expect(await state(id)).toEqual(before);
    expect((await patch(999_999, { remove: [0] })).statusCode).toBe(404);
  });

  it('refuses more lines than an invoice may have', async () => {
    const id = await invoiceWithLines(INVOICE_MAX_LINE_ITEMS - 1);
    const answer = await patch(id, { add: [{}, {}] });
    expect(answer.statusCode).toBe(400);
    expect(paths(answer)).toEqual(['add']);
    expect((await patch(id, { add: [{}, {}], remove: [0] })).statusCode).toBe(200);
  });

  it('reads review saves of at most 4 MB, whole or by line', async () => {
    const id = await invoiceWithLines(1);
    const huge = { description: 'x'.repeat(4 * 1024 * 1024) };
    const whole = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/invoice/${id}`,
      headers: server.auth,
      payload: { line_items: [{ id: 0, ...huge }] },
    });
    expect(whole.statusCode).toBe(413);
    expect((await patch(id, { update: [{ id: 0, ...huge }] })).statusCode).toBe(413);
  });

  it('rolls everything back when a write fails half-way', async () => {
    const id = await invoiceWithLines(5);
    const before = await state(id);
    // The removed line is deleted before the lines are written; writing them then fails.
    vi.spyOn(server.app.repos.invoices, 'writeItems').mockRejectedValueOnce(new Error('disk full'));
    const answer = await patch(id, {
      update: [{ id: 2, quantity: 9 }],
      add: [{ description: 'Extra' }],
      remove: [4],
    });
    expect(answer.statusCode).toBe(500);
    expect(await state(id)).toEqual(before);
  });
});
