import { isIsoDate, parseTerms, type PaymentTerms } from '@procure/payments';

/** What a run needs of an invoice's terms: its date and its payment terms. */
export type InvoiceTermsSource = {
  invoice_date: string | null;
  due_date: string | null;
  created_at: string;
  /** The invoice's header fields (JSON text: field -> { value, ... }). */
  fields: string;
};

/** The one place the runs read an invoice's terms. Terms read from the invoice (a
 * `payment_terms` header field: the printed text, or terms already structured) give the
 * discount tiers; the reviewed due date, when there is one, wins over the terms' net days (it
 * is what the reviewer confirmed). Without terms or a due date the invoice is due on its date
 * (due on receipt), as the payments package's rule says. */
export function termsOfInvoice(invoice: InvoiceTermsSource): {
  invoiceDate: string;
  terms: PaymentTerms;
} {
  const invoiceDate =
    invoice.invoice_date && isIsoDate(invoice.invoice_date)
      ? invoice.invoice_date
      : invoice.created_at.slice(0, 10);
  const read = readTerms(invoice.fields);
  const terms: PaymentTerms = read ?? { discounts: [] };
  if (invoice.due_date && isIsoDate(invoice.due_date))
    return { invoiceDate, terms: { ...terms, dueDate: invoice.due_date } };
  return { invoiceDate, terms };
}

function readTerms(fields: string): PaymentTerms | null {
  let value: unknown;
  try {
    value = (JSON.parse(fields) as Record<string, { value?: unknown } | undefined>).payment_terms
      ?.value;
  } catch {
    return null;
  }
  if (typeof value === 'string') return parseTerms(value)?.terms ?? null;
  if (!isTerms(value)) return null;
  // Stored JSON is checked as any input is: a value the rules cannot use is left out.
  return {
    ...(Number.isInteger(value.netDays) && value.netDays! >= 0 ? { netDays: value.netDays } : {}),
    ...(value.dueDate && isIsoDate(value.dueDate) ? { dueDate: value.dueDate } : {}),
    ...(value.fromMonthEnd === true ? { fromMonthEnd: true } : {}),
    ...(value.toMonthEnd === true ? { toMonthEnd: true } : {}),
    discounts: (value.discounts as (Tier | null)[]).filter(isTier),
  };
}

const isTerms = (value: unknown): value is PaymentTerms =>
  typeof value === 'object' && value !== null && Array.isArray((value as PaymentTerms).discounts);

type Tier = PaymentTerms['discounts'][number];

/** A tier the rules can use: a rate, and days or a real date. */
const isTier = (tier: Tier | null): tier is Tier =>
  typeof tier === 'object' &&
  tier !== null &&
  Number.isInteger(tier.rateBasisPoints) &&
  tier.rateBasisPoints > 0 &&
  ((Number.isInteger(tier.days) && tier.days! >= 0) ||
    (typeof tier.date === 'string' && isIsoDate(tier.date)));
