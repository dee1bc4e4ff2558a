import { checkBic, checkIban, type BankCheck } from '@procure/payments/bank-details';

/** Fields that hold an IBAN or a BIC, by control name: their values must pass the bank checks
 * of @procure/payments (mod 97 and the country's length for an IBAN, the ISO 9362 shape for a
 * BIC). A domestic account number and IFSC code are not IBANs and are left to their metadata. */
const BANK_CHECKS: Readonly<Record<string, (value: string) => BankCheck>> = {
  iban: checkIban,
  swift_code: checkBic,
  swift: checkBic,
  bic: checkBic,
};

/** Why a typed IBAN or BIC cannot be a real one, as a sentence that does not repeat the value;
 * null when it can, or when the field is neither. */
export function bankIdentifierProblem(controlName: string, text: string): string | null {
  const check = BANK_CHECKS[controlName];
  if (!check) return null;
  const result = check(text);
  return result.ok ? null : result.message;
}
