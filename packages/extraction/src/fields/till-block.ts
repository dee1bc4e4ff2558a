import type { Line } from '../layout/lines.js';
import { LABEL_PHRASES, OTHER_LABEL_PHRASES } from '../lexicon/index.js';
import { sameWordMisread } from '../match/ocr-confusions.js';
import { findAmounts, parsePercent } from '../parse/amount.js';
import { fold, roundCents, sameCents } from '../parse/normalize.js';
import type { Candidate } from './candidates.js';

/*
 * A scanned till receipt's arithmetic read from its lines, where OCR garbled the labels that the
 * lexicon would find: the payment block (total, money handed over, change, printed in that
 * order) and the tax summary (a net and a tax per rate). Arithmetic, not the label, decides.
 */

/** How far apart the total, the tendered amount and the change are printed, in lines. */
const PAYMENT_LINES_APART = 3;

/** The change's words the lexicon knows, long enough that one misread letter still names them. */
const CHANGE_WORDS = LABEL_PHRASES.filter(
  (p) => p.field === 'change_given' && /^\p{L}{5,}$/u.test(p.phrase),
).map((p) => p.phrase);

/** Every word of the lexicon's label phrases: a real word, no misreading of another. */
const LABEL_WORDS = [
  ...new Set(
    [...LABEL_PHRASES.map((p) => p.phrase), ...OTHER_LABEL_PHRASES].flatMap((p) =>
      fold(p).split(/\s+/),
    ),
  ),
];

/** "Chenge", "Chanqe": a change word with one letter misread. A word the lexicon itself knows
 * ("charge" of "charges") is that word, not a misreading. */
function isChangeWord(word: string): boolean {
  if (CHANGE_WORDS.includes(word)) return true;
  // A label word itself, or the start of one (a word cut short), is no misreading.
  if (LABEL_WORDS.some((w) => w.startsWith(word))) return false;
  return CHANGE_WORDS.some((c) => sameWordMisread(word, c));
}

/** The last amount printed on a line, as the till prints it (OCR may drop a decimal point). */
function lastAmount(line: Line): number | undefined {
  const seg = line.segments.at(-1);
  if (!seg || line.segments.length < 2) return undefined;
  return findAmounts(seg.text).at(-1)?.value;
}

/** An amount read with its decimal point lost ("740" for 7.40) may be a hundred times smaller. */
const readings = (value: number): number[] =>
  Number.isInteger(value) && value !== 0 ? [value, value / 100] : [value];

/**
 * The total a till's payment block states by arithmetic: over a change line (its word read or
 * misread by one letter), the amount handed over (a line or two above it, more than the change)
 * less the change is an amount printed a few lines above that: the total, whatever label OCR
 * left on it ("Amt : 740" over "PaidEr Amountey 10.00" over "Chenge : 2.60").
 */
export function tillOrderTotal(lines: Line[]): Candidate | undefined {
  for (const [c, line] of lines.entries()) {
    const words = fold(line.segments[0]?.text ?? '').match(/\p{L}+/gu) ?? [];
    const change = lastAmount(line);
    if (change === undefined || change < 0 || !words.some(isChangeWord)) continue;
    for (let p = c - 1; p >= Math.max(0, c - 2); p -= 1) {
      const tendered = lastAmount(lines[p] as Line);
      if (tendered === undefined || tendered <= change) continue;
      const paid = roundCents(tendered - change);
      for (let t = p - 1; t >= Math.max(0, p - PAYMENT_LINES_APART); t -= 1) {
        const total = lines[t] as Line;
        const read = lastAmount(total);
        const value =
          read === undefined ? undefined : readings(read).find((v) => sameCents(v, paid));
        const seg = total.segments.at(-1);
        if (value === undefined || !seg || total.page !== line.page) continue;
        return {
          field: 'total_amount',
          value,
          score: 0.8,
          placement: 'right',
          page: total.page,
          box: { x: seg.x, y: seg.y, width: seg.width, height: seg.height },
          lineIndex: t,
        };
      }
    }
  }
  return undefined;
}

/** The heading of a tax summary ("GST Summary   Amount (RM)   Tax (RM)"), OCR's "65T" for GST too. */
const SUMMARY_HEADING = /\bsummary\b/;
/** A summary row's rate or code cell holds no money; its amounts stand right of it. */
const TOTAL_ROW = /\btotal\b/;

/**
 * The sum of a tax summary's rows (net and tax per rate, "S = 6%  34.62  2.08" / "Z = 0%  24.95
 * .00"): what the receipt charged before any rounding. Null unless every row under the heading,
 * up to a total row or a line that is no such row, holds two amounts right of its code (a
 * third column, the gross, would be counted twice), and each legible rate gives its row's tax.
 */
export function taxSummarySum(lines: Line[]): number | null {
  const at = lines.findIndex((l) => SUMMARY_HEADING.test(fold(l.text)));
  if (at < 0) return null;
  let sum = 0;
  let rows = 0;
  for (const line of lines.slice(at + 1, at + 6)) {
    if (TOTAL_ROW.test(fold(line.segments[0]?.text ?? ''))) break;
    const amounts = line.segments.slice(1).flatMap((s) => findAmounts(s.text));
    if (amounts.length !== 2) break;
    // A rate printed legibly must give the row's tax: a row that fails its own arithmetic was
    // misread somewhere ("SR =6%  25.47  1.63" for 1.53), and so is the sum.
    const rate = parsePercent(line.segments[0]?.text ?? '');
    const [base, tax] = amounts.map((a) => a.value) as [number, number];
    if (rate !== null && Math.abs(roundCents((base * rate) / 100) - tax) > 0.01) return null;
    sum += amounts.reduce((a, b) => a + b.value, 0);
    rows += 1;
  }
  return rows ? roundCents(sum) : null;
}
