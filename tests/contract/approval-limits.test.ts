import { contract } from '@procure/contract';
import type { AppRoute } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_SERVICE_ROOTS } from '../../apps/web/src/config/api-roots';
import { callContract, type ContractArgs } from '../../apps/web/src/lib/contract-query';
import { ok, startServer } from './server';

// Approval limits and exchange rates (issue 22 item 3) through the web app's API layer against
// the real server, in the shapes the screens read.
let server: Awaited<ReturnType<typeof startServer>>;
let token: string;
const call = <R extends AppRoute>(
  route: R,
  args: ContractArgs<R>,
  service: 'exchangeRate' | 'approvalLimits' | 'users',
) => callContract(route, args, { root: server.roots[CONTRACT_SERVICE_ROOTS[service]], token });

beforeAll(async () => {
  server = await startServer();
  token = await server.demoToken();
});
afterAll(() => server.stop());

describe('approval limits through the web API layer', () => {
  it('keeps exchange rates: list with the demo rates, add, correct, delete', async () => {
    const k = contract.exchangeRate;
    const list = ok(await call(k.list, { query: {} }, 'exchangeRate'));
    expect(list.base_currency).toBe('INR');
    expect(list.data.map((r) => r.currency)).toEqual(expect.arrayContaining(['EUR', 'USD']));
    const added = ok(
      await call(
        k.create,
        { body: { currency: 'chf', rate_date: '2026-05-01', rate: '95.2' } },
        'exchangeRate',
      ),
    );
    expect(added.data).toMatchObject({ currency: 'CHF', rate: '95.2' });
    const params = { currency: 'CHF', rate_date: '2026-05-01' };
    const twice = await call(k.create, { body: { ...params, rate: '1' } }, 'exchangeRate');
    expect('error' in twice && twice.error.status).toBe(409);
    expect(
      ok(await call(k.update, { params, body: { rate: '96' } }, 'exchangeRate')).data.rate,
    ).toBe('96');
    ok(await call(k.remove, { params }, 'exchangeRate'));
    const gone = await call(k.remove, { params }, 'exchangeRate');
    expect('error' in gone && gone.error.status).toBe(404);
  });

  it("sets a user's limits and shows them in the user list; a bad limit names its field", async () => {
    const users = ok(await call(contract.users.list, {}, 'users'));
    const lena = users.data.find((u) => u.email === 'limited.approver@procure.test')!;
    expect(lena.limits).toEqual({ po: 2_500_000, invoice: 1_000_000 });
    const set = contract.approvalLimits.set;
    const saved = ok(
      await call(set, { params: { id: lena.id }, body: { invoice: 500_000 } }, 'approvalLimits'),
    );
    expect(saved.data.limits).toEqual({ po: null, invoice: 500_000 });
    const bad = await call(set, { params: { id: lena.id }, body: { po: -1 } }, 'approvalLimits');
    expect('error' in bad && bad.error.issues.map((i) => i.path)).toEqual(['po']);
  });
});
