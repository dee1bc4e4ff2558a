import { CURRENCY_SIGN, currencyOfToken } from './currency.js';
import { parseThousandths, readsThousandths } from './three-decimals.js';

export interface AmountMatch {
  value: number;
  /** ISO code when a symbol or code sits next to the number. */
  currency: string | null;
  /** The number carried a decimal part (1.234,56) rather than being a bare integer (1939). */
  hasDecimals: boolean;
  index: number;
  length: number;
}

/** A sign (any currency sign: currency.ts), a letter sign or a code beside the number; matched in
 * any case, so letter signs a unit could be ("ft") are left to the row readers. */
const CURRENCY = String.raw`(?:${CURRENCY_SIGN}|rs\.?|rm|kč|zł|r\$|inr|eur|usd|gbp|chf|cad|aud|czk|myr|pln|huf|euro?s?)`;
/**
 * A number; OCR and wide-spaced print may put a space after the decimal mark ("65. 20"), which
 * reads as the decimal part when exactly two digits follow.
 */
const NUMBER = String.raw`\d{1,3}(?:[.,\u00a0\u202f' ]\d{3})*[.,] \d{2}(?![\d.,])|\d{1,3}(?:[.,\u00a0\u202f' ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
/** On a page of three decimals (three-decimals.ts), "1,250.000" and "1250.000" first. */
const NUMBER_THOUSANDTHS = String.raw`\d{1,3}(?:[.,\u00a0\u202f' ]\d{3})*[.,]\d{3}(?!\d)|\d+[.,]\d{3}(?!\d)|${NUMBER}`;
const amountPattern = (number: string): RegExp =>
  new RegExp(
    String.raw`(\()?\s*([-−–]\s*)?(${CURRENCY}\s*)?([-−–]\s*)?(${number})(?![\d.,]*\d)(\s*[-−])?(\s*${CURRENCY}(?![a-z]))?(\s*\))?(\s*%)?`,
    'giu',
  );
const AMOUNT_RE = amountPattern(NUMBER);
const AMOUNT_RE_THOUSANDTHS = amountPattern(NUMBER_THOUSANDTHS);

/**
 * Reads a printed number whose separators may be European (1.234,56 / 1 234,56) or English (1,234.56).
 * The last separator followed by one or two digits is the decimal mark; groups of three are thousands.
 */
export function parseNumber(raw: string): { value: number; hasDecimals: boolean } | null {
  const text = raw
    .replace(/[\u00a0\u202f' ]/g, ' ')
    .trim()
    .replace(/([.,]) (\d{2})$/, '$1$2');
  const thousandths = readsThousandths() ? parseThousandths(text) : null;
  if (thousandths) return thousandths;
  const decimal = /[.,](\d{1,2})$/.exec(text);
  let intPart = text;
  let frac = '';
  if (decimal && !/^\d{1,3}([.,]\d{3})+$/.test(text)) {
    intPart = text.slice(0, decimal.index);
    frac = decimal[1] ?? '';
  }
  const groups = intPart.split(/[., ]/);
  if (groups.length > 1 && groups.slice(1).some((g) => g.length !== 3)) return null;
  const digits = groups.join('');
  if (!/^\d+$/.test(digits)) return null;
  const value = Number(`${digits}.${frac || '0'}`);
  return Number.isFinite(value) ? { value, hasDecimals: frac.length > 0 } : null;
}

/** "M1.00": an "RM" whose R OCR lost, a capital M alone at a word's start before an amount with
 * cents (a code or a size, "M12", "M3", carries none). */
const ringgitTail = (text: string, start: number, num: string): boolean =>
  text.charAt(start - 1) === 'M' &&
  !/[\p{L}\d]/u.test(text.charAt(start - 2)) &&
  /^\d{1,4}[.,]\d{2}$/.test(num);

/** Every money-like number in a text; percents and parts of dates are left out. */
export function findAmounts(text: string): AmountMatch[] {
  const found: AmountMatch[] = [];
  for (const m of text.matchAll(readsThousandths() ? AMOUNT_RE_THOUSANDTHS : AMOUNT_RE)) {
    const [
      whole,
      open,
      minusBefore,
      curBefore,
      minusAfterSymbol,
      num = '',
      trailingMinus,
      curAfter,
      close,
      percent,
    ] = m;
    if (percent) continue;
    // The pattern may begin on spaces before the number: judge the neighbours of the number itself.
    const start = (m.index ?? 0) + (whole.length - whole.trimStart().length);
    const before = text.slice(Math.max(0, start - 1), start);
    const end = (m.index ?? 0) + whole.length;
    const after = text.slice(end, end + 1);
    // Digits glued to letters or to date separators are codes and dates, not amounts; a ringgit
    // sign OCR left only its M of ("M1.00" for RM1.00) still marks money with its cents.
    if (/[\p{L}\d/]/u.test(before) && !curBefore && !ringgitTail(text, start, num)) continue;
    if (/[.,-]/.test(before) && /\d/.test(text.charAt(start - 2))) continue;
    if (/[\p{L}\d/:]/u.test(after) || (/[.-]/.test(after) && /\d/.test(text.charAt(end + 1))))
      continue;
    const parsed = parseNumber(num);
    if (!parsed) continue;
    const negative = Boolean(minusBefore || minusAfterSymbol || trailingMinus || (open && close));
    const currency = currencyOfToken(curBefore ?? curAfter ?? '');
    found.push({
      value: negative ? -parsed.value : parsed.value,
      currency,
      hasDecimals: parsed.hasDecimals,
      index: start,
      length: end - start,
    });
  }
  return found;
}

/** The single amount a short value text holds (e.g. "€ 1.234,56", "(12.00)", "Rs 1939"), or null. */
export function parseAmount(text: string): AmountMatch | null {
  const all = findAmounts(text);
  return all.length === 1 ? (all[0] ?? null) : null;
}

/** A percent such as "19%", "21 %", "15.00%" or "7,5 %". */
export function parsePercent(text: string): number | null {
  const m = /(-?\d{1,3}(?:[.,]\d{1,3})?)\s*%/.exec(text);
  return m?.[1] ? Number(m[1].replace(',', '.')) : null;
}
