import { sameCents } from '../parse/normalize.js';
import { looksLikeMoney, type RowNumber } from './row-numbers.js';
import { perRateBases } from './summary-bases.js';

/**
 * The sum is printed below the table: as it is (net total), or once charges are added or
 * allowances taken off (a printed figure x with sum ± x printed further down). A VAT summary's
 * per-rate bases take no part (perRateBases): they add up to the net whatever lines a table
 * missed.
 */
export function printedAfter(nums: RowNumber[][], index: number, signed: number): boolean {
  // Figures are compared without their sign: a credit note's items add up to a negative sum
  // whose total may print either way, and its charges print as they are.
  const sum = Math.abs(signed);
  const after = nums.slice(index + 1, index + 25);
  const bases = perRateBases(after);
  const figures = after
    .flat()
    .filter((n) => looksLikeMoney(n) && !bases.has(n))
    .map((n) => Math.abs(n.values[0] ?? 0));
  if (figures.some((f) => sameCents(f, sum))) return true;
  return figures.some((x, i) =>
    figures.slice(i + 1).some((y) => sameCents(sum - x, y) || sameCents(sum + x, y)),
  );
}
