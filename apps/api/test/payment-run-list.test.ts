import { contract } from '@procure/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { approvedInvoice, fromToday, payableVendor } from './support/payment-runs';
import { userWithRoles } from './support/roles';
import { testEngine } from './test-database';

// The runs list is paged by the server with its total, as every list is (issue 25: the web's
// pager on /payments).
const server = signedInTestApp();
let auth: Record<string, string>;
const made: number[] = [];

beforeAll(async () => {
  const { app } = server;
  const payer = await userWithRoles(app, ['payer']);
  const approver = await userWithRoles(app, ['approver']);
  auth = payer.auth;
  const vendor = await payableVendor(app, 'Paging Supplies GmbH', {
    iban: 'DE89 3704 0044 0532 0130 00',
  });
  for (const n of [1, 2, 3]) {
    const invoice = await approvedInvoice(
      app,
      { number: `PG-${n}`, vendorId: vendor, cents: n * 100_00, invoiceDate: fromToday(-30) },
      approver,
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/payment-runs',
      headers: auth,
      payload: { pay_date: fromToday(1), invoice_ids: [invoice] },
    });
    expect(created.statusCode, created.body).toBe(201);
    made.push(created.json().data.id);
  }
});

const page = async (n: number, size: number) =>
  contract.paymentRun.list.responses[200].parse(
    (
      await server.app.inject({
        method: 'GET',
        url: `/api/v1/payment-runs?page=${n}&page_size=${size}`,
        headers: auth,
      })
    ).json(),
  );

describe(`the payment runs list on ${testEngine}`, () => {
  it('answers a page of runs, newest first, with the total and the page count', async () => {
    const first = await page(1, 2);
    expect(first.data.map((run) => run.id)).toEqual([made[2], made[1]]);
    expect(first.pagination).toMatchObject({ total: 3, pages: 2, page: 1, page_size: 2 });
    const second = await page(2, 2);
    expect(second.data.map((run) => run.id)).toEqual([made[0]]);
    expect(second.pagination.total).toBe(3);
    expect((await page(3, 2)).data).toEqual([]);
  });
});
