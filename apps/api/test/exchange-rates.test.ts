import { contract } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';
import { colleague } from './support/colleague';
import { testEngine } from './test-database';

// Exchange rates in master data and approval limits in user administration (issue 22 item 3):
// each answer parsed with the contract; bad input is a 400 naming the field.
const server = signedInTestApp();
const admin = colleague(server, 'Ada Admin');
const approver = colleague(server, 'Abe Approver', ['approver']);
const paths = (res: { json(): { issues?: { path: string }[] } }) =>
  (res.json().issues ?? []).map((i) => i.path);

describe(`exchange rates on ${testEngine}`, () => {
  const url = '/api/v1/exchange-rates';

  it('adds, lists, corrects and deletes rates; the base currency and a day twice are refused', async () => {
    const added = await admin.call('POST', url, {
      currency: 'usd',
      rate_date: '2026-01-02',
      rate: '83.125',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(contract.exchangeRate.create.responses[201].parse(added.json()).data).toMatchObject({
      currency: 'USD',
      rate_date: '2026-01-02',
      rate: '83.125',
      created_by: 'Ada Admin',
    });
    await admin.call('POST', url, { currency: 'USD', rate_date: '2026-02-02', rate: '84' });
    const twice = await admin.call('POST', url, {
      currency: 'USD',
      rate_date: '2026-01-02',
      rate: '1',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('USD has a rate on 2026-01-02 already: edit it');
    const base = await admin.call('POST', url, {
      currency: 'INR',
      rate_date: '2026-01-02',
      rate: '1',
    });
    expect(base.statusCode).toBe(400);
    expect(paths(base)).toEqual(['currency']);

    const list = contract.exchangeRate.list.responses[200].parse(
      (await approver.call('GET', `${url}?currency=USD`)).json(),
    );
    expect(list.base_currency).toBe('INR');
    // The demo seed's USD rate of 2020 comes last: newest first.
    expect(list.data.map((r) => `${r.rate_date} ${r.rate}`)).toEqual([
      '2026-02-02 84',
      '2026-01-02 83.125',
      '2020-01-01 83.25',
    ]);

    const corrected = await admin.call('PUT', `${url}/USD/2026-01-02`, { rate: '83.5' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data.rate).toBe('83.5');
    expect((await admin.call('PUT', `${url}/USD/2025-01-02`, { rate: '1' })).statusCode).toBe(404);
    expect((await admin.call('DELETE', `${url}/USD/2026-02-02`)).statusCode).toBe(200);
    expect((await admin.call('DELETE', `${url}/USD/2026-02-02`)).statusCode).toBe(404);
    const left = (await admin.call('GET', `${url}?currency=USD`)).json().data as {
      rate_date: string;
    }[];
    expect(left.map((r) => r.rate_date)).toEqual(['2026-01-02', '2020-01-01']);
  });

  it('answers 400 for a rate that is not a positive decimal, an unknown currency or date', async () => {
    for (const [body, path] of [
      [{ currency: 'EUR', rate_date: '2026-01-02', rate: '0' }, 'rate'],
      [{ currency: 'EUR', rate_date: '2026-01-02', rate: '-1' }, 'rate'],
      [{ currency: 'EUR', rate_date: '2026-01-02', rate: '1e3' }, 'rate'],
      [{ currency: 'XYZ', rate_date: '2026-01-02', rate: '1' }, 'currency'],
      [{ currency: 'EUR', rate_date: '02.01.2026', rate: '1' }, 'rate_date'],
    ] as const) {
      const refused = await admin.call('POST', url, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(paths(refused)).toEqual([path]);
    }
  });

  it('keeps rates to those who edit master data', async () => {
    const refused = await approver.call('POST', url, {
      currency: 'EUR',
      rate_date: '2026-01-02',
      rate: '90',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
  });
});

describe(`approval limits in user administration on ${testEngine}`, () => {
  it('sets a user’s limits, shows them in the list and on their profile', async () => {
    const saved = await admin.call('PUT', `/api/v1/users/${approver.id}/limits`, {
      po: 2_500_000,
      invoice: 1_000_000,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(contract.approvalLimits.set.responses[200].parse(saved.json()).data).toEqual({
      user_id: approver.id,
      limits: { po: 2_500_000, invoice: 1_000_000 },
    });
    const users = contract.users.list.responses[200].parse(
      (await admin.call('GET', '/api/v1/users')).json(),
    );
    expect(users.data.find((u) => u.id === approver.id)?.limits).toEqual({
      po: 2_500_000,
      invoice: 1_000_000,
    });
    expect(users.data.find((u) => u.id === admin.id)?.limits).toEqual({ po: null, invoice: null });
    const profile = contract.profile.get.responses[200].parse(
      (await approver.call('GET', '/api/v1/profile')).json(),
    );
    expect(profile.data.limits).toEqual({ po: 2_500_000, invoice: 1_000_000 });
    // Left out: no limit.
    await admin.call('PUT', `/api/v1/users/${approver.id}/limits`, { invoice: 0 });
    const own = (await approver.call('GET', '/api/v1/profile')).json().data.limits;
    expect(own).toEqual({ po: null, invoice: 0 });
  });

  it('answers 400 for a negative, fractional or unknown limit, 404 for an unknown user, 403 for a non-admin', async () => {
    const limitsOf = `/api/v1/users/${approver.id}/limits`;
    for (const [body, path] of [
      [{ po: -1 }, 'po'],
      [{ invoice: 10.5 }, 'invoice'],
      [{ invoice: '100' }, 'invoice'],
      [{ mrn: 100 }, 'body'],
    ] as const) {
      const refused = await admin.call('PUT', limitsOf, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(paths(refused)).toEqual([path]);
    }
    expect((await admin.call('PUT', '/api/v1/users/999999/limits', {})).statusCode).toBe(404);
    expect((await approver.call('PUT', limitsOf, { po: 1 })).statusCode).toBe(403);
  });

  it('carries an invitation’s limits to the user who accepts it', async () => {
    const invited = await admin.call('POST', '/api/v1/users/invitations', {
      email: 'limited@example.test',
      roles: ['approver'],
      limits: { invoice: 500_000 },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const audit = await server.app.db
      .selectFrom('audit_events')
      .select('reason')
      .where('entity_type', '=', 'invitation')
      .where('entity_id', '=', invited.json().data.id)
      .executeTakeFirstOrThrow();
    expect(audit.reason).toBe('approval limits {"po":null,"invoice":500000}');
    const pending = (await admin.call('GET', '/api/v1/users')).json().invitations as {
      email: string;
      limits: object;
    }[];
    expect(pending.find((i) => i.email === 'limited@example.test')?.limits).toEqual({
      po: null,
      invoice: 500_000,
    });
    const accepted = await server.app.inject({
      method: 'POST',
      url: '/api/v1/account-links/accept',
      payload: {
        token: invited.json().data.token,
        user_name: 'Lim Ited',
        password: 'a long enough passphrase',
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const users = (await admin.call('GET', '/api/v1/users')).json().data as {
      email: string;
      limits: object;
    }[];
    expect(users.find((u) => u.email === 'limited@example.test')?.limits).toEqual({
      po: null,
      invoice: 500_000,
    });
  });
});
