import type { Company, CompanyBankAccount, CompanyBankAccountValues } from '@procure/contract';
import type { Db } from '../db/connect';
import { engineOf, nowIso } from '../db/dialect';
import { inTransaction, type Executor } from '../db/transaction';
import { conflict, notFound } from '../http/errors';
import { recordAudit, type Actor } from '../services/audit';
import { checkedBankAccount, COMPANY_MESSAGES } from '../services/companies';
import { readCompany } from './companies';
import { assertMayManage } from './user-companies';

/** The bank accounts of some companies, by company, the default first. */
export async function readBankAccounts(
  db: Executor,
  companyIds: readonly number[],
): Promise<Map<number, CompanyBankAccount[]>> {
  const found = new Map<number, CompanyBankAccount[]>();
  if (!companyIds.length) return found;
  const rows = await db
    .selectFrom('company_bank_accounts')
    .select(['id', 'company_id', 'account_name', 'iban', 'bic', 'currency', 'is_default'])
    .where('company_id', 'in', companyIds)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
  for (const { company_id, is_default, ...account } of rows)
    found.set(company_id, [
      ...(found.get(company_id) ?? []),
      { ...account, is_default: is_default === 1 },
    ]);
  return found;
}

/** The company, locked on PostgreSQL while its accounts change, so two requests never leave
 * it with two defaults or none. SQLite runs one write transaction at a time. */
async function lockedCompany(trx: Executor, companyId: number): Promise<void> {
  const row = await trx
    .selectFrom('companies')
    .select('id')
    .where('id', '=', companyId)
    .$if(engineOf(trx) === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound(COMPANY_MESSAGES.notFound);
}

async function assertIbanFree(trx: Executor, companyId: number, iban: string, exceptId?: number) {
  const other = await trx
    .selectFrom('company_bank_accounts')
    .select('id')
    .where('company_id', '=', companyId)
    .where('iban', '=', iban)
    .executeTakeFirst();
  if (other && other.id !== exceptId) throw conflict(COMPANY_MESSAGES.ibanTaken);
}

/** Exactly one default per company with accounts: the one asked for, else the oldest. */
async function settleDefault(trx: Executor, companyId: number, preferredId?: number) {
  const accounts = await trx
    .selectFrom('company_bank_accounts')
    .select(['id', 'is_default'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  const chosen =
    preferredId ?? accounts.find((account) => account.is_default === 1)?.id ?? accounts[0]?.id;
  for (const account of accounts) {
    const wanted = account.id === chosen ? 1 : 0;
    if (account.is_default !== wanted)
      await trx
        .updateTable('company_bank_accounts')
        .set({ is_default: wanted })
        .where('id', '=', account.id)
        .execute();
  }
}

const describe = (account: { account_name: string; iban: string }) =>
  `${account.account_name} ${account.iban}`;

/** Adding, changing and removing a company's bank accounts, each with its audit row. */
export function createCompanyBankAccounts(db: Db) {
  async function existingAccount(trx: Executor, companyId: number, accountId: number) {
    const account = await trx
      .selectFrom('company_bank_accounts')
      .selectAll()
      .where('id', '=', accountId)
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    if (!account) throw notFound(COMPANY_MESSAGES.accountNotFound);
    return account;
  }

  return {
    addBankAccount: (
      actor: Actor,
      companyId: number,
      input: CompanyBankAccountValues,
    ): Promise<Company> =>
      inTransaction(db, async (trx) => {
        await lockedCompany(trx, companyId);
        await assertMayManage(trx, actor, companyId);
        const values = checkedBankAccount(input);
        await assertIbanFree(trx, companyId, values.iban);
        const { id } = await trx
          .insertInto('company_bank_accounts')
          .values({
            company_id: companyId,
            account_name: values.account_name,
            iban: values.iban,
            bic: values.bic,
            currency: values.currency,
            is_default: 0,
            created_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await settleDefault(trx, companyId, values.is_default ? id : undefined);
        await recordAudit(
          trx,
          {
            entityType: 'company',
            entityId: companyId,
            action: 'bank_account_added',
            field: 'bank_account',
            newValue: describe(values),
          },
          actor,
        );
        return readCompany(trx, companyId);
      }),

    updateBankAccount: (
      actor: Actor,
      companyId: number,
      accountId: number,
      input: CompanyBankAccountValues,
    ): Promise<Company> =>
      inTransaction(db, async (trx) => {
        await lockedCompany(trx, companyId);
        await assertMayManage(trx, actor, companyId);
        const before = await existingAccount(trx, companyId, accountId);
        const values = checkedBankAccount(input);
        await assertIbanFree(trx, companyId, values.iban, accountId);
        // Saved as it was: no write and no audit row (the form sends every account it shows).
        const same =
          before.account_name === values.account_name &&
          before.iban === values.iban &&
          before.bic === values.bic &&
          before.currency === values.currency &&
          (before.is_default === 1 || !values.is_default);
        if (same) return readCompany(trx, companyId);
        await trx
          .updateTable('company_bank_accounts')
          .set({
            account_name: values.account_name,
            iban: values.iban,
            bic: values.bic,
            currency: values.currency,
          })
          .where('id', '=', accountId)
          .execute();
        // Unticking the default keeps it: a company with accounts always has one to pay from.
        await settleDefault(trx, companyId, values.is_default ? accountId : undefined);
        await recordAudit(
          trx,
          {
            entityType: 'company',
            entityId: companyId,
            action: 'bank_account_changed',
            field: 'bank_account',
            oldValue: describe(before),
            newValue: describe(values),
          },
          actor,
        );
        return readCompany(trx, companyId);
      }),

    removeBankAccount: (actor: Actor, companyId: number, accountId: number): Promise<Company> =>
      inTransaction(db, async (trx) => {
        await lockedCompany(trx, companyId);
        await assertMayManage(trx, actor, companyId);
        const before = await existingAccount(trx, companyId, accountId);
        await trx.deleteFrom('company_bank_accounts').where('id', '=', accountId).execute();
        await settleDefault(trx, companyId);
        await recordAudit(
          trx,
          {
            entityType: 'company',
            entityId: companyId,
            action: 'bank_account_removed',
            field: 'bank_account',
            oldValue: describe(before),
          },
          actor,
        );
        return readCompany(trx, companyId);
      }),
  };
}
