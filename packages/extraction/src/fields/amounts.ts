import type { LabelField } from '../lexicon/index.js';
import { sameCents } from '../parse/normalize.js';
import type { Candidate } from './candidates.js';
import { pickAmountDue } from './amount-due.js';
import { deriveMissing } from './derive-missing.js';
import { dueOverrulesWeakTotal } from './due-as-total.js';
import { perRateTaxSums } from './tax-per-rate.js';
import { isLabelled, ONE_CUE, tripleConfidence } from './calibration.js';
import { rowTriples } from './row-triples.js';
import {
  doubtedParts,
  findTriples,
  labelledContradiction,
  type TriplePart,
} from './triple-search.js';
import {
  grandTotal,
  mendedTotal,
  paidAmounts,
  paidNetPlusTax,
  receiptSums,
  roundedTotal,
} from './till-totals.js';

export type AmountField = 'net_amount' | 'tax_amount' | 'total_amount' | 'amount_due';

export interface AmountPick {
  value: number;
  confidence: number;
  candidate: Candidate | null;
}

export type AmountPicks = Partial<Record<AmountField, AmountPick>>;

/** A scanned receipt's own arithmetic read from its lines where OCR garbled the labels (till-block.ts). */
export interface ScanSums {
  /** The tax summary's rows added up: net and tax per rate. */
  summarySum: number | null;
  /** The amount the payment block's tendered less change lands on, a few lines above them. */
  tillTotal?: Candidate;
}

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
 * triple is worth more than three individually strong labels, an exact one more than one a cent
 * apart, but a part read from a weak place does not outrank the figure a strong label prints for
 * it (see contradictedByLabels). Line sums confirm the net.
 */
export function reconcileAmounts(
  all: Candidate[],
  lineSum: number | null,
  ocr = false,
  scan: ScanSums = { summarySum: null },
): AmountPicks {
  const of = (f: LabelField): Candidate[] => all.filter((c) => c.field === f);
  const rowParts = rowTriples(of('total_amount'));
  // The sum of line net amounts (BT-106) is the net when no document allowance or charge follows.
  const lineTotals = of('line_net_total').map((c) => ({ ...c, score: c.score * 0.8 }));
  const nets = shortlist([
    ...of('net_amount'),
    ...rowParts.nets,
    ...lineTotals,
    ...subtotalsBeforeTotals(
      of('total_amount'),
      [...of('total_amount'), ...of('amount_due')],
      of('tax_amount'),
    ),
  ]);
  const taxes = [
    ...shortlist([...of('tax_amount'), ...rowParts.taxes]),
    ...perRateTaxSums(of('tax_amount')),
  ];
  const totals = shortlist(of('total_amount'));
  const picks: AmountPicks = {};
  let misread: { read: number; mended: number } | undefined;

  const triples = findTriples(nets, taxes, totals);
  const bestTriple = triples[0];
  if (bestTriple) {
    const linesConfirm = lineSum !== null && sameCents(lineSum, Number(bestTriple.n.value));
    const zeroTax = Number(bestTriple.t.value) === 0;
    const triple = [bestTriple.n, bestTriple.t, bestTriple.g];
    const oneRow = triple.every(
      (o) => o.page === bestTriple.g.page && o.lineIndex === bestTriple.g.lineIndex,
    );
    const equalHalves = sameCents(Number(bestTriple.n.value), Number(bestTriple.t.value));
    const doubted = doubtedParts(triples);
    const pick = (c: Candidate, part: TriplePart): AmountPick => {
      const confidence = tripleConfidence({
        score: c.score,
        othersLabelled: triple.every((o) => o === c || isLabelled(o.score)),
        zeroTax,
        linesConfirm,
        oneRow,
        equalHalves,
      });
      return {
        value: Number(c.value),
        confidence: doubted.has(part) ? Math.min(confidence, ONE_CUE) : confidence,
        candidate: c,
      };
    };
    picks.net_amount = pick(bestTriple.n, 'n');
    picks.tax_amount = pick(bestTriple.t, 't');
    picks.total_amount = pick(bestTriple.g, 'g');
    // "Net Amount 3,024.00" under the tax rows of an Indian bill names the gross: a net label
    // whose figure is the triple's own total states no other net.
    const total = Number(bestTriple.g.value);
    contradictedByLabels(picks, {
      net_amount: of('net_amount').filter((c) => !sameCents(Number(c.value), total)),
      total_amount: of('total_amount'),
    });
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
    // Money handed over less change lands on an amount printed above them: the total, where OCR
    // garbled the labels the lexicon would have found (till-block.ts).
    // A total its label names legibly stands: the payment may be of a rounded sum the label's
    // total precedes ("Total: 17.22", "TTL AFT RND 17.20").
    const legible = g && isLabelled(g.score);
    const till = confirmed || legible || sum !== undefined ? undefined : scan.tillTotal;
    if (till)
      picks.total_amount = { value: Number(till.value), confidence: till.score, candidate: till };
    // A scan's total that its own arithmetic puts one digit away was misread (till-totals.ts):
    // the larger of the total and the amount due is the grand total as printed.
    const due = best(of('amount_due'));
    const printed = [g, due]
      .filter((c): c is Candidate => !!c)
      .sort((a, b) => Number(b.value) - Number(a.value))[0];
    // A second print of the total with its decimal point lost ("2700" over "27.00") is read twice.
    const readOnce = (v: number): boolean =>
      all.filter((c) => sameCents(Number(c.value), v) || sameCents(Number(c.value) / 100, v))
        .length === 1;
    if (
      ocr &&
      sum === undefined &&
      !till &&
      !confirmed &&
      printed &&
      readOnce(Number(printed.value))
    ) {
      const read = Number(printed.value);
      const sums = receiptSums(totals, read, lineSum);
      const mended = mendedTotal(read, scan.summarySum ? [...sums, scan.summarySum] : sums);
      if (mended !== undefined) {
        picks.total_amount = { value: mended, confidence: 0.75, candidate: null };
        misread = { read, mended };
      }
    }
    if (n) picks.net_amount = { value: Number(n.value), confidence: 0.7 * n.score, candidate: n };
    if (t) picks.tax_amount = { value: Number(t.value), confidence: 0.6 * t.score, candidate: t };
    deriveMissing(picks, lineSum);
  }
  if (!misread)
    dueOverrulesWeakTotal(picks, of('amount_due'), of('prepaid_amount'), of('rounding_amount'));
  pickAmountDue(picks, of('amount_due'), of('prepaid_amount'), of('rounding_amount'));
  // The amount due read with the total's misread digit is the mended total too.
  if (misread && picks.amount_due && sameCents(picks.amount_due.value, misread.read))
    picks.amount_due = { value: misread.mended, confidence: 0.75, candidate: null };
  return picks;
}

/** How much a "Total" that a larger total follows weighs as the net: one cue, its position. */
const SUBTOTAL_WEIGHT = 0.8;

/**
 * A "Total" row right after the items with a non-zero tax printed below it and a larger total
 * or amount due below that ("Total 2,700 / CGST 162.00 / SGST 162.00 / Net Amount 3,024.00") is
 * a subtotal: it is offered as a net too, scored below its label, so that net + tax = total
 * decides.
 */
function subtotalsBeforeTotals(
  totals: Candidate[],
  later: Candidate[],
  taxes: Candidate[],
): Candidate[] {
  const between = (c: Candidate, o: Candidate, t: Candidate): boolean =>
    t.page === c.page &&
    t.page === o.page &&
    t.lineIndex > c.lineIndex &&
    t.lineIndex < o.lineIndex;
  return totals
    .filter((c) => c.rightmost !== false)
    .filter((c) =>
      later.some(
        (o) =>
          Number(o.value) > Number(c.value) &&
          taxes.some((t) => Number(t.value) !== 0 && between(c, o, t)),
      ),
    )
    .map((c) => ({ ...c, field: 'net_amount' as const, score: c.score * SUBTOTAL_WEIGHT }));
}

/** What a total labelled beside its value is reported at when arithmetic does not back it. */
const LABEL_AGAINST_ARITHMETIC = 0.75;

/**
 * A triple whose net or total was read from a weak place (a VAT summary row, the line sum) while
 * the page prints that total beside a strong label as another figure: the label wins, and since
 * the evidence conflicts no amount of the triple stays in the export band.
 */
function contradictedByLabels(
  picks: AmountPicks,
  labelled: Partial<Record<AmountField, Candidate[]>>,
): void {
  let conflict = false;
  for (const [field, cands] of Object.entries(labelled) as Array<[AmountField, Candidate[]]>) {
    const part = picks[field]?.candidate;
    const label = part ? labelledContradiction(part, cands) : undefined;
    if (!label) continue;
    conflict = true;
    picks[field] = {
      value: Number(label.value),
      confidence: LABEL_AGAINST_ARITHMETIC * label.score,
      candidate: label,
    };
  }
  if (conflict)
    for (const pick of Object.values(picks))
      if (pick) pick.confidence = Math.min(pick.confidence, LABEL_AGAINST_ARITHMETIC);
}
