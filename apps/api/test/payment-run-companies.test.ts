import { contract, type PaymentRun } from '@procure/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../packages/payments/test/schema';
import { DEMO_PAYING_ACCOUNT } from '../src/paying-account';
import { signedInTestApp } from './helpers';
import { addCompany, limitedUser } from './support/companies';
import { approvedInvoice, fromToday, payableVendor } from './support/payment-runs';
import { userWithRoles } from './support/roles';
import { testEngine } from './test-database';

// A payment run is made for one company (issue 25 item 2): it proposes only that company's
// invoices and pays from the company's bank account, the company being the pain.001 debtor; a
// run without a company pays from the configured account, as before companies existed.
const server = signedInTestApp();
const NORTH_IBAN = 'DE02120300000000202051';
const ids: Record<string, number> = {};
let north = 0;
let south = 0;
let closed = 0;
let payer: Awaited<ReturnType<typeof userWithRoles>>;
let southPayer: Awaited<ReturnType<typeof userWithRoles>>;

beforeAll(async () => {
  const { app } = server;
  payer = await userWithRoles(app, ['payer']);
  const approver = await userWithRoles(app, ['approver']);
  north = await addCompany(app, { name: 'North Trading GmbH', iban: NORTH_IBAN });
  south = await addCompany(app, { name: 'South Trading Ltd' });
  closed = await addCompany(app, { name: 'Closed Co', status: 'inactive', iban: NORTH_IBAN });
  southPayer = await limitedUser(app, ['payer'], [south]);
  const vendor = await payableVendor(app, 'Rijn Logistiek BV', { iban: 'NL91ABNA0417164300' });
  const due = { invoiceDate: fromToday(-40), dueDate: fromToday(-10) };
  const add = async (key: string, cents: number, companyId: number | null) => {
    ids[key] = await approvedInvoice(
      app,
      { number: `CO-${key}`, vendorId: vendor, cents, ...due },
      approver,
    );
    await app.repos.invoices.update(app.db, ids[key]!, { company_id: companyId });
  };
  await add('north1', 1200_00, north);
  await add('north2', 34_50, north);
  await add('south1', 900_00, south);
  await add('none1', 70_00, null);
});

const send = (
  auth: Record<string, string>,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => server.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const runOf = (answer: { json(): unknown }) =>
  contract.paymentRun.get.responses[200].parse(answer.json()).data as PaymentRun;
const invoiceIds = (run: { vendors: Array<{ invoices: Array<{ invoice_id: number }> }> }) =>
  run.vendors.flatMap((v) => v.invoices.map((i) => i.invoice_id)).sort((a, b) => a - b);

describe(`payment runs per company on ${testEngine}`, { timeout: 120_000 }, () => {
  let run: PaymentRun;

  it('proposes only the company’s invoices', async () => {
    const proposed = await send(payer.auth, 'POST', '/api/v1/payment-runs/proposal', {
      pay_date: fromToday(1),
      company_id: north,
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(invoiceIds(proposed.json().data)).toEqual([ids.north1, ids.north2]);
  });

  it('pays from the company’s default account, the company as debtor', async () => {
    const created = await send(payer.auth, 'POST', '/api/v1/payment-runs', {
      pay_date: fromToday(1),
      company_id: north,
    });
    expect(created.statusCode, created.body).toBe(201);
    run = runOf(created);
    expect(run.company_id).toBe(north);
    expect(run.debtor).toEqual({
      name: 'North Trading GmbH',
      iban: NORTH_IBAN,
      bic: 'COBADEFFXXX',
    });
    expect(invoiceIds(run)).toEqual([ids.north1, ids.north2]);
    const listed = (
      await send(payer.auth, 'GET', `/api/v1/payment-runs?company_id=${north}`)
    ).json();
    expect(listed.data.map((r: { id: number }) => r.id)).toEqual([run.id]);
    expect(listed.data[0]).toMatchObject({ company_id: north, debtor_name: 'North Trading GmbH' });
  });

  it('refuses another company’s invoice picked into the run', async () => {
    const added = await send(payer.auth, 'POST', `/api/v1/payment-runs/${run.id}/items`, {
      invoice_ids: [ids.south1],
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().issues[0].message).toBe(
      'CO-south1: The invoice is for another company than the one this run pays for.',
    );
  });

  it('writes pain.001 with the company as debtor, valid against the ISO 20022 schemas', async () => {
    const url = `/api/v1/payment-runs/${run.id}`;
    expect((await send(payer.auth, 'POST', `${url}/confirm`)).statusCode).toBe(200);
    for (const format of ['pain.001.001.09', 'pain.001.001.03'] as const) {
      const file = await send(payer.auth, 'GET', `${url}/file?format=${format}`);
      expect(file.statusCode, file.body).toBe(200);
      expect(await schemaErrors(file.body, format === 'pain.001.001.09' ? '09' : '03')).toEqual([]);
      const debtor = file.body.match(/<Dbtr>[\s\S]*?<\/Dbtr>/)![0];
      expect(debtor).toContain('<Nm>North Trading GmbH</Nm>');
      const account = file.body.match(/<DbtrAcct>[\s\S]*?<\/DbtrAcct>/)![0];
      expect(account).toContain(`<IBAN>${NORTH_IBAN}</IBAN>`);
      expect(file.body).toContain('<CtrlSum>1234.50</CtrlSum>');
    }
  });

  it('a company without a bank account cannot pay; an account must be the company’s own', async () => {
    const none = await send(payer.auth, 'POST', '/api/v1/payment-runs', {
      pay_date: fromToday(1),
      company_id: south,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(
      'South Trading Ltd has no default bank account to pay from: add one to the company, or choose one',
    );
    const account = await server.app.db
      .selectFrom('company_bank_accounts')
      .select('id')
      .where('company_id', '=', north)
      .executeTakeFirstOrThrow();
    const foreign = await send(payer.auth, 'POST', '/api/v1/payment-runs', {
      pay_date: fromToday(1),
      company_id: south,
      bank_account_id: account.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().issues).toEqual([
      { path: 'bank_account_id', message: "Choose one of South Trading Ltd's bank accounts" },
    ]);
    const inactive = await send(payer.auth, 'POST', '/api/v1/payment-runs', {
      pay_date: fromToday(1),
      company_id: closed,
    });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().issues[0].path).toBe('company_id');
  });

  it('a run without a company pays from the configured account', async () => {
    const created = await send(payer.auth, 'POST', '/api/v1/payment-runs', {
      pay_date: fromToday(1),
      invoice_ids: [ids.none1],
    });
    expect(created.statusCode, created.body).toBe(201);
    const plain = runOf(created);
    expect(plain.company_id).toBeNull();
    expect(plain.debtor).toEqual(DEMO_PAYING_ACCOUNT);
  });

  it('a payer limited to a company sees only its runs and runs only for it', async () => {
    const listed = (await send(southPayer.auth, 'GET', '/api/v1/payment-runs')).json();
    expect(listed.data).toEqual([]);
    const other = await send(southPayer.auth, 'GET', `/api/v1/payment-runs/${run.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('No payment run with this id');
    for (const body of [{}, { company_id: north }]) {
      const refused = await send(southPayer.auth, 'POST', '/api/v1/payment-runs', {
        pay_date: fromToday(1),
        ...body,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'You may only work for your own companies: choose one of them',
      );
    }
  });
});
