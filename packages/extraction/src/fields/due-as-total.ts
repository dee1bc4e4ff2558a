import { roundCents, sameCents } from '../parse/normalize.js';
import type { AmountPicks } from './amounts.js';
import type { Candidate } from './candidates.js';
import { isLabelled } from './calibration.js';

/** An amount due read beside a label of (nearly) full weight: "Do zapłaty: 2980.00",
 * "TOTAL AMOUNT DUE: 57,700.00", "Total a pagar $757.32". */
const STRONG_DUE = 0.85;

/** What the total taken from the amount due is worth: one printed label, no arithmetic. */
const DUE_AS_TOTAL = 0.75;

/** What net and tax keep when they add up to a total the printed amount due overruled. */
const OVERRULED = 0.5;

/**
 * A total no label of its own vouches for gives way to an amount due printed beside a strong
 * label when nothing was paid before: with no prepayment the amount due is the total (EN 16931:
 * BT-115 = BT-112 − BT-113 + BT-114). Weak totals are those derived from net + tax (a "Subtotal"
 * that is already gross, plus its tax again), read under a generic word ("Amount" over the item
 * column: the first line's amount) or under a column title with only a one-cue equality behind
 * them (a zero-tax "net = total" of the first item row). A total in the export band stays.
 */
export function dueOverrulesWeakTotal(
  picks: AmountPicks,
  dues: Candidate[],
  prepaids: Candidate[],
  roundings: Candidate[],
): void {
  if (prepaids.length > 0 || roundings.length > 0) return;
  const due = dues
    .filter((c) => c.placement !== 'below' && c.rightmost !== false && c.score >= STRONG_DUE)
    .sort((a, b) => b.score - a.score || b.lineIndex - a.lineIndex)[0];
  if (!due) return;
  const value = Number(due.value);
  const total = picks.total_amount;
  if (total && (sameCents(total.value, value) || total.confidence >= 0.9)) return;
  const read = total?.candidate;
  const weak =
    !total || !read || read.placement === 'below' || !isLabelled(read.score) || read === due;
  if (!weak) return;
  picks.total_amount = { value, confidence: DUE_AS_TOTAL * due.score, candidate: due };
  // Net and tax that added up to the overruled total no longer vouch for each other.
  const { net_amount: n, tax_amount: t } = picks;
  if (n && t && !sameCents(roundCents(n.value + t.value), value))
    for (const part of [n, t]) part.confidence = Math.min(part.confidence, OVERRULED);
}
