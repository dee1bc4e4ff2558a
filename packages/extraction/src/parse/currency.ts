import { dollarCountry } from './dollar-country.js';
import { fold } from './normalize.js';

/** ISO 4217 codes we recognise when printed, plus the symbols and words that stand for them. */
export const ISO_CODES = [
  'EUR',
  'USD',
  'GBP',
  'INR',
  'CHF',
  'CAD',
  'AUD',
  'JPY',
  'CNY',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'SGD',
  'HKD',
  'NZD',
  'ZAR',
  'AED',
  'BRL',
  'MXN',
  'MYR',
  'RON',
  'BGN',
  'TRY',
  'KRW',
  'UAH',
  'RUB',
  'ILS',
  'THB',
  'VND',
  'IDR',
  'GTQ',
  'NGN',
  'TWD',
  'QAR',
  'KWD',
  'PKR',
  'ARS',
  'CLP',
  'COP',
  // Dinars and rials printed with three decimals (three-decimals.ts).
  'TND',
  'BHD',
  'OMR',
  'JOD',
  'IQD',
  'LYD',
  'DOP',
];
/**
 * Any sign Unicode classes as a currency symbol (€ $ £ ¥ ₹ ₱ ₩ ₺ ₴ ₽ ₪ ฿ ₫ ₦ …), but the cent
 * sign (a "50¢" is cents, not 50 of a currency): one definition for every reader that asks
 * whether a sign beside a number marks money. For a regular expression with the `u` flag.
 */
export const CURRENCY_SIGN = String.raw`[^\P{Sc}¢￠]`;

/** Signs naming one currency. A sign several currencies share ($, ¥, ₨, ﷼, kr) names none
 * here, but `$` and `¥`, which keep their own rules (detectCurrency). */
const SYMBOLS: Record<string, string> = {
  '€': 'EUR',
  '£': 'GBP',
  '₹': 'INR',
  '¥': 'JPY',
  $: 'USD',
  '₱': 'PHP',
  '₩': 'KRW',
  '₺': 'TRY',
  '₴': 'UAH',
  '₽': 'RUB',
  '₪': 'ILS',
  '฿': 'THB',
  '₫': 'VND',
  '₦': 'NGN',
  '₡': 'CRC',
  '₲': 'PYG',
  '₸': 'KZT',
  '₼': 'AZN',
  '₾': 'GEL',
  '৳': 'BDT',
};

/**
 * Signs written with letters, next to a number: ringgit "RM", rupee "Rs", real "R$", quetzal
 * "Q.", zloty "zł", koruna "Kč", forint "Ft", leu "lei", rupiah "Rp" (a till's capitals "RP"),
 * Peru's sol "S/" (or "S/."), a dollar or peso with its country first ("US$", "HK$", "RD$");
 * "kr" (Danish, Norwegian, Swedish or Icelandic crown) marks money but names no currency. Matched as printed: "ft" in lower case is a foot, "Q" without its point
 * a quarter or a code. The Tunisian dinar's "DT" is read apart (TND_SIGN): before a number it may
 * abbreviate a date.
 */
const LETTER_SIGNS: Record<string, string | null> = {
  RM: 'MYR',
  Rs: 'INR',
  'Rs.': 'INR',
  RS: 'INR',
  'RS.': 'INR',
  Rm: 'MYR',
  R$: 'BRL',
  'Q.': 'GTQ',
  zł: 'PLN',
  Kč: 'CZK',
  Ft: 'HUF',
  lei: 'RON',
  Rp: 'IDR',
  RP: 'IDR',
  'S/': 'PEN',
  'S/.': 'PEN',
  // Dollars and pesos that print their country before the sign: "US$", "HK$", "RD$".
  US$: 'USD',
  A$: 'AUD',
  AU$: 'AUD',
  NZ$: 'NZD',
  HK$: 'HKD',
  S$: 'SGD',
  CA$: 'CAD',
  NT$: 'TWD',
  MX$: 'MXN',
  RD$: 'DOP',
  kr: null,
  'kr.': null,
};

/** The letter signs as one alternation, longest first ("Rs." before "Rs"). */
export const LETTER_SIGN = Object.keys(LETTER_SIGNS)
  .sort((a, b) => b.length - a.length)
  .map((k) => k.replace(/[.$/]/g, (c) => `\\${c}`))
  .join('|');

/** A word that is a currency beside an amount: a sign, a letter sign as printed, or a code or
 * currency word in any case ("800,00 DKK", "eur", "Kč"). */
const SIGN_WORD = new RegExp(String.raw`^(?:${CURRENCY_SIGN}|${LETTER_SIGN})$`, 'u');
const CODE_WORD = new RegExp(String.raw`^(?:euros?|kč|rm|${ISO_CODES.join('|')})$`, 'iu');
export const isCurrencyWord = (word: string): boolean =>
  SIGN_WORD.test(word) || CODE_WORD.test(word);

const WORDS: Array<[RegExp, string]> = [
  [/\beuros?\b/, 'EUR'],
  [/\bdinars? tunisiens?\b/, 'TND'],
  [/\bsoles\b/, 'PEN'],
  [/\b(?:us )?dollars?\b/, 'USD'],
  [/\bpounds? sterling\b/, 'GBP'],
  [/\brupees?\b/, 'INR'],
];

/** Currency for a symbol or code token next to a number ("€", "₱", "Rs.", "EUR", "zł"). */
export function currencyOfToken(token: string): string | null {
  const t = token.trim();
  if (!t) return null;
  const symbol = SYMBOLS[t];
  if (symbol) return symbol;
  if (t in LETTER_SIGNS) return LETTER_SIGNS[t] ?? null;
  const upper = t.toUpperCase().replace(/\.$/, '');
  if (upper === 'RS') return 'INR';
  if (upper === 'RM') return 'MYR';
  if (upper === 'KČ' || upper === 'KC') return 'CZK';
  if (upper.startsWith('EURO')) return 'EUR';
  return ISO_CODES.includes(upper) ? upper : null;
}

/**
 * A currency sign printed as money: next to a number, before or glued after it ("€ 12",
 * "12,00 €", "6.50€", "₱100.00", "RM1.00", "Rs. 500", "100 Kč", "Q. 516.67"), or standing alone
 * as a word, as in a column heading ("Gesamt €", "Amount ($)"). A symbol glued to letters
 * ("$ave-More", "€URO-77") is part of a name or id. A letter sign is a word of its own: before
 * the number ("Q." may stand in the cell before it) or after it.
 */
/** The Tunisian dinar's "DT": after a number ("1.000 DT") or as a column's unit "(DT)". */
const TND_SIGN = /(?:\d\s?DT(?![\p{L}\d]))|\(DT\)/gu;

const SYMBOL_AT_AMOUNT = new RegExp(
  String.raw`(?:(?<![\p{L}\d])(${LETTER_SIGN})\s{0,3}[-−]?\d)|(?<![\p{L}])(${CURRENCY_SIGN})(?![\p{L}])|(?:\d\s?(${LETTER_SIGN})(?![\p{L}\d]))`,
  'gu',
);

/**
 * Votes for the document currency from evidence only: an ISO code (3 votes), a symbol next to an
 * amount (2), a currency named in words (1). A symbol elsewhere (inside an address, an id or a
 * name) says nothing, and with no evidence the currency stays unknown.
 * `$` alone is USD unless another dollar country's code is printed, or the page names a peso
 * country (dollar-country.ts).
 */
export function detectCurrency(
  text: string,
): { code: string; votes: number; total: number; sightings: number; symbolOnly: boolean } | null {
  const votes = new Map<string, number>();
  const sightings = new Map<string, number>();
  // Codes some evidence other than a shared symbol ('$', '¥') spoke for.
  const named = new Set<string>();
  const add = (code: string, weight: number, ambiguous = false): void => {
    votes.set(code, (votes.get(code) ?? 0) + weight);
    sightings.set(code, (sightings.get(code) ?? 0) + 1);
    if (!ambiguous) named.add(code);
  };
  for (const m of text.matchAll(/\b([A-Z]{3})\b/g))
    if (m[1] && ISO_CODES.includes(m[1])) add(m[1], 3);
  for (const m of text.matchAll(SYMBOL_AT_AMOUNT)) {
    const symbol = (m[1] ?? m[2] ?? m[3] ?? '').trim();
    const code = currencyOfToken(symbol);
    // OCR models without the rupee glyph read ₹ as ¥: the yen sign alone is weak evidence.
    if (code) add(code, symbol === '¥' ? 0.5 : 2, symbol === '$' || symbol === '¥');
  }
  for (const _ of text.matchAll(TND_SIGN)) add('TND', 2);
  const folded = fold(text);
  for (const [re, code] of WORDS)
    for (const _ of folded.matchAll(new RegExp(re, 'g'))) add(code, 1);
  if (votes.has('USD')) {
    for (const other of ['CAD', 'AUD', 'SGD', 'HKD', 'NZD']) {
      if (votes.has(other)) votes.set(other, (votes.get(other) ?? 0) + (votes.get('USD') ?? 0));
    }
  }
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  const best = ranked[0];
  if (!best) return null;
  const total = ranked.reduce((s, [, v]) => s + v, 0);
  // A "$" alone on a page that names a peso country (its tax id, its tax regime): that peso. The
  // sign speaks for the dollar and the peso alike, so it counts half (below the export band).
  const peso = best[0] === 'USD' && !named.has('USD') ? dollarCountry(text) : null;
  if (peso)
    return {
      code: peso,
      votes: 1,
      total: 2,
      sightings: sightings.get('USD') ?? 0,
      symbolOnly: true,
    };
  return {
    code: best[0],
    votes: best[1],
    total,
    sightings: sightings.get(best[0]) ?? 0,
    symbolOnly: !named.has(best[0]),
  };
}
