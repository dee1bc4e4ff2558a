import { detectCurrency } from './currency.js';

/** ISO 4217 currencies of three minor digits: dinars and rials counted in thousandths. */
const THREE_DECIMAL_CODES = new Set(['TND', 'BHD', 'KWD', 'OMR', 'JOD', 'IQD', 'LYD']);

let thousandths = false;

/** Whether the page being read prints its money with three decimals ("237.500" is 237.5). */
export const readsThousandths = (): boolean => thousandths;

/**
 * A page prints three decimals when its currency does (dinars: "Montant (DT)", "1.000 DT", "KWD")
 * and its figures say so too: more of them end on three digits after a point or comma than on
 * two. The currency alone would misread a page that prints 2 decimals with thousands points
 * ("12.500,00 TND"); the figures alone cannot tell a rupiah's "125.000" from a dinar's.
 */
export function printsThousandths(text: string): boolean {
  const code = detectCurrency(text)?.code;
  if (!code || !THREE_DECIMAL_CODES.has(code)) return false;
  const three = text.match(/\d[.,]\d{3}(?!\d)/g)?.length ?? 0;
  const two = text.match(/\d[.,]\d{2}(?!\d)/g)?.length ?? 0;
  return three > two;
}

/**
 * Runs a synchronous page reading with "d.ddd" read as three decimals where the page prints them
 * (printsThousandths): every reader of amounts (parse/amount.ts) asks, and the reading of one
 * document runs to its end before another starts, so the setting is the document's.
 */
export function readingPage<T>(text: string, read: () => T): T {
  const before = thousandths;
  thousandths = printsThousandths(text);
  try {
    return read();
  } finally {
    thousandths = before;
  }
}

/**
 * "1250.000", "1,250.000", "1 250,000", "1.250": the last mark followed by three digits is the
 * decimal mark on a three-decimal page, unless the same mark also groups the thousands
 * ("1.250.000"). Null where the text is no such number.
 */
export function parseThousandths(text: string): { value: number; hasDecimals: true } | null {
  const m = /^(\d[\d., ]*?)([.,])(\d{3})$/.exec(text);
  if (!m) return null;
  const [, intPart = '', mark = '', frac = ''] = m;
  if (intPart.includes(mark)) return null;
  const groups = intPart.split(/[., ]/);
  if (!/^\d+$/.test(groups[0] ?? '') || groups.slice(1).some((g) => !/^\d{3}$/.test(g)))
    return null;
  if (groups.length > 1 && (groups[0]?.length ?? 0) > 3) return null;
  return { value: Number(`${groups.join('')}.${frac}`), hasDecimals: true };
}
