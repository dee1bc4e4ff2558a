import { addDays, checkedIsoDate, compareIsoDates, endOfMonth } from './dates';
import { percentOf } from './money';

/** One early-payment discount: the rate for paying by a deadline given either as days after the
 * invoice date or as a printed date. */
export interface DiscountTier {
  /** Basis points: 300 = 3 %, 250 = 2.5 %. */
  rateBasisPoints: number;
  days?: number;
  date?: string;
  /** The amount the rate applies to when the invoice names one (XRechnung BASISBETRAG, e.g.
   * the gross without deposit or freight), minor units; else the invoice's amount. */
  baseMinor?: number;
}

/** Terms as printed on an invoice: net days or a due date, and any number of discount tiers
 * ("3 % within 10 days, 2 % within 20, net 30"). */
export interface PaymentTerms {
  netDays?: number;
  dueDate?: string;
  /** Net days counted from the end of the invoice month ("end of month + 30", "net 30 EOM"). */
  fromMonthEnd?: boolean;
  /** Due at the end of the month the net days reach ("30 jours fin de mois", the reading
   * French practice and the DGCCRF give). */
  toMonthEnd?: boolean;
  discounts: DiscountTier[];
}

export interface PayableInvoice {
  invoiceDate: string;
  /** Amount the discount is taken on (the gross, as Skonto is), in minor units. */
  amountMinor: number;
  terms: PaymentTerms;
}

export interface DiscountOnDate {
  amountMinor: number;
  tier: DiscountTier;
  deadline: string;
}

const countFrom = (invoiceDate: string, terms: PaymentTerms) =>
  terms.fromMonthEnd ? endOfMonth(invoiceDate) : invoiceDate;

/** The due date: a printed date wins; else net days after the invoice date (or month end, or
 * run on to the month end);
 * else, with discount tiers only, the last tier's deadline; else the invoice date itself
 * (due on receipt). Calendar days, never shifted for weekends: the bank shifts execution. */
export function dueDate(invoiceDate: string, terms: PaymentTerms): string {
  checkedIsoDate(invoiceDate);
  if (terms.dueDate) return checkedIsoDate(terms.dueDate);
  if (terms.netDays !== undefined) {
    const due = addDays(countFrom(invoiceDate, terms), terms.netDays);
    return terms.toMonthEnd ? endOfMonth(due) : due;
  }
  const deadlines = terms.discounts.map((tier) => tierDeadline(invoiceDate, tier));
  return deadlines.sort(compareIsoDates).at(-1) ?? invoiceDate;
}

/** The last day a tier may be taken (inclusive): its printed date, or its days after the
 * invoice date. Discount days count from the invoice date, not the month end. */
export function tierDeadline(invoiceDate: string, tier: DiscountTier): string {
  if (tier.date) return checkedIsoDate(tier.date);
  if (tier.days === undefined) throw new RangeError('A discount tier needs days or a date');
  return addDays(invoiceDate, tier.days);
}

/** What may be taken when paying on payDate: the highest rate whose deadline is on or after
 * the pay date, its amount rounded half away from zero; null once every deadline has passed. */
export function discountFor(invoice: PayableInvoice, payDate: string): DiscountOnDate | null {
  checkedIsoDate(payDate);
  let best: DiscountOnDate | null = null;
  for (const tier of invoice.terms.discounts) {
    const deadline = tierDeadline(invoice.invoiceDate, tier);
    if (compareIsoDates(payDate, deadline) > 0) continue;
    if (best && best.tier.rateBasisPoints >= tier.rateBasisPoints) continue;
    const base = tier.baseMinor ?? invoice.amountMinor;
    best = { amountMinor: percentOf(base, tier.rateBasisPoints), tier, deadline };
  }
  return best;
}
