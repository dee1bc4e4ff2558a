import {
  COMPANY_VALUE_KEYS,
  type CompanyBankAccountValues,
  type CompanyValues,
  type Issue,
} from '@procure/contract';
import { checkBic, checkIban } from '@procure/payments/bank-details';
import type { Executor } from '../db/transaction';
import { badRequest, VALIDATION_MESSAGE } from '../http/errors';

/** Company fields that the audit trail follows, old and new value each: all of its values. */
export const AUDITED_COMPANY_FIELDS = COMPANY_VALUE_KEYS;

export const COMPANY_MESSAGES = {
  notFound: 'No company with this id',
  accountNotFound: 'This company has no bank account with this id',
  codeTaken: 'Another company already has this code: choose another one.',
  ibanTaken: 'This company already has an account with this IBAN.',
  unknownCountry: 'Choose a country from the list',
  unknownState: 'Choose a state of the chosen country',
  unknownCity: 'Choose a city of the chosen state',
  stateWithoutCountry: 'Choose the country first',
  cityWithoutState: 'Choose the state first',
} as const;

/** A bank account as it is stored: IBAN and BIC in their electronic format, once each passes
 * the payment package's checks (the same ones vendor bank details and payment runs use), so a
 * payment run never meets an account its bank would refuse. Refused as field issues. */
export function checkedBankAccount(input: CompanyBankAccountValues): CompanyBankAccountValues {
  const issues: Issue[] = [];
  const iban = checkIban(input.iban);
  if (!iban.ok) issues.push({ path: 'iban', message: iban.message });
  const bic = input.bic ? checkBic(input.bic) : null;
  if (bic && !bic.ok) issues.push({ path: 'bic', message: bic.message });
  if (issues.length || !iban.ok || (bic && !bic.ok)) throw badRequest(VALIDATION_MESSAGE, issues);
  return { ...input, iban: iban.value, bic: bic ? bic.value : null };
}

/** The address's places exist and nest (the city in the state, the state in the country), as
 * the dropdowns offer them; a forged id is a field issue, not a foreign-key 500. */
export async function checkPlaces(db: Executor, values: CompanyValues): Promise<void> {
  const issues: Issue[] = [];
  const { country_id, state_id, city_id } = values;
  if (country_id !== null) {
    const country = await db
      .selectFrom('countries')
      .select('id')
      .where('id', '=', country_id)
      .executeTakeFirst();
    if (!country) issues.push({ path: 'country_id', message: COMPANY_MESSAGES.unknownCountry });
  }
  if (state_id !== null) {
    if (country_id === null)
      issues.push({ path: 'state_id', message: COMPANY_MESSAGES.stateWithoutCountry });
    else {
      const state = await db
        .selectFrom('states')
        .select('id')
        .where('id', '=', state_id)
        .where('country_id', '=', country_id)
        .executeTakeFirst();
      if (!state) issues.push({ path: 'state_id', message: COMPANY_MESSAGES.unknownState });
    }
  }
  if (city_id !== null) {
    if (state_id === null)
      issues.push({ path: 'city_id', message: COMPANY_MESSAGES.cityWithoutState });
    else {
      const city = await db
        .selectFrom('cities')
        .select('id')
        .where('id', '=', city_id)
        .where('state_id', '=', state_id)
        .executeTakeFirst();
      if (!city) issues.push({ path: 'city_id', message: COMPANY_MESSAGES.unknownCity });
    }
  }
  if (issues.length) throw badRequest(VALIDATION_MESSAGE, issues);
}
