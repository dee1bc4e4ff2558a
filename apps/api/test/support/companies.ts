import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../src/db/dialect';
import { writeUserCompanies } from '../../src/repositories/user-companies';
import type { Role } from '../../src/security/roles';
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
