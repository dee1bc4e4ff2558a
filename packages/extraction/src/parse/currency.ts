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
];
const SYMBOLS: Record<string, string> = {
  '€': 'EUR',
  '£': 'GBP',
  '₹': 'INR',
  '¥': 'JPY',
  $: 'USD',
};
const WORDS: Array<[RegExp, string]> = [
  [/\beuros?\b/, 'EUR'],
  [/\b(?:us )?dollars?\b/, 'USD'],
  [/\bpounds? sterling\b/, 'GBP'],
  [/\brupees?\b/, 'INR'],
];

/** Currency for a symbol or code token next to a number ("€", "Rs.", "EUR"). */
export function currencyOfToken(token: string): string | null {
  const t = token.trim();
  if (!t) return null;
  const symbol = SYMBOLS[t];
  if (symbol) return symbol;
  const upper = t.toUpperCase().replace(/\.$/, '');
  if (upper === 'RS') return 'INR';
  if (upper === 'RM') return 'MYR';
  if (upper === 'KČ' || upper === 'KC') return 'CZK';
  if (upper.startsWith('EURO')) return 'EUR';
  return ISO_CODES.includes(upper) ? upper : null;
}

/**
 * A currency symbol printed as money: next to a number ("€ 12", "12,00 €", "RM1.00", "Rs. 500",
 * "100 Kč") or standing alone as a word, as in a column heading ("Gesamt €", "Amount ($)"). A
 * symbol glued to letters ("$ave-More", "€URO-77") is part of a name or id.
 */
const SYMBOL_AT_AMOUNT =
  /(?:(\bR[Mm]|\bR[Ss]\.?)\s?[-−]?\d)|(?<![\p{L}\d])([€$£₹¥])(?![\p{L}])|(?:\d\s?(Kč)(?![\p{L}\d]))/gu;

/**
 * Votes for the document currency from evidence only: an ISO code (3 votes), a symbol next to an
 * amount (2), a currency named in words (1). A symbol elsewhere (inside an address, an id or a
 * name) says nothing, and with no evidence the currency stays unknown.
 * `$` alone is USD unless another dollar country's code is printed.
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
  return {
    code: best[0],
    votes: best[1],
    total,
    sightings: sightings.get(best[0]) ?? 0,
    symbolOnly: !named.has(best[0]),
  };
}
