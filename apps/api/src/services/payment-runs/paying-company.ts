import { checkIban } from '@procure/payments/bank-details';
import type { Executor } from '../../db/transaction';
import { badRequest, conflict, forbidden, VALIDATION_MESSAGE } from '../../http/errors';
import type { PayingAccount } from '../../paying-account';
import { documentCompanies } from '../../repositories/document-companies';
import { inCompanyScope, type CompanyScope } from '../../security/company-scope';
import { OTHER_COMPANY } from '../document-company';

/** Who pays a run and from which account (issue 25 item 2). A run made for a company pays from
 * that company's account (the one chosen, else its default) with the company as the debtor; a
 * run without a company is an install without companies: it pays from the configured account
 * (PAYMENT_DEBTOR_*), as before companies existed. A user limited to companies runs only for
 * one of theirs. */
export async function payingParty(
  executor: Executor,
  configured: PayingAccount | null,
  scope: CompanyScope,
  asked: { company_id?: number; bank_account_id?: number },
): Promise<{ companyId: number | null; account: PayingAccount }> {
  if (asked.company_id === undefined) {
    if (scope !== null) throw forbidden(OTHER_COMPANY);
    if (asked.bank_account_id !== undefined)
      throw badRequest(VALIDATION_MESSAGE, [
        { path: 'bank_account_id', message: 'Choose the company the account belongs to first' },
      ]);
    if (!configured)
      throw conflict(
        'No paying bank account is configured: choose a company, or set PAYMENT_DEBTOR_NAME and PAYMENT_DEBTOR_IBAN',
      );
    return { companyId: null, account: configured };
  }
  const company = await documentCompanies.find(executor, asked.company_id);
  if (!company)
    throw badRequest(VALIDATION_MESSAGE, [
      { path: 'company_id', message: 'Choose a known company' },
    ]);
  if (!inCompanyScope(scope, company.id)) throw forbidden(OTHER_COMPANY);
  if (company.status !== 'active')
    throw badRequest(VALIDATION_MESSAGE, [
      { path: 'company_id', message: `${company.name} is inactive: choose an active company` },
    ]);
  const accounts = await executor
    .selectFrom('company_bank_accounts')
    .select(['id', 'iban', 'bic', 'is_default'])
    .where('company_id', '=', company.id)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
  const account =
    asked.bank_account_id === undefined
      ? (accounts.find((a) => a.is_default === 1) ??
        (accounts.length === 1 ? accounts[0] : undefined))
      : accounts.find((a) => a.id === asked.bank_account_id);
  if (asked.bank_account_id !== undefined && !account)
    throw badRequest(VALIDATION_MESSAGE, [
      { path: 'bank_account_id', message: `Choose one of ${company.name}'s bank accounts` },
    ]);
  if (!account)
    throw conflict(
      `${company.name} has no default bank account to pay from: add one to the company, or choose one`,
    );
  // Checked when the account was saved; read again here so the file carries the compact form.
  const iban = checkIban(account.iban);
  if (!iban.ok) throw conflict(`${company.name}'s bank account: ${iban.message}`);
  return {
    companyId: company.id,
    account: { name: company.name, iban: iban.value, bic: account.bic },
  };
}
