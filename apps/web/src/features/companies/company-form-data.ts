import {
  COMPANY_VALUE_KEYS,
  type Company,
  type CompanyBankAccount,
  type Issue,
} from '@procure/contract';
import type { EntryValues } from '../../components/metadata-form';

/** The form's sections (packages/fixtures company_registration). */
export const COMPANY_FORM_NAME = 'company_registration';
export const DETAILS_SECTION = 'company_fm_details';
export const BANK_SECTION = 'company_fm_bank';

const DETAIL_KEYS = COMPANY_VALUE_KEYS;
const ACCOUNT_KEYS = ['account_name', 'iban', 'bic', 'currency', 'is_default'] as const;

const pick = <K extends string>(entry: EntryValues, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, entry[key] ?? null])) as Record<K, unknown>;

/** A saved company as the form's entries; both sections of a saved company start complete. */
export function companyToForm(company: Company) {
  return {
    initial: {
      [DETAILS_SECTION]: [{ id: company.id, ...pick(company, DETAIL_KEYS) }],
      [BANK_SECTION]: company.bank_accounts.map((account) => ({ ...account })),
    },
    completed: [DETAILS_SECTION, ...(company.bank_accounts.length ? [BANK_SECTION] : [])],
  };
}

/** What the details section sends: the contract's fields only (the form also holds the id). */
export const detailsBody = (entry: EntryValues) => pick(entry, DETAIL_KEYS);

/** What an account entry sends; an unticked default box is false, not null. */
export const accountBody = (entry: EntryValues) => ({
  ...pick(entry, ACCOUNT_KEYS),
  is_default: entry.is_default === true,
});

/** Whether an entry differs from the saved account it edits (unchanged ones are not sent, so
 * the audit trail records only real changes). IBAN and BIC compare as the server stores them. */
export function accountChanged(entry: EntryValues, saved: CompanyBankAccount | undefined) {
  if (!saved) return true;
  const body = accountBody(entry);
  const compact = (value: unknown) =>
    typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value;
  return ACCOUNT_KEYS.some((key) => compact(body[key]) !== compact(saved[key] ?? null));
}

/** A server issue of the account at `index` of the section, where the form shows it. */
export const issuesOfEntry = (issues: readonly Issue[] | undefined, index: number): Issue[] =>
  (issues ?? []).map((issue) => ({ ...issue, path: `${index}.${issue.path}` }));
