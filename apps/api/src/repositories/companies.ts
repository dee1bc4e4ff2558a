import type {
  Company,
  CompanyList,
  CompanyListQuerySchema,
  CompanyOption,
  CompanyStatus,
  CompanyValues,
} from '@procure/contract';
import type { z } from 'zod';
import type { Db } from '../db/connect';
import {
  engineOf,
  escapeLike,
  isUniqueViolation,
  likeInsensitive,
  nowIso,
  toCount,
} from '../db/dialect';
import type { CompanyRow } from '../db/schema-organisation';
import { inTransaction, type Executor } from '../db/transaction';
import { conflict, notFound } from '../http/errors';
import { recordAudits, type Actor } from '../services/audit';
import { AUDITED_COMPANY_FIELDS, checkPlaces, COMPANY_MESSAGES } from '../services/companies';
import { createCompanyBankAccounts, readBankAccounts } from './company-bank-accounts';
import { assertMayManage, companiesOfUser } from './user-companies';

type ListArgs = z.output<typeof CompanyListQuerySchema>;

/** A company's row with the names of its places, as lists and the form show them. */
function selectCompanies(db: Executor) {
  return db
    .selectFrom('companies as c')
    .leftJoin('countries as co', 'co.id', 'c.country_id')
    .leftJoin('states as st', 'st.id', 'c.state_id')
    .leftJoin('cities as ci', 'ci.id', 'c.city_id')
    .selectAll('c')
    .select(['co.name as country_name', 'st.name as state_name', 'ci.name as city_name']);
}
type CompanyWithPlaces = CompanyRow & {
  country_name: string | null;
  state_name: string | null;
  city_name: string | null;
};

async function withAccounts(db: Executor, rows: CompanyWithPlaces[]): Promise<Company[]> {
  const accounts = await readBankAccounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    vat_id: row.vat_id,
    address_line: row.address_line,
    postal_code: row.postal_code,
    country_id: row.country_id,
    country_name: row.country_name,
    state_id: row.state_id,
    state_name: row.state_name,
    city_id: row.city_id,
    city_name: row.city_name,
    base_currency: row.base_currency,
    status: row.status,
    bank_accounts: accounts.get(row.id) ?? [],
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

export async function readCompany(db: Executor, id: number): Promise<Company> {
  const row = await selectCompanies(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(COMPANY_MESSAGES.notFound);
  const [company] = await withAccounts(db, [row]);
  return company!;
}

/** A code is compared as stored (upper case); a race past the check meets the unique index. */
async function assertCodeFree(db: Executor, code: string, exceptId?: number) {
  const other = await db
    .selectFrom('companies')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  if (other && other.id !== exceptId) throw conflict(COMPANY_MESSAGES.codeTaken);
}

async function codeRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(COMPANY_MESSAGES.codeTaken);
    throw error;
  }
}

const auditValue = (value: string | number | null) => (value === null ? null : String(value));

/** The companies (issue 22 item 6). Every write checks and writes in one transaction, with its
 * audit rows. */
export function createCompaniesRepository(db: Db) {
  const engine = engineOf(db);

  /** `scope`: the companies a limited user is limited to (empty: every company). */
  function searched(args: { search?: string | undefined }, scope: readonly number[]) {
    let query = db
      .selectFrom('companies as c')
      .$if(scope.length > 0, (q) => q.where('c.id', 'in', scope));
    const term = args.search?.trim();
    if (term) {
      const pattern = `%${escapeLike(term)}%`;
      query = query.where((eb) =>
        eb.or([
          likeInsensitive(engine, eb.ref('c.name'), pattern),
          likeInsensitive(engine, eb.ref('c.code'), pattern),
          likeInsensitive(engine, eb.ref('c.vat_id'), pattern),
        ]),
      );
    }
    return query;
  }

  return {
    ...createCompanyBankAccounts(db),

    /** A page of companies by name; a company list is tens of rows, so offset paging and a
     * grouped count are cheap. A user limited to companies sees those only. */
    async list(args: ListArgs, userId: number): Promise<CompanyList> {
      const scope = await companiesOfUser(db, userId);
      const countRows = await searched(args, scope)
        .select((eb) => ['c.status', eb.fn.countAll().as('n')])
        .groupBy('c.status')
        .execute();
      const counts = { active: 0, inactive: 0 };
      for (const row of countRows) counts[row.status as CompanyStatus] = toCount(row.n);
      const total = args.status ? counts[args.status] : counts.active + counts.inactive;
      const ids = await searched(args, scope)
        .select('c.id')
        .$if(Boolean(args.status), (q) => q.where('c.status', '=', args.status!))
        .orderBy('c.name')
        .orderBy('c.id')
        .limit(args.page_size)
        .offset((args.page - 1) * args.page_size)
        .execute();
      const rows = ids.length
        ? await selectCompanies(db)
            .where(
              'c.id',
              'in',
              ids.map((row) => row.id),
            )
            .orderBy('c.name')
            .orderBy('c.id')
            .execute()
        : [];
      return {
        data: await withAccounts(db, rows),
        pagination: {
          total,
          pages: Math.ceil(total / args.page_size),
          page: args.page,
          page_size: args.page_size,
        },
        counts,
      };
    },

    /** Active companies for dropdowns; a user limited to some companies gets only those. */
    async options(userId: number): Promise<CompanyOption[]> {
      const limited = await db
        .selectFrom('user_companies')
        .select('company_id')
        .where('user_id', '=', userId)
        .execute();
      return db
        .selectFrom('companies')
        .select(['id', 'code', 'name', 'base_currency'])
        .where('status', '=', 'active')
        .$if(limited.length > 0, (q) =>
          q.where(
            'id',
            'in',
            limited.map((row) => row.company_id),
          ),
        )
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    /** One company; another company than theirs is a 404 to a limited user, as their
     * documents are (ids do not tell what exists). */
    async get(id: number, userId: number): Promise<Company> {
      const scope = await companiesOfUser(db, userId);
      if (scope.length && !scope.includes(id)) throw notFound(COMPANY_MESSAGES.notFound);
      return readCompany(db, id);
    },

    create: (actor: Actor, values: CompanyValues) =>
      codeRace(() =>
        inTransaction(db, async (trx) => {
          await assertMayManage(trx, actor, null);
          await checkPlaces(trx, values);
          await assertCodeFree(trx, values.code);
          const now = nowIso();
          const { id } = await trx
            .insertInto('companies')
            .values({ ...values, created_by: actor.id, created_at: now, updated_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordAudits(
            trx,
            [{ entityType: 'company', entityId: id, action: 'created' }],
            actor,
          );
          return readCompany(trx, id);
        }),
      ),

    update: (actor: Actor, id: number, values: CompanyValues) =>
      codeRace(() =>
        inTransaction(db, async (trx) => {
          const before = await readCompany(trx, id);
          await assertMayManage(trx, actor, id);
          await checkPlaces(trx, values);
          await assertCodeFree(trx, values.code, id);
          const changed = AUDITED_COMPANY_FIELDS.filter((field) => before[field] !== values[field]);
          if (!changed.length) return before;
          await trx
            .updateTable('companies')
            .set({ ...values, updated_at: nowIso() })
            .where('id', '=', id)
            .execute();
          // Who changed which detail, old and new: a company's VAT id and currency end up on
          // documents and bank files, so auditors ask.
          await recordAudits(
            trx,
            changed.map((field) => ({
              entityType: 'company',
              entityId: id,
              action: 'updated',
              field,
              oldValue: auditValue(before[field]),
              newValue: auditValue(values[field]),
            })),
            actor,
          );
          return readCompany(trx, id);
        }),
      ),
  };
}
