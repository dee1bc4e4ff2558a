import { contract, InvoiceDetailsSchema, type PaymentRun } from '@procure/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../packages/payments/test/schema';
import { signedInTestApp } from './helpers';
import { approvedInvoice, fromToday, payableVendor } from './support/payment-runs';
import { userWithRoles } from './support/roles';
import { testEngine } from './test-database';

// A run's life (issue 25 items 2–4): draft, confirmation (segregation of duties, the "in
// payment" lock), the bank files checked against the ISO 20022 schemas, execution recording the
// payments with the discount as its own row, undo.
const server = signedInTestApp();
type User = Awaited<ReturnType<typeof userWithRoles>>;
let payer: User;
let approvingPayer: User;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const { app } = server;
  payer = await userWithRoles(app, ['payer']);
  approvingPayer = await userWithRoles(app, ['approver', 'payer']);
  const approver = await userWithRoles(app, ['approver']);
  const a = await payableVendor(app, 'Müller & Söhne GmbH', {
    iban: 'DE89 3704 0044 0532 0130 00',
    swift_code: 'COBADEFFXXX',
  });
  const b = await payableVendor(app, 'Société Générale Fournitures', {
    iban: 'FR1420041010050500013M02606',
  });
  const gbp = await payableVendor(app, 'Thames Tools Ltd', {
    iban: 'GB29NWBK60161331926819',
    currency: 'GBP',
  });
  const due = { invoiceDate: fromToday(-40), dueDate: fromToday(-10) };
  ids.a1 = await approvedInvoice(
    app,
    { number: 'RE-A1', vendorId: a, cents: 1000_00, ...due },
    approvingPayer,
  );
  ids.a2 = await approvedInvoice(
    app,
    {
      number: 'RE-A2',
      vendorId: a,
      cents: 500_00,
      invoiceDate: fromToday(-5),
      terms: '3 % Skonto innerhalb 10 Tagen, 30 Tage netto',
    },
    approver,
  );
  ids.b1 = await approvedInvoice(
    app,
    { number: 'F-2026/7', vendorId: b, cents: 123_45, ...due },
    approver,
  );
  ids.gbp = await approvedInvoice(
    app,
    { number: 'TT-9', vendorId: gbp, cents: 75_50, currency: 'GBP', ...due },
    approver,
  );
  ids.extra = await approvedInvoice(
    app,
    { number: 'RE-A9', vendorId: a, cents: 50_00, ...due },
    approver,
  );
});

const send = (
  auth: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => server.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const runOf = (answer: { json(): unknown }) =>
  contract.paymentRun.get.responses[200].parse(answer.json()).data as PaymentRun;
/** The invoice's page's word on the run holding it (ours: in_payment). */
const inPaymentOf = async (id: number) =>
  InvoiceDetailsSchema.parse(
    (await send(payer.auth, 'POST', '/api/v1/invoice', { id: [id] })).json(),
  ).data[0]!.in_payment;
const lockOf = async (id: number) =>
  (await server.app.repos.invoices.find(id))?.payment_run_id ?? null;

describe(`a payment run's life on ${testEngine}`, { timeout: 120_000 }, () => {
  let run: PaymentRun;
  let url: string;

  it('saves a draft of the picked invoices, and adds and takes out invoices', async () => {
    const created = await send(payer.auth, 'POST', '/api/v1/payment-runs', {
      pay_date: fromToday(1),
      invoice_ids: [ids.a1, ids.a2, ids.b1, ids.gbp],
    });
    expect(created.statusCode, created.body).toBe(201);
    run = runOf(created);
    url = `/api/v1/payment-runs/${run.id}`;
    expect(run).toMatchObject({ status: 'draft', files: [], reference: `RUN-${run.id}` });
    expect(run.totals).toEqual([
      { currency: 'EUR', invoices: 3, amount: 1623.45, discount: 15, paid: 1608.45 },
      { currency: 'GBP', invoices: 1, amount: 75.5, discount: 0, paid: 75.5 },
    ]);

    const added = await send(payer.auth, 'POST', `${url}/items`, { invoice_ids: [ids.extra] });
    expect(runOf(added).totals[0]!.invoices).toBe(4);
    const unknown = await send(payer.auth, 'POST', `${url}/items`, { invoice_ids: [987654] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0].path).toBe('invoice_ids.0');
    const removed = await send(payer.auth, 'DELETE', `${url}/items/${ids.extra}`);
    expect(runOf(removed).totals[0]!.invoices).toBe(3);
    expect((await send(payer.auth, 'DELETE', `${url}/items/${ids.extra}`)).statusCode).toBe(404);
    expect((await send(payer.auth, 'GET', `${url}/file`)).statusCode).toBe(409);
  });

  it('refuses the approver of one of its invoices, and writes nothing', async () => {
    const refused = await send(approvingPayer.auth, 'POST', `${url}/confirm`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: `You approved invoice RE-A1 of RUN-${run.id}; another payer must confirm it.`,
      code: 'forbidden',
    });
    expect(runOf(await send(payer.auth, 'GET', url)).status).toBe('draft');
    expect(await lockOf(ids.a1!)).toBeNull();
  });

  it('confirms: the invoices are in payment and refuse edits, payments and other runs', async () => {
    const confirmed = await send(payer.auth, 'POST', `${url}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    run = runOf(confirmed);
    expect(run.status).toBe('confirmed');
    expect(run.files).toEqual(['pain.001.001.09', 'pain.001.001.03', 'csv']);
    expect(await lockOf(ids.a1!)).toBe(run.id);
    expect(await inPaymentOf(ids.a1!)).toEqual({
      run_id: run.id,
      reference: `RUN-${run.id}`,
      pay_date: fromToday(1),
      confirmed_by: payer.name,
      confirmed_at: run.confirmed!.at,
      reason: `This invoice is in payment run RUN-${run.id}; it cannot change until the run is undone.`,
    });
    const listed = contract.invoice.list.responses[200].parse(
      (await send(payer.auth, 'GET', '/api/v1/invoice?page_size=100')).json(),
    ).data;
    expect(listed.find((row) => row.id === ids.a1)?.payment_run_id).toBe(run.id);
    expect(listed.find((row) => row.id === ids.extra)?.payment_run_id).toBeNull();
    const history = contract.invoice.history.responses[200].parse(
      (await send(payer.auth, 'GET', `/api/v1/invoice/${ids.a1}/history`)).json(),
    ).data;
    expect(history.events.at(-1)).toMatchObject({
      action: 'in_payment',
      reason: `RUN-${run.id}, pay date ${fromToday(1)}`,
    });
    const sentence = `This invoice is in payment run RUN-${run.id}; it cannot change until the run is undone.`;
    const review = contract.invoice.review;
    for (const [method, path, body] of [
      [
        review.method,
        review.path.replace(':id', String(ids.a1)),
        { header: { invoice_number: 'X-1' } },
      ],
      ['POST', `/api/v1/invoice/${ids.a1}/pay`, { amount: 1 }],
      ['POST', `/api/v1/invoice/${ids.a1}/extract`, undefined],
    ] as const) {
      // Whoever asks, even an admin who holds every role.
      const answer = await send(server.auth, method as 'POST', path, body);
      expect(answer.json(), path).toEqual({ message: sentence, code: 'forbidden' });
    }
    const again = await send(payer.auth, 'POST', '/api/v1/payment-runs', {
      pay_date: fromToday(1),
      invoice_ids: [ids.a1],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().issues[0].message).toBe(
      `RE-A1: The invoice is in payment run RUN-${run.id}.`,
    );
  });

  it('writes pain.001 in both versions, valid against the ISO 20022 schemas', async () => {
    for (const format of ['pain.001.001.09', 'pain.001.001.03'] as const) {
      const file = await send(payer.auth, 'GET', `${url}/file?format=${format}`);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-disposition']).toContain(`RUN-${run.id}-${format}.xml`);
      expect(await schemaErrors(file.body, format === 'pain.001.001.09' ? '09' : '03')).toEqual([]);
      // The control sums equal the invoices' amounts less their discounts, at both levels.
      expect(file.body.match(/<CtrlSum>([^<]+)<\/CtrlSum>/g)).toEqual([
        '<CtrlSum>1608.45</CtrlSum>',
        '<CtrlSum>1608.45</CtrlSum>',
      ]);
      expect(file.body.match(/<NbOfTxs>2<\/NbOfTxs>/g)).toHaveLength(2);
      expect(file.body).toContain('<Nm>Mueller + Soehne GmbH</Nm>');
      expect(file.body).toContain('<Ustrd>RE-A1, RE-A2</Ustrd>');
      expect(file.body).toContain('<IBAN>DE89370400440532013000</IBAN>');
    }
    const csv = await send(payer.auth, 'GET', `${url}/file?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Thames Tools Ltd,GB29NWBK60161331926819,,75.50,GBP');
    const viewer = await userWithRoles(server.app, ['viewer']);
    expect((await send(viewer.auth, 'GET', `${url}/file`)).statusCode).toBe(403);
  });

  it('undoes a confirmation until executed: the invoices are free again', async () => {
    const undone = await send(payer.auth, 'POST', `${url}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(runOf(undone)).toMatchObject({ status: 'draft', files: [], confirmed: null });
    expect(await lockOf(ids.a1!)).toBeNull();
    expect(await inPaymentOf(ids.a1!)).toBeNull();
    expect(runOf(await send(payer.auth, 'POST', `${url}/confirm`)).status).toBe('confirmed');
  });

  it('marks it executed: payments with the discount as its own row, invoices paid', async () => {
    expect((await send(approvingPayer.auth, 'POST', `${url}/execute`, {})).statusCode).toBe(403);
    const executed = await send(payer.auth, 'POST', `${url}/execute`, {
      executed_on: fromToday(1),
    });
    expect(executed.statusCode, executed.body).toBe(200);
    expect(runOf(executed).status).toBe('executed');
    for (const key of ['a1', 'a2', 'b1', 'gbp']) {
      const payments = contract.invoice.payments.responses[200].parse(
        (await send(payer.auth, 'GET', `/api/v1/invoice/${ids[key]}/payments`)).json(),
      ).data;
      expect(payments.outstanding, key).toBe(0);
      const found = await send(server.auth, 'POST', '/api/v1/invoice', { id: [ids[key]] });
      expect(found.statusCode, found.body).toBe(200);
      const [row] = found.json().data;
      expect(row.paymentStatus, key).toBe('paid');
    }
    const rows = await server.app.db
      .selectFrom('invoice_payments')
      .select(['amount_cents', 'kind', 'reference', 'paid_on'])
      .where('invoice_id', '=', ids.a2!)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => ({ ...r, amount_cents: Number(r.amount_cents) }))).toEqual([
      {
        amount_cents: 485_00,
        kind: 'payment',
        reference: `RUN-${run.id}-1`,
        paid_on: fromToday(1),
      },
      {
        amount_cents: 15_00,
        kind: 'discount',
        reference: `Early-payment discount (RUN-${run.id}-1)`,
        paid_on: fromToday(1),
      },
    ]);
    const history = await server.app.db
      .selectFrom('audit_events')
      .select(['action', 'reason'])
      .where('entity_type', '=', 'invoice')
      .where('entity_id', '=', ids.a2!)
      .where('action', '=', 'paid')
      .execute();
    expect(history).toEqual([
      { action: 'paid', reason: expect.stringContaining('discount 15.00') },
    ]);
    // The list's kept counts moved with the invoices (the run moves them in groups).
    const listed = await send(payer.auth, 'GET', '/api/v1/invoice?type=all&payment_status=paid');
    const counted = await server.app.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('payment_status', '=', 'paid')
      .executeTakeFirstOrThrow();
    expect(listed.json().pagination.total).toBe(Number(counted.n));
    expect((await send(payer.auth, 'POST', `${url}/undo`)).statusCode).toBe(409);
    expect((await send(payer.auth, 'GET', `${url}/file`)).statusCode).toBe(200);
  });

  it('discards a draft', async () => {
    const created = await send(payer.auth, 'POST', '/api/v1/payment-runs', {
      pay_date: fromToday(2),
      invoice_ids: [ids.extra],
    });
    const { id } = runOf(created);
    expect((await send(payer.auth, 'DELETE', `/api/v1/payment-runs/${id}`)).statusCode).toBe(200);
    expect((await send(payer.auth, 'GET', `/api/v1/payment-runs/${id}`)).statusCode).toBe(404);
    const list = await send(payer.auth, 'GET', '/api/v1/payment-runs?status=executed');
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([run.id]);
  });
});
