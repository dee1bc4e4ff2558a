import { roundCents, sameCents } from '../parse/normalize.js';
import type { AmountPicks } from './amounts.js';
import type { Candidate } from './candidates.js';

const values = (cands: Candidate[]): number[] => [0, ...new Set(cands.map((c) => Number(c.value)))];

/**
 * The amount due is what is left of the total once prepayments are taken off and the rounding is
 * applied (EN 16931: BT-115 = BT-112 − BT-113 + BT-114). A due amount that this arithmetic
 * confirms is sure; one printed without it is likely; with none printed, the total less any
 * printed prepayment is what is due; with only the amount due printed, it is the total too.
 */
export function pickAmountDue(
  picks: AmountPicks,
  dues: Candidate[],
  prepaids: Candidate[],
  roundings: Candidate[],
): void {
  const total = picks.total_amount?.value;
  const explained = (due: number): boolean =>
    total !== undefined &&
    values(prepaids).some((p) =>
      values(roundings).some((r) => sameCents(roundCents(total - Math.abs(p) + r), due)),
    );
  const ranked = [...dues].sort((a, b) => b.score - a.score || b.lineIndex - a.lineIndex);
  const confirmed = ranked.find((c) => explained(Number(c.value)));
  const due = confirmed ?? ranked[0];
  if (due) {
    const sure =
      confirmed !== undefined && picks.total_amount && picks.total_amount.confidence >= 0.9;
    picks.amount_due = {
      value: Number(due.value),
      confidence: (sure ? 0.96 : confirmed ? 0.85 : 0.75) * (sure ? 1 : due.score),
      candidate: due,
    };
    // Only an amount due printed ("TOTAL DUE $1,320.00"), no total and no prepayment: nothing
    // was taken off, so the total is the same amount, below the export band (one cue).
    if (!picks.total_amount && prepaids.length === 0)
      picks.total_amount = {
        value: Number(due.value),
        confidence: 0.7 * due.score,
        candidate: due,
      };
    return;
  }
  if (!picks.total_amount || total === undefined) return;
  const prepaid = [...prepaids].sort((a, b) => b.score - a.score)[0];
  const value = prepaid ? roundCents(total - Math.abs(Number(prepaid.value))) : total;
  // Nothing printed as due: the total (less a printed prepayment) is what is due.
  picks.amount_due = {
    value,
    confidence: Math.min(prepaid ? 0.75 : 0.7, picks.total_amount.confidence),
    candidate: null,
  };
}
