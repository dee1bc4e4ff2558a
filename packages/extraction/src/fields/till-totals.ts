import type { LabelField } from '../lexicon/index.js';
import { substitutions } from '../match/ocr-confusions.js';
import { roundCents, sameCents } from '../parse/normalize.js';
import type { Candidate } from './candidates.js';

/*
 * A till receipt's total among cash, change and rounding lines: money handed over less change
 * given back is what the sale cost, and a rounding line's adjustment turns the sum into what is
 * paid. Arithmetic, not the label OCR left, decides between readings.
 */

/**
 * The grand total among several "total" lines: the one that the money handed over less the
 * change confirms (a till receipt), else the best-labelled, and between labels of equal weight
 * the largest (subtotals, tax totals and quantities are smaller than the total they add up to).
 */
export function grandTotal(
  totals: Candidate[],
  tendered: Candidate[],
  change: Candidate[],
  rounding: Candidate[] = [],
): Candidate | undefined {
  // The first total printed under a rounding line is the rounded amount that is paid: among totals
  // of equal label weight it beats a larger unrounded one (and the tax summary's repeat of it).
  const roundedTotals = new Set(
    rounding.flatMap((r) => {
      const below = totals
        .filter((c) => c.page === r.page && c.lineIndex > r.lineIndex)
        .sort((a, b) => a.lineIndex - b.lineIndex);
      return below.filter((c) => c.lineIndex === below[0]?.lineIndex);
    }),
  );
  const afterRounding = (c: Candidate): number => (roundedTotals.has(c) ? 1 : 0);
  // The exact reading first; only when it fails, readings with a lost decimal point.
  for (const shifted of [false, true]) {
    const paid = paidAmounts(tendered, change, shifted);
    for (const g of totals)
      for (const value of readings(Number(g.value), shifted))
        if (paid.some((p) => sameCents(p, value)))
          return { ...g, value, score: Math.max(g.score, 0.9) };
  }
  const labelled = [...totals].sort(
    (a, b) =>
      (Math.abs(b.score - a.score) > 0.05 ? b.score - a.score : 0) ||
      afterRounding(b) - afterRounding(a) ||
      Math.abs(Number(b.value)) - Math.abs(Number(a.value)),
  )[0];
  if (labelled && labelled.score >= WEAK_TOTAL) return labelled;
  // No legible total (faint print, a label without its amount): the money handed over less the
  // change given back is what the sale cost. Both must be printed, so a tendered note is not
  // mistaken for the total.
  const tenderedLast = tendered.at(-1);
  const changeLast = change.at(-1);
  if (tenderedLast && changeLast) {
    const value = roundCents(
      Math.abs(Number(tenderedLast.value)) - Math.abs(Number(changeLast.value)),
    );
    if (value > 0 && Math.abs(Number(changeLast.value)) > 0)
      return { ...tenderedLast, field: 'total_amount', value, score: WEAK_TOTAL };
  }
  return labelled;
}

/**
 * OCR drops a decimal point of one or two dots ("3045" for 30.45, "005" for 0.05): a whole number
 * may be an amount a hundred times smaller. Only arithmetic (money handed over less change) may
 * choose that reading.
 */
const readings = (value: number, shifted: boolean): number[] =>
  shifted && Number.isInteger(value) && value !== 0 ? [value, value / 100] : [value];

/**
 * A net and a non-negative tax that add up to an amount paid (either read with a lost decimal
 * point, see readings): the total, however the total line was misread. A till that prints a
 * non-zero rounding line charges the sum rounded to the coin: a sum with that rounding applied
 * that lands on a multiple of 5 cents is what was paid, even where a misread tendered amount
 * matches the unrounded sum as well (cash "101.76" read for 101.75 beside rounding -0.01).
 */
export function paidNetPlusTax(
  nets: Candidate[],
  taxes: Candidate[],
  paid: number[],
  rounding: Candidate[] = [],
): number | undefined {
  const adjustments = [0, ...rounding.map((r) => Number(r.value)).filter((r) => Math.abs(r) < 1)];
  let unrounded: number | undefined;
  for (const n of nets)
    for (const t of taxes)
      for (const net of readings(Number(n.value), true))
        for (const tax of readings(Number(t.value), true))
          for (const adjustment of adjustments) {
            const sum = roundCents(net + tax + adjustment);
            if (!(net > 0 && tax >= 0 && net !== tax && paid.some((p) => sameCents(p, sum))))
              continue;
            if (adjustment !== 0 && coinRounded(sum)) return sum;
            unrounded ??= sum;
          }
  return unrounded;
}

/** An amount rounded to the smallest coin most cash tills round to (5 sen, 5 cents, 5 Rappen). */
const coinRounded = (value: number): boolean => Math.round(value * 100) % 5 === 0;

/**
 * The amount printed on one of the two lines under a rounding adjustment that equals a sum
 * before rounding plus that adjustment: the rounded amount the customer pays, whatever label OCR
 * left on it (arithmetic, not the label, identifies it).
 */
export function roundedTotal(
  all: Candidate[],
  rounding: Candidate[],
  sums: number[],
): Candidate | undefined {
  for (const r of rounding) {
    const adjustment = Number(r.value);
    if (adjustment === 0 || Math.abs(adjustment) >= 1) continue;
    const below = all.find(
      (c) =>
        AMOUNT_FIELDS.has(c.field) &&
        c.page === r.page &&
        c.lineIndex > r.lineIndex &&
        c.lineIndex <= r.lineIndex + 2 &&
        sums.some((s) => sameCents(s + adjustment, Number(c.value))),
    );
    if (below) return { ...below, field: 'total_amount', value: Number(below.value) };
  }
  return undefined;
}

const AMOUNT_FIELDS = new Set<LabelField>([
  'total_amount',
  'tax_amount',
  'net_amount',
  'amount_due',
]);

/**
 * What the customer paid: each amount tendered less each change given back (or none). Tendered
 * money is sometimes printed as a negative entry ("Cash -10.00"); it is paid either way.
 */
export function paidAmounts(
  tendered: Candidate[],
  change: Candidate[],
  shifted: boolean,
): number[] {
  const exact = (c: Candidate): number[] => [Math.abs(Number(c.value))];
  const any = (c: Candidate): number[] => {
    const v = Math.abs(Number(c.value));
    return Number.isInteger(v) && v !== 0 ? [v, v / 100] : [v];
  };
  const read = shifted ? any : exact;
  return tendered.flatMap((t) =>
    read(t).flatMap((paid) =>
      [0, ...change.flatMap(read)].map((back) => roundCents(paid - back)).filter((p) => p > 0),
    ),
  );
}

/** A per-rate total read right of its label (0.76 on a receipt), not from a guessed column. */
const LABELLED_PART = 0.7;

/** Below this a total's label or placement is too weak to beat tendered less change. */
const WEAK_TOTAL = 0.5;

/** Two readings of one amount a single digit apart ("20.03" and "20.05"): OCR misread a digit. */
export function oneDigitApart(a: number, b: number): boolean {
  return substitutions(Math.abs(a).toFixed(2), Math.abs(b).toFixed(2)) === 1;
}

/**
 * The sums a scanned receipt's own arithmetic gives for its total: the item amounts added up,
 * and two totals printed per tax rate ("Total 0% supplies" and "Total 6% supplies (Inc. GST)"),
 * each smaller than the total read and right of a total's label (not a figure OCR made of a
 * tax column), added up.
 */
export function receiptSums(totals: Candidate[], read: number, lineSum: number | null): number[] {
  const labelled = totals.filter((c) => c.score >= LABELLED_PART);
  const parts = [...new Set(labelled.map((c) => Number(c.value)))].filter((v) => v > 0 && v < read);
  const pairs = parts.flatMap((a, i) => parts.slice(i + 1).map((b) => roundCents(a + b)));
  return [...(lineSum !== null && lineSum > 0 ? [roundCents(lineSum)] : []), ...pairs];
}

/**
 * A total read once, that the receipt's arithmetic (receiptSums) puts one digit away, was
 * misread in that digit ("20.03" beside items 17.41 + 2.64): the sum is the total. Only one sum
 * may land there, and only on OCR (a text layer has no misread digits); a total the payment
 * confirms, or read twice alike, is never mended.
 */
export function mendedTotal(read: number, sums: number[]): number | undefined {
  const near = [...new Set(sums)].filter((s) => oneDigitApart(s, read));
  return near.length === 1 ? near[0] : undefined;
}
