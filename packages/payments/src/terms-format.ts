import type { DiscountTier, PaymentTerms } from './terms';

const percent = (basisPoints: number) => String(basisPoints / 100);

/** XRechnung's form keeps a tier's own discount base, which plain words cannot say. */
const xrechnung = (tier: DiscountTier) =>
  `#SKONTO#TAGE=${tier.days}#PROZENT=${(tier.rateBasisPoints / 100).toFixed(2)}#` +
  (tier.baseMinor === undefined ? '' : `BASISBETRAG=${(tier.baseMinor / 100).toFixed(2)}#`);

function netText(terms: PaymentTerms): string | null {
  if (terms.dueDate) return `due ${terms.dueDate}`;
  if (terms.netDays === undefined) return null;
  if (terms.netDays === 0 && !terms.fromMonthEnd && !terms.toMonthEnd) return 'due on receipt';
  if (terms.fromMonthEnd) return `net ${terms.netDays} days from end of month`;
  if (terms.toMonthEnd) return `net ${terms.netDays} days to month end`;
  return `net ${terms.netDays} days`;
}

/** Terms as one line of plain English that parseTerms reads back to the same meaning ("3 %
 * discount within 10 days, net 30 days"; "2 % discount until 2026-03-02, due 2026-03-31"): the
 * form an invoice's terms are stored, shown and edited in. A printed due date stands for the
 * net days beside it (it wins over them). Tiers with their own discount base are written in
 * XRechnung's #SKONTO# lines. Null for terms that say nothing. */
export function formatTerms(terms: PaymentTerms): string | null {
  const net = netText(terms);
  const tiers = terms.discounts;
  if (
    tiers.some((tier) => tier.baseMinor !== undefined) &&
    tiers.every((t) => t.days !== undefined)
  )
    return [...tiers.map(xrechnung), ...(net ? [net] : [])].join('\n');
  const parts = tiers.map((tier) =>
    tier.date
      ? `${percent(tier.rateBasisPoints)} % discount until ${tier.date}`
      : `${percent(tier.rateBasisPoints)} % discount within ${tier.days} days`,
  );
  if (net) parts.push(net);
  return parts.length ? parts.join(', ') : null;
}
