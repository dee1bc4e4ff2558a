import { toSepaText } from './sepa-text';

/** SEPA's unstructured remittance information holds 140 characters. */
export const REMITTANCE_LIMIT = 140;

export interface RemittancePart {
  /** The invoice numbers this transfer pays, in the order given. */
  invoiceNumbers: string[];
  text: string;
}

/** Packs invoice numbers into remittance texts of at most `limit` characters, greedily in the
 * order given: "RE 1001, RE 1002, ...". When they do not fit, the payment is split into several
 * transfers, each naming its own invoices, rather than ending with "and 3 more": the vendor's
 * bank statement reader matches each number, and a number missing from every text is an
 * invoice the vendor cannot clear. One number longer than the limit is cut and marked as cut,
 * the only case where a number is not whole. The prefix (e.g. "Invoices ") is counted. */
export function packRemittance(
  invoiceNumbers: string[],
  { limit = REMITTANCE_LIMIT, prefix = '' }: { limit?: number; prefix?: string } = {},
): RemittancePart[] {
  const start = toSepaText(prefix);
  const parts: RemittancePart[] = [];
  let current: RemittancePart | null = null;
  for (const raw of invoiceNumbers) {
    const number = toSepaText(raw);
    if (current) {
      const joined = `${current.text}, ${number}`;
      if (joined.length <= limit) {
        current.text = joined;
        current.invoiceNumbers.push(raw);
        continue;
      }
    }
    const alone = start ? `${start} ${number}` : number;
    current = { invoiceNumbers: [raw], text: fitOne(alone, limit) };
    parts.push(current);
  }
  return parts;
}

function fitOne(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 3)}...`;
}

export interface PayableItem {
  invoiceNumber: string;
  /** What is paid for this invoice (after any discount), minor units. */
  amountMinor: number;
}

/** One vendor's payment in one currency as transfers: each transfer's amount is the sum of the
 * invoices its remittance text names, so the vendor can clear every invoice from its statement. */
export function packTransfers(items: PayableItem[], options?: { limit?: number; prefix?: string }) {
  const parts = packRemittance(
    items.map((item) => item.invoiceNumber),
    options,
  );
  let next = 0;
  return parts.map((part) => {
    const paid = items.slice(next, next + part.invoiceNumbers.length);
    next += part.invoiceNumbers.length;
    return { ...part, amountMinor: paid.reduce((sum, item) => sum + item.amountMinor, 0) };
  });
}
