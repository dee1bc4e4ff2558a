/** Money is integer minor units (cents); rates are basis points (300 = 3 %), so nothing here is
 * a binary fraction. Rounding is explicit: half away from zero, the commercial rounding an AP
 * team checks by hand ("kaufmännisch runden"). */

export function percentOf(amountMinor: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(amountMinor))
    throw new RangeError('Amount must be integer minor units');
  if (!Number.isSafeInteger(rateBasisPoints)) throw new RangeError('Rate must be basis points');
  const product = BigInt(Math.abs(amountMinor)) * BigInt(rateBasisPoints);
  const rounded = Number((product + 5000n) / 10000n);
  return amountMinor < 0 ? -rounded : rounded;
}

/** Digits after the decimal mark for a currency (EUR 2, JPY 0, BHD 3), as ISO 4217 says. */
export function minorDigits(currency: string): number {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency });
  return format.resolvedOptions().maximumFractionDigits ?? 2;
}

/** 12345 EUR -> "123.45": the decimal point of XML and bank files, never a locale's mark. */
export function formatMinor(amountMinor: number, digits = 2): string {
  const sign = amountMinor < 0 ? '-' : '';
  const text = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  if (digits === 0) return sign + text;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
