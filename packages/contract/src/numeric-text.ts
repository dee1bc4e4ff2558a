import type { FieldValue } from './common';
import { isCurrencyCode } from './money';

// Amounts as invoices print them: with a decimal point and comma groups (1,234.50), or with a
// decimal comma and point groups (1.234,50); where both read ("1,234", "1.234"), the first.
const POINT_DECIMALS = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;
const COMMA_DECIMALS = /^(\d{1,3}(?:\.\d{3})+|\d*)(?:,(\d*))?$/;
// A currency sign printed before or after the amount, with up to two letters before it ($, €,
// US$, R$), or the ringgit's RM, which receipts print; ISO codes (EUR) are checked as codes,
// so an invoice number such as INV1234 clicked by mistake is not read as 1234.
const LEADING_SIGN = /^(?:[A-Z]{0,2}[$€£¥₹]|RM)/;
const TRAILING_SIGN = /(?:[$€£¥₹]|RM)$/;
// Digit groups may be set apart by spaces (1 234,50), no-break spaces or apostrophes (1'234.50).
const GROUP_SPACES = /[\s\u00a0\u202f']/g;

// Three capitals, looked up as a code only then (a save may carry thousands of numbers).
const codeAt = (text: string) => /^[A-Z]{3}$/.test(text) && isCurrencyCode(text);

/** The text without the currency printed before or after it. */
function withoutCurrency(text: string): string {
  let rest = text;
  if (codeAt(rest.slice(0, 3))) rest = rest.slice(3);
  else rest = rest.replace(LEADING_SIGN, '');
  if (codeAt(rest.slice(-3))) return rest.slice(0, -3);
  return rest.replace(TRAILING_SIGN, '');
}

/** The number a text reads as, or null. A sign may stand before the currency or after it. */
function readNumber(text: string): number | null {
  const compact = text.replace(GROUP_SPACES, '');
  const outer = /^[-+]/.test(compact) ? compact[0]! : '';
  const bare = withoutCurrency(compact.slice(outer.length));
  const sign = outer || (/^[-+]/.test(bare) ? bare[0]! : '');
  const digits = outer ? bare : bare.slice(sign.length);
  if (!/\d/.test(digits)) return null;
  for (const [format, group] of [
    [POINT_DECIMALS, /,/g],
    [COMMA_DECIMALS, /\./g],
  ] as const) {
    const parts = format.exec(digits);
    if (parts) return Number(`${sign}${parts[1]!.replace(group, '') || '0'}.${parts[2] ?? ''}0`);
  }
  return null;
}

/** A saved value as a number when it reads as one: numbers stay, text such as '1234.5',
 * ' 1,234.50 ', '-3', '1.234,50 €' or '$6,112.47' (a printed amount, as a reviewer clicks
 * it on the page) becomes a number; empty text becomes null; anything else is returned as it
 * is (the caller decides whether that is an error). */
export function numericFieldValue(value: FieldValue): FieldValue {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text) return null;
  return readNumber(text) ?? value;
}
