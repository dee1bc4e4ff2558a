import type { ExtractedField, LineItem } from '../types.js';
import type { ArithmeticLines } from './arithmetic-lines.js';
import type { RowNumber } from './row-numbers.js';

/**
 * Money printed without decimals: currencies without minor units (JPY, KRW, HUF, CLP), and many
 * Indian, Gulf and simple template invoices ("100 | 10 | 1000", "900 | 3.00 | 2,700"). A bare
 * whole number is no money by its print (it may be a count, a position, a page, a year, a postcode),
 * so such a reading is only a second one, tried where no row multiplies with money printed as
 * money and no sums of such money hold, and only arithmetic can make a whole number an amount
 * there: rows whose quantity × price = amount exactly (rowProduct), a table of at least two such
 * rows with no factor of one, or one whose amounts add up to a figure printed below it.
 */

/** Up to a thousand million: longer digit runs are phone, account and tax numbers. */
const MAX_WHOLE = 1e9;

/** Whether a number may be read as whole money: a bare whole number (a credit's or an
 * allowance's with its sign), no rate, no unit, no longer than an amount is. */
const mayBeWhole = (n: RowNumber): boolean =>
  n.decimals === 0 &&
  !n.currency &&
  !n.percent &&
  !n.unit &&
  Math.abs(n.values[0] ?? MAX_WHOLE) < MAX_WHOLE;

/** Each line's numbers with the bare whole numbers marked as possible money (copies: the
 * document's own reading is left as it is). */
export function wholeNumbers(numbers: RowNumber[][]): RowNumber[][] {
  return numbers.map((row) => row.map((n) => (mayBeWhole(n) ? { ...n, whole: true } : n)));
}

/** A factor of one says nothing: "1 × 500 = 500" holds for any position, count or page number
 * beside a figure printed twice. */
const says = (quantity: number, price: number): boolean =>
  Math.abs(quantity) !== 1 && Math.abs(price) !== 1;

/**
 * A product whose amount is whole money holds exactly, sign included, and stands where a row
 * prints its amount: right of both factors on its own line (a figure under the row is no factor
 * of it here), with no money printed as money further right (then
 * that is the row's amount, and the whole number a count or a size inside the name: "Pos 20 |
 * Bolt, 100 pcs | 5 | 200.00"). A factor of one is allowed here: the table it is part of must
 * then add up (wholeMoneyTable).
 */
export function wholeProductHolds(
  quantity: number,
  price: number,
  amount: number,
  place?: { amount: RowNumber; factors: RowNumber[]; row: RowNumber[] },
): boolean {
  if (Math.abs(quantity * price - amount) > 1e-6) return false;
  if (!place) return says(quantity, price);
  const { amount: a, factors, row } = place;
  return (
    factors.every((f) => row.includes(f) && f.right < a.left) &&
    !row.some((n) => n.left > a.right && !n.percent && (n.decimals >= 2 || n.currency))
  );
}

/** What the missing money shape costs: a tenth of each line field's confidence (a confirmed
 * product row's 0.95 becomes 0.855, below the 0.9 at which fields are taken as sure). */
export const WHOLE_FACTOR = 0.9;

const lessSure = (f: ExtractedField | null): ExtractedField | null =>
  f && { ...f, confidence: Math.round(f.confidence * WHOLE_FACTOR * 1000) / 1000 };

/** Items whose quantity × price with no factor of one gave their whole amount. */
const multiplied = (items: LineItem[]): number =>
  items.filter((i) => {
    const [q, p] = [Number(i.quantity?.value), Number(i.unit_price?.value)];
    return Number.isFinite(q) && Number.isFinite(p) && q !== 0 && says(q, p);
  }).length;

type Reader = (numbers: RowNumber[][]) => ArithmeticLines | null;

/**
 * The table read again by a reader (products or sums) with whole numbers as money, where the
 * reading of printed money found none: kept when at least two rows multiply with no factor of
 * one or the amounts add up to a printed figure; each field a little less sure.
 */
export function wholeMoneyTable(numbers: RowNumber[][], read: Reader): ArithmeticLines | null {
  const table = read(wholeNumbers(numbers));
  if (!table || !(table.confirmed || multiplied(table.items) >= 2)) return null;
  const items = table.items.map(
    (item) =>
      Object.fromEntries(
        Object.entries(item).map(([k, f]) => [k, f === undefined ? f : lessSure(f)]),
      ) as LineItem,
  );
  return { ...table, items };
}
