import {
  ValidationErrorsBIC,
  ValidationErrorsIBAN,
  electronicFormatIBAN,
  isSEPACountry,
  validateBIC,
  validateIBAN,
} from 'ibantools';

/** IBAN and BIC checks through ibantools (country length and pattern from the IBAN registry,
 * mod 97, national check digits where it knows them), with a sentence an AP clerk can act on. */
export type BankCheck = { ok: true; value: string } | { ok: false; message: string };

const IBAN_MESSAGES: Record<number, string> = {
  [ValidationErrorsIBAN.NoIBANProvided]: 'Enter an IBAN.',
  [ValidationErrorsIBAN.NoIBANCountry]: 'The IBAN does not start with a known country code.',
  [ValidationErrorsIBAN.WrongBBANLength]: 'The IBAN has the wrong length for its country.',
  [ValidationErrorsIBAN.WrongBBANFormat]: 'The IBAN does not have the format of its country.',
  [ValidationErrorsIBAN.ChecksumNotNumber]: 'The IBAN check digits (3rd and 4th) must be digits.',
  [ValidationErrorsIBAN.WrongIBANChecksum]: 'The IBAN check digits do not match (mod 97): a typo?',
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]:
    'The account number inside the IBAN fails its national check.',
  [ValidationErrorsIBAN.QRIBANNotAllowed]: 'A QR-IBAN is for QR bills only.',
};

const BIC_MESSAGES: Record<number, string> = {
  [ValidationErrorsBIC.NoBICProvided]: 'Enter a BIC.',
  [ValidationErrorsBIC.NoBICCountry]: 'The BIC has no known country code (letters 5 and 6).',
  [ValidationErrorsBIC.WrongBICFormat]:
    'A BIC has 8 or 11 characters: 4 letters, country, 2 letters or digits, optional branch.',
};

/** Spaces and lower case as people type them are accepted; the value returned is the
 * electronic format (no spaces, upper case) that bank files carry. */
export function checkIban(input: string): BankCheck {
  const iban = electronicFormatIBAN(input) ?? '';
  const result = validateIBAN(iban);
  if (result.valid) return { ok: true, value: iban };
  const first = result.errorCodes[0] ?? ValidationErrorsIBAN.WrongBBANFormat;
  return { ok: false, message: IBAN_MESSAGES[first] ?? 'The IBAN is not valid.' };
}

export function checkBic(input: string): BankCheck {
  const bic = input.replace(/\s+/g, '').toUpperCase();
  const result = validateBIC(bic);
  if (result.valid) return { ok: true, value: bic };
  const first = result.errorCodes[0] ?? ValidationErrorsBIC.WrongBICFormat;
  return { ok: false, message: BIC_MESSAGES[first] ?? 'The BIC is not valid.' };
}

/** A SEPA credit transfer reaches only accounts in the SEPA scheme's countries. */
export const isSepaIban = (iban: string) => isSEPACountry(iban.slice(0, 2).toUpperCase());
