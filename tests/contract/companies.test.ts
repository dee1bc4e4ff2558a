import { contract } from '@procure/contract';
import type { AppRoute } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_SERVICE_ROOTS } from '../../apps/web/src/config/api-roots';
import { callContract, type ContractArgs } from '../../apps/web/src/lib/contract-query';
import { ok, startServer } from './server';

// The Company area (issue 22 item 6) through the web app's API layer against the real server:
// every company route, in the shapes the screens read.
let server: Awaited<ReturnType<typeof startServer>>;
let token: string;
const call = <R extends AppRoute>(route: R, args: ContractArgs<R>) =>
  callContract(route, args, { root: server.roots[CONTRACT_SERVICE_ROOTS.company], token });

beforeAll(async () => {
  server = await startServer();
  token = await server.demoToken();
});
afterAll(() => server.stop());

describe('companies through the web API layer', () => {
  it('lists, adds, edits, keeps bank accounts and limits a user to a company', async () => {
    const k = contract.company;
    const list = ok(await call(k.list, { query: { status: 'active' } }));
    expect(list.counts.active).toBeGreaterThanOrEqual(2);
    expect(list.data.map((c) => c.code)).toEqual(expect.arrayContaining(['DE01', 'IN01']));

    const body = {
      name: 'Contract Test SAS',
      code: 'ct-fr',
      vat_id: 'FR 12 345678901',
      base_currency: 'eur',
    };
    const made = ok(await call(k.create, { body })).data;
    expect(made).toMatchObject({ code: 'CT-FR', vat_id: 'FR12345678901', base_currency: 'EUR' });
    const duplicate = await call(k.create, { body });
    expect('error' in duplicate && duplicate.error.status).toBe(409);
    const id = made.id;
    const renamed = ok(
      await call(k.update, { params: { id }, body: { ...body, name: 'Renamed SAS' } }),
    );
    expect(renamed.data.name).toBe('Renamed SAS');
    expect(ok(await call(k.get, { params: { id } })).data.name).toBe('Renamed SAS');

    const account = {
      account_name: 'Lyon',
      iban: 'FR14 2004 1010 0505 0001 3M02 606',
      currency: 'EUR',
    };
    const withAccount = ok(await call(k.addBankAccount, { params: { id }, body: account })).data;
    const accountId = withAccount.bank_accounts[0]!.id;
    expect(withAccount.bank_accounts[0]).toMatchObject({
      iban: 'FR1420041010050500013M02606',
      is_default: true,
    });
    const bad = await call(k.addBankAccount, {
      params: { id },
      body: { ...account, iban: 'FR1420041010050500013M02607' },
    });
    expect('error' in bad && bad.error.issues.map((i) => i.path)).toEqual(['iban']);
    ok(
      await call(k.updateBankAccount, {
        params: { id, accountId },
        body: { ...account, account_name: 'Lyon main' },
      }),
    );
    expect(
      ok(await call(k.removeBankAccount, { params: { id, accountId } })).data.bank_accounts,
    ).toEqual([]);

    const options = ok(await call(k.options, {})).data;
    expect(options.find((o) => o.id === id)).toEqual({
      id,
      code: 'CT-FR',
      name: 'Renamed SAS',
      base_currency: 'EUR',
    });

    const me = ok(
      await callContract(contract.profile.get, {}, { root: server.roots.auth, token }),
    ).data;
    const viewer = ok(
      await callContract(contract.users.list, {}, { root: server.roots.auth, token }),
    ).data.find((user) => user.id !== me.id)!;
    const limited = ok(
      await call(k.setUserCompanies, { params: { id: viewer.id }, body: { company_ids: [id] } }),
    );
    expect(limited.data).toEqual({ user_id: viewer.id, company_ids: [id] });
    const assignments = ok(await call(k.assignments, {})).data;
    expect(assignments.users).toContainEqual({ user_id: viewer.id, company_ids: [id] });
    ok(await call(k.setUserCompanies, { params: { id: viewer.id }, body: { company_ids: [] } }));
  });
});
