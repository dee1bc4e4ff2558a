import type { LabelField } from '../lexicon/index.js';
import { roundCents, sameCents } from '../parse/normalize.js';
import type { Candidate } from './candidates.js';
import { pickAmountDue } from './amount-due.js';
import { perRateTaxSums } from './tax-per-rate.js';
import { isLabelled, tripleConfidence } from './calibration.js';

export type AmountField = 'net_amount' | 'tax_amount' | 'total_amount' | 'amount_due';

export interface AmountPick {
  value: number;
  confidence: number;
  candidate: Candidate | null;
}

export type AmountPicks = Partial<Record<AmountField, AmountPick>>;

const best = (cands: Candidate[]): Candidate | undefined =>
  [...cands].sort((a, b) => b.score - a.score || b.lineIndex - a.lineIndex)[0];

/** Highest-scoring candidates first, at most a few distinct values each, to bound the search. */
function shortlist(cands: Candidate[], limit = 6): Candidate[] {
  const seen = new Set<number>();
  const out: Candidate[] = [];
  for (const c of [...cands].sort((a, b) => b.score - a.score)) {
    const v = Number(c.value);
    if (seen.has(v)) continue;
    seen.add(v);
    out.push(c);
    if (out.length === limit) break;
  }
  return out;
}

/**
 * Chooses net, tax and total so that net + tax = total where the page allows it; a consistent
 * triple is worth more than three individually strong labels. Line sums confirm the net.
 */
export function reconcileAmounts(all: Candidate[], lineSum: number | null): AmountPicks {
  const of = (f: LabelField): Candidate[] => all.filter((c) => c.field === f);
  const rowParts = rowTriples(of('total_amount'));
  // The sum of line net amounts (BT-106) is the net when no document allowance or charge follows.
  const lineTotals = of('line_net_total').map((c) => ({ ...c, score: c.score * 0.8 }));
  const nets = shortlist([...of('net_amount'), ...rowParts.nets, ...lineTotals]);
  const taxes = [
    ...shortlist([...of('tax_amount'), ...rowParts.taxes]),
    ...perRateTaxSums(of('tax_amount')),
  ];
  const totals = shortlist(of('total_amount'));
  const picks: AmountPicks = {};

  let bestTriple: { n: Candidate; t: Candidate; g: Candidate; score: number } | null = null;
  for (const n of nets)
    for (const t of taxes)
      for (const g of totals) {
        if (n === g || !sameCents(Number(n.value) + Number(t.value), Number(g.value))) continue;
        // VAT has the sign of the net it is charged on: "- 10.00" beside "(Tax: 0 %)" is an allowance.
        if (Number(t.value) !== 0 && Math.sign(Number(t.value)) !== Math.sign(Number(n.value)))
          continue;
        if (Number(g.value) === 0) continue;
        const score = n.score + t.score + g.score;
        if (!bestTriple || score > bestTriple.score) bestTriple = { n, t, g, score };
      }
  if (bestTriple) {
    const linesConfirm = lineSum !== null && sameCents(lineSum, Number(bestTriple.n.value));
    const zeroTax = Number(bestTriple.t.value) === 0;
    const triple = [bestTriple.n, bestTriple.t, bestTriple.g];
    const pick = (c: Candidate): AmountPick => ({
      value: Number(c.value),
      confidence: tripleConfidence({
        score: c.score,
        othersLabelled: triple.every((o) => o === c || isLabelled(o.score)),
        zeroTax,
        linesConfirm,
      }),
      candidate: c,
    });
    picks.net_amount = pick(bestTriple.n);
    picks.tax_amount = pick(bestTriple.t);
    picks.total_amount = pick(bestTriple.g);
    // A till receipt that rounds the sum to the coin (5 sen, 5 cents) charges the rounded amount.
    const rounded = of('payment_tendered').length
      ? roundedTotal(all, of('rounding_amount'), [Number(bestTriple.g.value)])
      : undefined;
    if (rounded)
      picks.total_amount = { value: Number(rounded.value), confidence: 0.85, candidate: rounded };
  } else {
    const g = grandTotal(
      totals.filter((c) => c.rightmost !== false).length
        ? totals.filter((c) => c.rightmost !== false)
        : totals,
      of('payment_tendered'),
      of('change_given'),
      of('rounding_amount'),
    );
    const n = best(nets);
    // A tax amount read from under a column header, unconfirmed by any sum, is too often a line's value.
    const t = best(taxes.filter((c) => c.placement !== 'below'));
    if (g)
      picks.total_amount = { value: Number(g.value), confidence: 0.75 * g.score, candidate: g };
    // No total the payment confirms, but a net and a tax that add up to what was paid (money
    // handed over less change): that sum is the total, whatever the total line was misread as.
    const paid = paidAmounts(of('payment_tendered'), of('change_given'), false);
    const confirmed = g && paid.some((p) => sameCents(p, Number(g.value)));
    // A receipt may print the pre-tax sum as a "total" ("Total Sales (Excluding GST)"), and the
    // amount paid is net + tax + the rounding adjustment printed between them and the total.
    const sum = confirmed
      ? undefined
      : paidNetPlusTax(shortlist([...nets, ...totals]), taxes, paid, of('rounding_amount'));
    if (sum !== undefined) picks.total_amount = { value: sum, confidence: 0.8, candidate: null };
    if (n) picks.net_amount = { value: Number(n.value), confidence: 0.7 * n.score, candidate: n };
    if (t) picks.tax_amount = { value: Number(t.value), confidence: 0.6 * t.score, candidate: t };
    deriveMissing(picks, lineSum);
  }
  pickAmountDue(picks, of('amount_due'), of('prepaid_amount'), of('rounding_amount'));
  return picks;
}

/**
 * The grand total among several "total" lines: the one that the money handed over less the
 * change confirms (a till receipt), else the best-labelled, and between labels of equal weight
 * the largest (subtotals, tax totals and quantities are smaller than the total they add up to).
 */
function grandTotal(
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
 * point, see readings): the total, however the total line was misread.
 */
function paidNetPlusTax(
  nets: Candidate[],
  taxes: Candidate[],
  paid: number[],
  rounding: Candidate[] = [],
): number | undefined {
  const adjustments = [0, ...rounding.map((r) => Number(r.value)).filter((r) => Math.abs(r) < 1)];
  for (const n of nets)
    for (const t of taxes)
      for (const net of readings(Number(n.value), true))
        for (const tax of readings(Number(t.value), true))
          for (const adjustment of adjustments) {
            const sum = roundCents(net + tax + adjustment);
            if (net > 0 && tax >= 0 && net !== tax && paid.some((p) => sameCents(p, sum)))
              return sum;
          }
  return undefined;
}

/**
 * The amount printed on one of the two lines under a rounding adjustment that equals a sum
 * before rounding plus that adjustment: the rounded amount the customer pays, whatever label OCR
 * left on it (arithmetic, not the label, identifies it).
 */
function roundedTotal(
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
function paidAmounts(tendered: Candidate[], change: Candidate[], shifted: boolean): number[] {
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

/** Below this a total's label or placement is too weak to beat tendered less change. */
const WEAK_TOTAL = 0.5;

/**
 * A total row printed as "Total  24.99  5.00  29.99" (net, tax, gross columns): when the last
 * three amounts on a total line add up, the first two are net and tax candidates.
 */
function rowTriples(totals: Candidate[]): { nets: Candidate[]; taxes: Candidate[] } {
  const nets: Candidate[] = [];
  const taxes: Candidate[] = [];
  const byLine = new Map<string, Candidate[]>();
  for (const c of totals) {
    const key = `${c.page}:${c.lineIndex}`;
    byLine.set(key, [...(byLine.get(key) ?? []), c]);
  }
  for (const row of byLine.values()) {
    const [a, b, g] = row.sort((x, y) => x.box.x - y.box.x).slice(-3);
    if (
      a &&
      b &&
      g &&
      sameCents(Number(a.value) + Number(b.value), Number(g.value)) &&
      Number(g.value) !== 0
    ) {
      // Three amounts that add up on one line labelled as the total are the document's totals; a
      // triple read under column headers may be the first per-rate row instead.
      nets.push({ ...a, field: 'net_amount', score: 0.8 });
      taxes.push({ ...b, field: 'tax_amount', score: 0.8 });
    }
  }
  return { nets, taxes };
}

/** Fills one missing amount from the other two, or from the line sum when no tax is printed. */
function deriveMissing(picks: AmountPicks, lineSum: number | null): void {
  const { net_amount: n, tax_amount: t, total_amount: g } = picks;
  if (g && t && !n)
    picks.net_amount = {
      value: roundCents(g.value - t.value),
      confidence: Math.min(g.confidence, t.confidence) * 0.9,
      candidate: null,
    };
  else if (g && n && !t && g.value >= n.value === n.value >= 0)
    picks.tax_amount = {
      value: roundCents(g.value - n.value),
      confidence: Math.min(g.confidence, n.confidence) * 0.8,
      candidate: null,
    };
  else if (n && t && !g)
    picks.total_amount = {
      value: roundCents(n.value + t.value),
      confidence: Math.min(n.confidence, t.confidence) * 0.9,
      candidate: null,
    };
  else if (g && !n && !t && lineSum !== null && sameCents(lineSum, g.value)) {
    // Lines add up to the total and no tax is printed: the invoice carries no tax.
    picks.net_amount = { value: g.value, confidence: 0.75, candidate: null };
    picks.tax_amount = { value: 0, confidence: 0.6, candidate: null };
  }
  const now = picks;
  if (
    now.net_amount &&
    now.total_amount &&
    lineSum !== null &&
    sameCents(lineSum, now.net_amount.value)
  ) {
    now.net_amount.confidence = Math.max(now.net_amount.confidence, 0.9);
  }
}
