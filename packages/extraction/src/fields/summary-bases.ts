import { looksLikeMoney, type RowNumber } from './row-numbers.js';
import { isVatRate } from './vat-rate.js';

/** A rate's tax is its base × rate, give or take the cents a document's rounding moves to one
 * rate (the largest base carries the difference to the stated tax). */
const taxOf = (base: number, rate: number, tax: number): boolean =>
  Math.abs(Math.abs(base) * (rate / 100) - Math.abs(tax)) <= Math.max(0.02, Math.abs(tax) * 0.02);

/** A summary rate is a VAT rate. */
const isRate = (n: RowNumber): boolean => n.percent === true && isVatRate(n.values[0] ?? -1);

/**
 * The bases a VAT summary prints per rate, where it prints two rates or more ("19 %  150.00
 * 28.50" / "7 %  20.00  1.40"): each row's figure whose tax at the row's rate is printed beside
 * it. Such a base is the sum of the lines at its rate, so it cannot vouch for a table's sum: a
 * table missing its only line at one rate adds up, with that rate's base, to the net by
 * construction (sum + base = net), and the lines at one rate add up to their own base.
 */
export function perRateBases(lines: RowNumber[][]): Set<RowNumber> {
  const rows = lines.flatMap((nums) => {
    const rate = nums.find(isRate)?.values[0];
    if (rate === undefined) return [];
    const money = nums.filter((n) => !n.percent && looksLikeMoney(n));
    const base = money.find((b) =>
      money.some((t) => t !== b && taxOf(b.values[0] ?? 0, rate, t.values[0] ?? NaN)),
    );
    return base && (base.values[0] ?? 0) !== 0 ? [{ rate, base }] : [];
  });
  const rates = new Set(rows.map((r) => r.rate));
  return new Set(rates.size >= 2 ? rows.map((r) => r.base) : []);
}
