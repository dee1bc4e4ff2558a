import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/** Companies (issue 22 item 6): the buying organisation's own legal entities. POs, MRNs,
 * invoices and payment runs belong to one (`company_id`, null for what was written before this
 * migration and for an invoice whose buyer matched none); a user may be limited to some of them
 * (`user_companies`: no row means every company); an invitation may carry the companies its user
 * is limited to (`account_links.companies`, comma-separated ids, '' for none). A company's bank
 * accounts are what a payment run pays from. The address uses the places tables, as a vendor's
 * does. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('companies'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Short and unique (a ledger's company code): what lists and dropdowns show beside the name.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('vat_id', 'text')
    .addColumn('address_line', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
    .addColumn('state_id', 'integer', (c) => c.references('states.id'))
    .addColumn('city_id', 'integer', (c) => c.references('cities.id'))
    .addColumn('base_currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status IN ('active', 'inactive')`),
    )
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('company_bank_accounts'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('iban', 'text', (c) => c.notNull())
    .addColumn('bic', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    // The account a payment run of this company pays from unless another is chosen.
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('company_bank_accounts_company')
    .on('company_bank_accounts')
    .column('company_id')
    .execute();

  await db.schema
    .createTable('user_companies')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addPrimaryKeyConstraint('user_companies_pk', ['user_id', 'company_id'])
    .execute();

  await db.schema
    .alterTable('account_links')
    .addColumn('companies', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  for (const table of ['procurement_documents', 'invoices', 'payment_runs']) {
    await db.schema
      .alterTable(table)
      .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
      .execute();
    await db.schema.createIndex(`${table}_company`).on(table).column('company_id').execute();
  }
}
