import { contract } from '@procure/contract';
import type { AppRoute } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_SERVICE_ROOTS } from '../../apps/web/src/config/api-roots';
import { callContract, type ContractArgs } from '../../apps/web/src/lib/contract-query';
import { startServer } from './server';

// Every payment-run route through the web app's own API layer against the real server: the
// answers parse with the contract's schemas (the runs' own journey is in the API tests and the
// browser test).
let server: Awaited<ReturnType<typeof startServer>>;
let token: string;
const call = <R extends AppRoute>(route: R, args: ContractArgs<R>) =>
  callContract(route, args, { root: server.roots[CONTRACT_SERVICE_ROOTS.paymentRun], token });

beforeAll(async () => {
  server = await startServer();
  token = await server.demoToken();
});
afterAll(() => server.stop());

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const missing = { status: 404, message: 'No payment run with this id' };

describe('payment runs through the web API layer', () => {
  it('lists runs and proposes one in the shapes the page reads', async () => {
    const list = await call(contract.paymentRun.list, { query: {} });
    expect('data' in list && list.data.pagination.page).toBe(1);
    const proposal = await call(contract.paymentRun.propose, { body: { pay_date: tomorrow } });
    if (!('data' in proposal)) throw new Error(proposal.error.message);
    expect(proposal.data.data.pay_date).toBe(tomorrow);
    expect(proposal.data.data.totals).toBeInstanceOf(Array);
  });

  it('reaches every run route, which names a run it does not know', async () => {
    const params = { id: 987654 };
    const results = await Promise.all([
      call(contract.paymentRun.get, { params }),
      call(contract.paymentRun.addItems, { params, body: { invoice_ids: [1] } }),
      call(contract.paymentRun.removeItem, { params: { ...params, invoiceId: 1 } }),
      call(contract.paymentRun.remove, { params }),
      call(contract.paymentRun.confirm, { params }),
      call(contract.paymentRun.file, { params, query: {} }),
      call(contract.paymentRun.execute, { params, body: {} }),
      call(contract.paymentRun.undo, { params }),
    ]);
    for (const result of results) expect(result).toMatchObject({ error: missing });
  });

  it('refuses a draft with nothing in it to pay, with the reason', async () => {
    const created = await call(contract.paymentRun.create, {
      body: { pay_date: tomorrow, invoice_ids: [987654] },
    });
    expect(created).toMatchObject({ error: { status: 400 } });
  });
});
