import { findDates, type DateMatch } from '../parse/date.js';
import type { LabelField } from '../lexicon/index.js';
import { fold } from '../parse/normalize.js';

/**
 * Strips the punctuation that sits between a label and its value ("No.:", "#", "n°", "du"), and a
 * short code in parentheses a title may carry before it ("Invoice (380) No. 471102": the
 * document type code of UNTDID 1001).
 */
export function stripLead(text: string): string {
  return text
    .replace(
      /^[\s:.#°º\-–=|]*(?:\([^()]{1,12}\)\s*)?(?:(?:n[°º]|no\.?|nr\.?|nummer|number|num)\s*[:.#]?\s*)?[\s:#°º\-–]*/i,
      '',
    )
    .trim();
}

const ID_TOKEN = /^[A-Z0-9][A-Z0-9\-_/.]*[A-Z0-9]$/i;

/** "018304 / 28865": a number printed in two parts around a spaced slash, with nothing after it
 * but the word that leads to its date in a title sentence ("… of 23.09.2019"). */
const TWO_PART =
  /^([A-Z0-9][A-Z0-9\-_.]*\d[A-Z0-9\-_.]*) \/ ([A-Z0-9\-_.]*\d[A-Z0-9\-_.]*)(?=$|\s+(?:du|vom|of|dated|issued|van|le|from|am|del|ze dne)\s)/i;

/** "FT 2013/47", "FV 1/2015": a document series of capitals before its year and number (Portugal's
 * certified series, Poland's "FV"), printed with a space. */
const SERIES_NUMBER = /^(\p{Lu}{1,4} [A-Z0-9]*\d[A-Z0-9\-_.]*\/[A-Z0-9\-_/.]*\d)(?=$|[\s,;])/u;

/** A document identifier: one token with a digit, 3–30 characters, not a date or amount with
 * currency; or, where the value is nothing else, two such parts around a spaced slash; or a
 * series' capitals and its number. */
export function parseIdentifier(text: string): string | null {
  const cleaned = stripLead(text);
  const parts = TWO_PART.exec(cleaned.replace(/[.,;:)]+$/, ''));
  if (parts && parts[0].length <= 30 && !findDates(parts[0]).length) return parts[0];
  const series = SERIES_NUMBER.exec(cleaned)?.[1];
  if (series && series.length <= 30 && !findDates(series).length) return series;
  const token = cleaned.split(/\s+/)[0]?.replace(/[.,;:)]+$/, '') ?? '';
  if (token.length < 3 || token.length > 30 || !/\d/.test(token) || !ID_TOKEN.test(token))
    return null;
  const date = findDates(token)[0];
  if (date && date.length === token.length) return null;
  return token;
}

/** "0.00", "15.15", "1,234.56": a figure printed as money (decimals of two digits). */
const MONEY_SHAPE = /^[-−]?\d+(?:[.,'\s]\d{3})*[.,]\d{2}$/;
/** A label that names a number ("Invoice No.", "Rechnungsnummer", "Beleg-Nr.", "N° facture"). */
const NUMBER_LABEL = /(?:no|nr|n[°º]|num|number|nummer|numero|cislo|id)\b|#/;

/**
 * A money figure read as a document's number: only a label naming a number, right beside it
 * ("Invoice No. 2019.01"), makes it one. Under or right of a weaker label ("This invoice |
 * 2021-03-26 | 0.00", an account statement's row) it is that row's amount.
 */
export const bareMoneyIdentifier = (value: string, label: string, beside: boolean): boolean =>
  MONEY_SHAPE.test(value) && !(beside && NUMBER_LABEL.test(fold(label)));

/** Tax ids: EU VAT (country prefix + 8–12 chars), Indian GSTIN, or a US EIN (12-3456789). */
export function parseTaxId(text: string): string | null {
  const cleaned = stripLead(text).toUpperCase();
  const gstin = /\b\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]\b/.exec(cleaned);
  if (gstin) return gstin[0];
  const vat = /\b([A-Z]{2})\s?((?:[0-9A-Z]\s?){8,12})\b/.exec(cleaned);
  if (vat?.[1] && vat[2] && /\d{6}/.test(vat[2].replace(/\s/g, '')))
    return vat[1] + vat[2].replace(/\s/g, '');
  const ein = /\b\d{2}-\d{7}\b/.exec(cleaned);
  if (ein) return ein[0];
  const digits = /^([0-9][0-9 ./-]{7,18}[0-9])/.exec(cleaned);
  return digits?.[1] ?? null;
}

export function parseDateValue(text: string): DateMatch | null {
  const dates = findDates(text);
  const first = dates[0];
  // The date must start the value, not sit somewhere in a sentence after it.
  return first && first.index <= 4 ? first : null;
}

/** Fields whose value is read by parseIdentifier. */
export const IDENTIFIER_FIELDS: ReadonlySet<LabelField> = new Set(['invoice_number', 'po_number']);
export const DATE_FIELDS: ReadonlySet<LabelField> = new Set(['invoice_date', 'due_date']);
export const AMOUNT_FIELDS: ReadonlySet<LabelField> = new Set([
  'net_amount',
  'tax_amount',
  'total_amount',
  'amount_due',
  'line_net_total',
  'prepaid_amount',
  'rounding_amount',
  'payment_tendered',
  'change_given',
]);
