import { checkBic, checkIban, isSepaIban } from '@procure/payments/bank-details';

/** The company's bank account payment runs pay from. Companies do not exist yet (issue 22
 * item 6): until they do, one account comes from the configuration, and each run keeps a copy
 * of it, so a later change of the configuration never changes a confirmed run's file. */
export type PayingAccount = { name: string; iban: string; bic: string | null };

/** Where the demo data is seeded (outside production, or when asked), without configuration,
 * the demo company pays from the IBAN the banks' examples use (a valid German IBAN that is
 * nobody's account). */
export const DEMO_PAYING_ACCOUNT: PayingAccount = {
  name: 'Procure Demo GmbH',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};

type PayingAccountEnv = { name?: string; iban?: string; bic?: string; demo: boolean };

/** PAYMENT_DEBTOR_NAME / _IBAN / _BIC, checked at boot: a mistyped IBAN stops the server with
 * the reason, instead of a bank refusing the first file. Null when unset on a server without
 * the demo data: the runs then answer that no paying account is configured. */
export function payingAccountConfig(env: PayingAccountEnv): PayingAccount | null {
  if (!env.iban && !env.name) return env.demo ? DEMO_PAYING_ACCOUNT : null;
  const problems: string[] = [];
  if (!env.name) problems.push('PAYMENT_DEBTOR_NAME: give the account holder (company) name');
  const iban = checkIban(env.iban ?? '');
  if (!iban.ok) problems.push(`PAYMENT_DEBTOR_IBAN: ${iban.message}`);
  else if (!isSepaIban(iban.value))
    problems.push('PAYMENT_DEBTOR_IBAN: the account must be in a SEPA country');
  const bic = env.bic ? checkBic(env.bic) : null;
  if (bic && !bic.ok) problems.push(`PAYMENT_DEBTOR_BIC: ${bic.message}`);
  if (problems.length || !iban.ok || (bic && !bic.ok))
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return { name: env.name!, iban: iban.value, bic: bic ? bic.value : null };
}
