import { CompanyListSchema, CompanySchema, CompanyOptionSchema } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '../src/services/companies';
import { signedInTestApp } from './helpers';
import { COMPANIES_ROOT as ROOT, companyKit } from './support/companies';

const server = signedInTestApp();
const { company, created, placeIds, serial } = companyKit(server);

describe('companies', () => {
  it('adds a company, stores its code and VAT id normalised, and reads it back with its places', async () => {
    const { country, state, city } = await placeIds();
    const made = await created({
      address_line: ' Hauptstr. 1 ',
      postal_code: '80331',
      country_id: country.id,
      state_id: state.id,
      city_id: city.id,
    });
    expect(made).toMatchObject({
      code: `TC-${serial()}`,
      vat_id: 'DE123456789',
      base_currency: 'EUR',
      status: 'active',
      address_line: 'Hauptstr. 1',
      country_name: country.name,
      state_name: state.name,
      city_name: city.name,
      bank_accounts: [],
    });
    const read = await server.call('GET', `${ROOT}/${made.id}`);
    expect(CompanySchema.parse(read.json().data)).toEqual(made);
    const audit = await server.app.db
      .selectFrom('audit_events')
      .select(['action'])
      .where('entity_type', '=', 'company')
      .where('entity_id', '=', made.id)
      .execute();
    expect(audit).toEqual([{ action: 'created' }]);
  });

  it('answers field issues for a bad body, and writes nothing', async () => {
    const before = CompanyListSchema.parse((await server.call('GET', ROOT)).json()).pagination
      .total;
    const answer = await server.call('POST', ROOT, {
      name: '',
      code: 'a b',
      vat_id: '123',
      base_currency: 'XYZ',
      status: 'closed',
    });
    expect(answer.statusCode).toBe(400);
    const paths = answer.json().issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining(['name', 'code', 'vat_id', 'base_currency', 'status']),
    );
    expect(answer.body).not.toContain('XYZ');
    const after = CompanyListSchema.parse((await server.call('GET', ROOT)).json()).pagination.total;
    expect(after).toBe(before);
  });

  it('refuses places that do not nest as field issues', async () => {
    const { country, city } = await placeIds();
    const answer = await server.call(
      'POST',
      ROOT,
      company({ country_id: country.id, city_id: city.id }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().issues).toEqual([
      { path: 'city_id', message: COMPANY_MESSAGES.cityWithoutState },
    ]);
    const unknown = await server.call('POST', ROOT, company({ country_id: 999_999 }));
    expect(unknown.json().issues).toEqual([
      { path: 'country_id', message: COMPANY_MESSAGES.unknownCountry },
    ]);
  });

  it('refuses a code another company holds with 409, on create and on update', async () => {
    const first = await created();
    const clash = await server.call('POST', ROOT, company({ code: first.code.toLowerCase() }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: COMPANY_MESSAGES.codeTaken, code: 'conflict' });
    const second = await created();
    const renamed = await server.call('PUT', `${ROOT}/${second.id}`, company({ code: first.code }));
    expect(renamed.statusCode).toBe(409);
  });

  it('updates details and status with one audit row per changed field', async () => {
    const made = await created();
    const answer = await server.call('PUT', `${ROOT}/${made.id}`, {
      name: 'Renamed GmbH',
      code: made.code,
      vat_id: made.vat_id,
      base_currency: 'EUR',
      status: 'inactive',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(CompanySchema.parse(answer.json().data)).toMatchObject({
      name: 'Renamed GmbH',
      status: 'inactive',
    });
    const audit = await server.app.db
      .selectFrom('audit_events')
      .select(['field', 'old_value', 'new_value'])
      .where('entity_type', '=', 'company')
      .where('entity_id', '=', made.id)
      .where('action', '=', 'updated')
      .orderBy('field')
      .execute();
    expect(audit).toEqual([
      { field: 'name', old_value: made.name, new_value: 'Renamed GmbH' },
      { field: 'status', old_value: 'active', new_value: 'inactive' },
    ]);
    const options = await server.call('GET', `${ROOT}/options`);
    const ids = options.json().data.map((o: unknown) => CompanyOptionSchema.parse(o).id);
    expect(ids).not.toContain(made.id);
  });

  it('refuses a body past 16 KB (413) before reading it, and a text body as a 400', async () => {
    const big = await server.call('POST', ROOT, company({ name: 'x'.repeat(20_000) }));
    expect(big.statusCode).toBe(413);
    const text = await server.app.inject({
      method: 'POST',
      url: ROOT,
      headers: { ...server.auth, 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    // The server parses text/plain as a string (every route alike): the contract refuses it.
    expect(text.statusCode).toBe(400);
  });

  it('answers 404 for an unknown company or account', async () => {
    expect((await server.call('GET', `${ROOT}/999999`)).statusCode).toBe(404);
    expect((await server.call('PUT', `${ROOT}/999999`, company())).statusCode).toBe(404);
    const made = await created();
    const account = await server.call('DELETE', `${ROOT}/${made.id}/bank-accounts/999999`);
    expect(account.statusCode).toBe(404);
    expect(account.json().message).toBe(COMPANY_MESSAGES.accountNotFound);
  });

  it('lists by name with search, status filter and per-status counts', async () => {
    const marker = `Zeta${process.pid}`;
    await created({ name: `${marker} Alpha` });
    const inactive = await created({ name: `${marker} Beta`, status: 'inactive' });
    const all = CompanyListSchema.parse(
      (await server.call('GET', `${ROOT}?search=${marker}`)).json(),
    );
    expect(all.data.map((c) => c.name)).toEqual([`${marker} Alpha`, `${marker} Beta`]);
    expect(all.counts).toEqual({ active: 1, inactive: 1 });
    const onlyInactive = CompanyListSchema.parse(
      (await server.call('GET', `${ROOT}?search=${marker}&status=inactive&page_size=1`)).json(),
    );
    expect(onlyInactive.data.map((c) => c.id)).toEqual([inactive.id]);
    expect(onlyInactive.pagination).toEqual({ total: 1, pages: 1, page: 1, page_size: 1 });
  });
});

describe('the demo companies', () => {
  it('seeds the two companies the demo invoices are addressed to, each with a checked account', async () => {
    const list = CompanyListSchema.parse(
      (await server.call('GET', `${ROOT}?search=Procure Demo`)).json(),
    );
    expect(list.data.map((c) => [c.code, c.name, c.base_currency, c.city_name])).toEqual([
      ['DE01', 'Procure Demo GmbH', 'EUR', 'Berlin'],
      ['IN01', 'Procure Demo India Pvt Ltd', 'INR', 'Bengaluru'],
    ]);
    for (const company of list.data)
      expect(company.bank_accounts).toEqual([expect.objectContaining({ is_default: true })]);
    expect(list.data[0]!.bank_accounts[0]!.iban).toBe('DE89370400440532013000');
  });
});
