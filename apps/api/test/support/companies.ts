import { CompanySchema } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { nowIso } from '../../src/db/dialect';
import { writeUserCompanies } from '../../src/repositories/user-companies';
import type { Role } from '../../src/security/roles';
import type { signedInTestApp } from '../helpers';
import { userWithRoles } from './roles';

let counter = 0;

/** A company written as the Company area saves one (the test needs the row, not that screen). */
export async function addCompany(
  app: FastifyInstance,
  values: { name: string; vat_id?: string | null; status?: 'active' | 'inactive'; iban?: string },
) {
  counter += 1;
  const now = nowIso();
  const { id } = await app.db
    .insertInto('companies')
    .values({
      name: values.name,
      code: `T${counter}-${process.pid}`,
      vat_id: values.vat_id ?? null,
      base_currency: 'EUR',
      status: values.status ?? 'active',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.iban)
    await app.db
      .insertInto('company_bank_accounts')
      .values({
        company_id: id,
        account_name: `${values.name} main account`,
        iban: values.iban,
        bic: 'COBADEFFXXX',
        currency: 'EUR',
        is_default: 1,
        created_at: now,
      })
      .execute();
  return id;
}

/** A signed-in user limited to `companies`. */
export async function limitedUser(app: FastifyInstance, roles: Role[], companies: number[]) {
  const user = await userWithRoles(app, roles);
  await writeUserCompanies(app.db, user.id, companies);
  return user;
}

export const COMPANIES_ROOT = '/api/v1/companies';

// Valid IBANs whose national check digits hold too (decisions: "Demo IBANs carry national
// check digits").
export const DE_IBAN = 'DE89 3704 0044 0532 0130 00';
export const FR_IBAN = 'FR1420041010050500013M02606';

/** Company bodies with names and codes of their own, saved through the Company routes as the
 * file's demo user, and the ids of a German country, state and city. */
export function companyKit(server: ReturnType<typeof signedInTestApp>) {
  const ROOT = COMPANIES_ROOT;
  let bodies = 0;
  const company = (extra: object = {}) => {
    bodies += 1;
    return {
      name: `Test Company ${bodies}`,
      code: `tc-${bodies}`,
      vat_id: 'DE 123 456 789',
      base_currency: 'eur',
      ...extra,
    };
  };
  async function created(extra: object = {}) {
    const answer = await server.call('POST', ROOT, company(extra));
    expect(answer.statusCode, answer.body).toBe(201);
    return CompanySchema.parse(answer.json().data);
  }
  async function placeIds() {
    const countries = await server.call('GET', '/api/v1/location/countries?search=Germany');
    const country = countries.json().data.countries[0];
    const states = await server.call('GET', `/api/v1/location/states?country_id=${country.id}`);
    const state = states.json().data.states[0];
    const cities = await server.call('GET', `/api/v1/location/cities?state_id=${state.id}`);
    return { country, state, city: cities.json().data.cities[0] };
  }
  return { company, created, placeIds, serial: () => bodies };
}
