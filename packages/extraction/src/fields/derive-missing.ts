import { roundCents, sameCents } from '../parse/normalize.js';
import type { AmountPicks } from './amounts.js';

/** Fills one missing amount from the other two, or from the line sum when no tax is printed. */
export function deriveMissing(picks: AmountPicks, lineSum: number | null): void {
  const { net_amount: n, tax_amount: t, total_amount: g } = picks;
  if (g && t && !n)
    picks.net_amount = {
      value: roundCents(g.value - t.value),
      confidence: Math.min(g.confidence, t.confidence) * 0.9,
      candidate: null,
    };
  // The tax a total and net leave carries the net's sign (a credit note's negative), or is none.
  else if (g && n && !t && (sameCents(g.value, n.value) || g.value >= n.value === n.value >= 0))
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
  if (
    picks.net_amount &&
    picks.total_amount &&
    lineSum !== null &&
    sameCents(lineSum, picks.net_amount.value)
  ) {
    picks.net_amount.confidence = Math.max(picks.net_amount.confidence, 0.9);
  }
}
