import { checkedIsoDate } from './dates';

/** One posted piece of an approved invoice: an invoice line's GL account, cost centre and tax
 * rate, with its gross amount. */
export interface InvoiceBooking {
  date: string;
  invoiceNumber: string;
  /** The vendor's creditor account (DATEV "Kreditor", e.g. 70001). */
  vendorAccount: string;
  /** The expense or asset account (Sachkonto). */
  glAccount: string;
  costCenter?: string;
  /** Basis points: 1900 = 19 %. */
  taxRateBasisPoints: number;
  grossMinor: number;
  currency?: string;
  /** A link back to the invoice document in Procure. */
  documentLink?: string;
  /** Posting text, e.g. the vendor name. */
  text?: string;
}

/** Bookings of one invoice with the same accounts, cost centre and tax rate become one: an
 * accountant expects one booking per tax rate, not one per line item. Order is kept (first
 * appearance). */
export function groupBookings(bookings: InvoiceBooking[]): InvoiceBooking[] {
  const groups = new Map<string, InvoiceBooking>();
  for (const booking of bookings) {
    checkedIsoDate(booking.date);
    if (!Number.isSafeInteger(booking.grossMinor))
      throw new RangeError(`Gross of ${booking.invoiceNumber} must be integer minor units`);
    const key = JSON.stringify([
      booking.invoiceNumber,
      booking.vendorAccount,
      booking.glAccount,
      booking.costCenter ?? '',
      booking.taxRateBasisPoints,
      booking.currency ?? 'EUR',
    ]);
    const group = groups.get(key);
    if (group) group.grossMinor += booking.grossMinor;
    else groups.set(key, { ...booking });
  }
  return [...groups.values()];
}

/** Net and tax from a gross amount at a rate: net rounded half away from zero, tax the rest, so
 * net + tax is always the gross. */
export function splitGross(grossMinor: number, rateBasisPoints: number) {
  const sign = grossMinor < 0 ? -1 : 1;
  const gross = BigInt(Math.abs(grossMinor));
  const divisor = BigInt(10_000 + rateBasisPoints);
  const net = Number((gross * 20_000n + divisor) / (2n * divisor)) * sign;
  return { netMinor: net, taxMinor: grossMinor - net };
}
