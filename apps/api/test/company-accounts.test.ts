import { CompanySchema } from '@procure/contract';
import { describe, expect, it } from 'vitest';
import { refusal } from '../src/security/permissions';
import { COMPANY_MESSAGES } from '../src/services/companies';
import { signedInTestApp } from './helpers';
import { COMPANIES_ROOT as ROOT, companyKit, DE_IBAN, FR_IBAN } from './support/companies';
import { userWithRoles } from './support/roles';

const server = signedInTestApp();
const { company, created } = companyKit(server);

// Company bank accounts, and who may keep companies.
describe('company bank accounts', () => {
  it('adds accounts in electronic format, keeps one default, and removes them', async () => {
    const made = await created();
    const first = await server.call('POST', `${ROOT}/${made.id}/bank-accounts`, {
      account_name: 'Main account',
      iban: DE_IBAN,
      bic: 'cobadeffxxx',
      currency: 'EUR',
    });
    expect(first.statusCode, first.body).toBe(201);
    const one = CompanySchema.parse(first.json().data).bank_accounts;
    expect(one).toEqual([
      expect.objectContaining({
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        is_default: true,
      }),
    ]);
    const second = await server.call('POST', `${ROOT}/${made.id}/bank-accounts`, {
      account_name: 'Paris',
      iban: FR_IBAN,
      currency: 'EUR',
      is_default: true,
    });
    const two = CompanySchema.parse(second.json().data).bank_accounts;
    expect(two.map((a) => [a.account_name, a.is_default])).toEqual([
      ['Paris', true],
      ['Main account', false],
    ]);
    // The same values again change nothing and write no audit row.
    const main = two[1]!;
    const unchanged = await server.call('PUT', `${ROOT}/${made.id}/bank-accounts/${main.id}`, {
      account_name: main.account_name,
      iban: DE_IBAN,
      bic: main.bic,
      currency: main.currency,
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    const changes = await server.app.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity_type', '=', 'company')
      .where('entity_id', '=', made.id)
      .where('action', '=', 'bank_account_changed')
      .execute();
    expect(changes).toEqual([]);
    const removed = await server.call('DELETE', `${ROOT}/${made.id}/bank-accounts/${two[0]!.id}`);
    expect(CompanySchema.parse(removed.json().data).bank_accounts).toEqual([
      expect.objectContaining({ account_name: 'Main account', is_default: true }),
    ]);
  });

  it('refuses an IBAN that fails its check and a wrong BIC as field issues', async () => {
    const made = await created();
    const answer = await server.call('POST', `${ROOT}/${made.id}/bank-accounts`, {
      account_name: 'Typo',
      iban: 'DE89370400440532013001',
      bic: 'COBA',
      currency: 'EUR',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().issues.map((i: { path: string }) => i.path)).toEqual(['iban', 'bic']);
    expect(answer.body).not.toContain('DE89370400440532013001');
    const read = CompanySchema.parse((await server.call('GET', `${ROOT}/${made.id}`)).json().data);
    expect(read.bank_accounts).toEqual([]);
  });

  it('refuses the same IBAN twice in one company with 409', async () => {
    const made = await created();
    const body = { account_name: 'Main', iban: DE_IBAN, currency: 'EUR' };
    expect((await server.call('POST', `${ROOT}/${made.id}/bank-accounts`, body)).statusCode).toBe(
      201,
    );
    const again = await server.call('POST', `${ROOT}/${made.id}/bank-accounts`, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COMPANY_MESSAGES.ibanTaken);
  });
});

describe('who may keep companies', () => {
  it('lets every role read and only an admin write', async () => {
    const made = await created();
    for (const role of ['buyer', 'approver', 'ap_clerk', 'payer', 'viewer'] as const) {
      const user = await userWithRoles(server.app, [role]);
      const read = await server.app.inject({
        method: 'GET',
        url: `${ROOT}/${made.id}`,
        headers: user.auth,
      });
      expect(read.statusCode).toBe(200);
      const write = await server.app.inject({
        method: 'POST',
        url: ROOT,
        headers: user.auth,
        payload: company(),
      });
      expect(write.statusCode).toBe(403);
      expect(write.json()).toEqual({ message: refusal('companies.manage'), code: 'forbidden' });
    }
  });

  it('offers a limited user only their companies in the dropdown', async () => {
    const mine = await created();
    const other = await created();
    const user = await userWithRoles(server.app, ['buyer']);
    await server.app.db
      .insertInto('user_companies')
      .values({ user_id: user.id, company_id: mine.id })
      .execute();
    const options = await server.app.inject({
      method: 'GET',
      url: `${ROOT}/options`,
      headers: user.auth,
    });
    const ids = options.json().data.map((o: { id: number }) => o.id);
    expect(ids).toEqual([mine.id]);
    expect(ids).not.toContain(other.id);
  });
});
