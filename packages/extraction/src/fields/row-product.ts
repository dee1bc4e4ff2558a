import {
  inColumn,
  looksLikeMoney,
  sharesWords,
  type AmountColumn,
  type RowNumber,
} from './row-numbers.js';
import { isVatRate } from './vat-rate.js';
import { wholeProductHolds } from './whole-money.js';

/** Two numbers of a row whose product is a third: quantity × unit price (less a discount) = amount. */
export interface RowProduct {
  quantity: RowNumber;
  unitPrice: RowNumber;
  amount: RowNumber;
  /** The row's stated discount, in percent, when the product holds only after it. */
  discount: RowNumber | null;
  /** The amount holds only with the row's VAT added (a gross column beside the net one). */
  gross: boolean;
  /** The readings that multiply (a "1,000" may be one or a thousand). */
  values: { quantity: number; unitPrice: number; amount: number; discount: number | null };
}

// Two factors may be the pieces of what also reads as one space-grouped number: a producer that
// writes a row as one run prints "-120 106,25" for a quantity and a price. The score prefers the
// grouped reading where both hold ("3  1 500,00  4 500,00"); see sharesWords.

/** An amount never shares a word, or a space-grouped number, with a factor. */
const overlaps = (a: RowNumber, b: RowNumber): boolean =>
  sharesWords(a, b) || (a.group !== undefined && a.group === b.group);

/**
 * A printed amount is the product rounded to the cent, and a unit price printed to the cent may
 * itself be rounded (3 × 33.33 for 100.00): each unit may be half a cent off.
 */
const tolerance = (quantity: number): number => Math.max(0.011, Math.abs(quantity) * 0.005 + 0.006);

/**
 * How much a number looks like a quantity rather than a price, by its print: no decimals, no
 * currency, and not the two decimals of money ("1,5" and "1,000" are quantities, "800,00" a price).
 */
const quantityLikeness = (n: RowNumber): number =>
  (n.decimals === 0 ? 1 : 0) + (n.currency ? 0 : 1) + (n.decimals === 2 ? 0 : 0.5);

interface Adjustment {
  sum: number;
  members: RowNumber[];
}

/** Sums of every subset of the row's signed allowances and charges (at most a few), once a row. */
function adjustmentSums(adjustments: RowNumber[]): Adjustment[] {
  const some = adjustments.slice(0, 5);
  const out: Adjustment[] = [];
  for (let mask = 1; mask < 1 << some.length; mask += 1) {
    const members = some.filter((_, i) => mask & (1 << i));
    out.push({ sum: members.reduce((s, n) => s + (n.values[0] ?? 0), 0), members });
  }
  return out;
}

function fits(
  q: number,
  p: number,
  a: number,
  rates: RowNumber[],
  adjustments: Adjustment[],
  used: RowNumber[],
  own: RowNumber[],
): { ok: boolean; discount: RowNumber | null; rate: number | null; gross?: boolean } {
  const none = { ok: false, discount: null, rate: null };
  // A free item (quantity × 0.00 = 0.00) is a product too; nothing else multiplies to zero.
  if (q !== 0 && p === 0 && a === 0) return { ok: true, discount: null, rate: null };
  if (q === 0 || p === 0 || a === 0) return none;
  const product = Math.abs(q * p);
  const tol = tolerance(q);
  if (Math.abs(product - Math.abs(a)) <= tol) return { ok: true, discount: null, rate: null };
  for (const d of rates)
    for (const rate of d.values.map(Math.abs))
      if (rate > 0 && rate < 100 && Math.abs(product * (1 - rate / 100) - Math.abs(a)) <= tol)
        return { ok: true, discount: d, rate };
  // An amount printed with its VAT (a consumer invoice's gross column): net price × (1 + rate).
  for (const d of rates)
    for (const rate of d.values.map(Math.abs))
      if (rate > 0 && isVatRate(rate) && Math.abs(product * (1 + rate / 100) - Math.abs(a)) <= tol)
        return { ok: true, discount: null, rate: null, gross: true };
  // Line allowances and charges printed with their sign: 5 × 19,00 - 6,00 + 1,00 = 90,00. On
  // the row's own line they stand before its amount: a signed figure right of it is the amount
  // (a credit note's -49,99 beside its price 49,99), never an allowance on it.
  const amount = used[0];
  const pastAmount = (n: RowNumber): boolean =>
    Boolean(amount && own.includes(n) && n.left > amount.right);
  for (const adj of adjustments)
    if (
      Math.abs(product + adj.sum - Math.abs(a)) <= tol &&
      !adj.members.some((n) => used.includes(n) || pastAmount(n))
    )
      return { ok: true, discount: null, rate: null };
  return none;
}

/**
 * The row's quantity × unit price = amount, if any three of its numbers multiply so. Where several
 * do, the amount right of the two factors wins, then the factor that looks most like a count as
 * the quantity (a whole number without currency), then a quantity other than one.
 * `column`, when given, asks for the amount in the table's amount column, `quantityColumn` for
 * the quantity in the column most of the table's rows print it in.
 * `subLineFactors` are numbers printed under the row (a net price after a discount, "= 18,00"):
 * they may be a factor, never the amount.
 */
/** The row's numbers printed between the leftmost factor and the amount that are not factors
 * (readings of one print counted once). */
function numbersBetween(own: RowNumber[], x: RowNumber, y: RowNumber, a: RowNumber): number {
  const from = Math.min(x.left, y.left);
  const words = new Set<number>();
  for (const n of own)
    if (n.left > from && n.right < a.left && !overlaps(n, x) && !overlaps(n, y))
      words.add(n.group ?? n.firstWord);
  return words.size;
}

export function rowProduct(
  nums: RowNumber[],
  column?: AmountColumn,
  subLineFactors: RowNumber[] = [],
  quantityColumn?: AmountColumn,
): RowProduct | null {
  const own = nums.filter((n) => !n.percent);
  const plain = [...own, ...subLineFactors.filter((n) => !n.percent)];
  const percents = nums.filter((n) => n.percent);
  if (plain.length < 3) return null;
  const adjustments = adjustmentSums(plain.filter((n) => n.signed && looksLikeMoney(n)));
  let best: { product: RowProduct; score: number } | null = null;
  for (const a of own) {
    if (!looksLikeMoney(a)) continue;
    // Money printed whole is an amount only by exact arithmetic (whole-money.ts).
    const whole = a.whole === true && a.decimals < 2 && !a.currency;
    if (column && !inColumn(a, column)) continue;
    for (const x of plain) {
      if (x === a || overlaps(x, a)) continue;
      if (quantityColumn && !inColumn(x, quantityColumn)) continue;
      for (const y of plain) {
        if (y === a || y === x || overlaps(y, a) || sharesWords(y, x)) continue;
        for (const av of a.values)
          for (const qv of x.values)
            for (const pv of y.values) {
              const fit = whole
                ? {
                    ok: wholeProductHolds(qv, pv, av, { amount: a, factors: [x, y], row: own }),
                    discount: null,
                    rate: null,
                  }
                : fits(qv, pv, av, percents, adjustments, [a, x, y], own);
              if (!fit.ok) continue;
              const score =
                // A free item (n × 0,00 = 0,00) only where nothing else multiplies: zeros stand
                // in discount and tax columns beside a priced row's own product.
                (av === 0 ? -8 : 0) +
                (a.left > x.right && a.left > y.right ? 4 : 0) +
                quantityLikeness(x) -
                quantityLikeness(y) +
                (Math.abs(qv) === 1 ? 0 : 0.5) +
                // The line's net amount (BT-131) over a gross one printed beside it.
                (fit.discount || fit.gross ? -0.5 : 0) +
                // "1 500,00" read whole rather than as its piece "500,00", and rather than as
                // two factors ("1 189,00" is no quantity 1 and price 189,00 where 1 × 1 189,00
                // holds too).
                (a.lastWord - a.firstWord) * 0.3 +
                (x.group !== undefined && x.group === y.group ? -2 : 0) +
                (av === a.values[0] && qv === x.values[0] && pv === y.values[0] ? 0.25 : 0) -
                // Figures stand next to their amount; numbers further left belong to the name
                // ("Zboží 5 M6x40, 100 Stk  1,000  625,00  20 %  500,00": not 5 × 100).
                0.5 * numbersBetween(own, x, y, a);
              if (best && best.score >= score) continue;
              best = {
                score,
                product: {
                  quantity: x,
                  unitPrice: y,
                  amount: a,
                  discount: fit.discount,
                  gross: fit.gross === true,
                  values: { quantity: qv, unitPrice: pv, amount: av, discount: fit.rate },
                },
              };
            }
      }
    }
  }
  return best?.product ?? null;
}
