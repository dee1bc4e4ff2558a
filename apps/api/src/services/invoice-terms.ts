import type { ExtractedFieldView } from '@procure/contract';
import type { ExtractedTerms } from '@procure/extraction';
import {
  compareIsoDates,
  dueDate,
  formatTerms,
  parseTerms,
  tierDeadline,
  type PaymentTerms,
} from '@procure/payments/terms';
import type { Executor } from '../db/transaction';
import type { InvoicesRepository } from '../repositories/invoices';
import { vendorPostingDefaults, type VendorPostingDefaults } from '../repositories/posting';
import { keptByReviewer, type StoredFields } from './invoice-extraction';

/** An invoice's payment terms are a field of its `fields` JSON beside the header fields (like
 * the seller's IBAN): the terms in words that parseTerms reads back (formatTerms), with the page
 * and box they were printed at, how sure the reading is, and its status. */
export const TERMS_FIELD = 'payment_terms';
/** A line's posting fields, in its body JSON beside its other values. */
export const POSTING_LINE_FIELDS = {
  gl_account: 'gl_account',
  cost_center: 'cost_center',
} as const;

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The terms the extraction read, as the invoice stores them. */
export function termsField(read: ExtractedTerms | null | undefined): ExtractedFieldView | null {
  const value = read ? formatTerms(read.terms) : null;
  if (!read || !value) return null;
  return {
    value,
    confidence: round(read.confidence),
    page: read.page,
    box: read.box,
    source: read.source,
    status: 'extracted',
  };
}

/** The stored terms, read back; null when the invoice has none (or a reviewer removed them). */
export function storedTerms(fields: StoredFields): PaymentTerms | null {
  const value = fields[TERMS_FIELD]?.value;
  return typeof value === 'string' ? (parseTerms(value)?.terms ?? null) : null;
}

const invoiceDateOf = (fields: StoredFields) => {
  const value = fields.invoice_date?.value;
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
};

/** The last day any discount of the invoice may be taken (the `discount_until` column). */
export function discountUntil(fields: StoredFields): string | null {
  const terms = storedTerms(fields);
  const invoiceDate = invoiceDateOf(fields);
  if (!terms?.discounts.length || !invoiceDate) return null;
  try {
    return terms.discounts
      .map((tier) => tierDeadline(invoiceDate, tier))
      .sort(compareIsoDates)
      .at(-1)!;
  } catch {
    return null;
  }
}

/** A due date the invoice does not print (or that the terms gave before) follows its terms:
 * `derived`, as sure as the terms. A printed due date, or one a reviewer corrected or confirmed
 * by clicking its print, is left as it is. */
export function followTerms(fields: StoredFields): void {
  const due = fields.due_date;
  const printed = due?.value !== null && due?.value !== undefined && due.source !== 'derived';
  if (printed || keptByReviewer(due)) return;
  const terms = storedTerms(fields);
  const invoiceDate = invoiceDateOf(fields);
  const hasTerms =
    terms && (terms.netDays !== undefined || terms.dueDate || terms.discounts.length);
  if (!hasTerms || !invoiceDate) {
    if (due?.source === 'derived')
      fields.due_date = { ...due, value: null, confidence: null, status: 'unmatched' };
    return;
  }
  const source = fields[TERMS_FIELD]!;
  fields.due_date = {
    value: dueDate(invoiceDate, terms),
    confidence: source.confidence,
    page: source.page,
    box: source.box,
    source: 'derived',
    status: 'extracted',
  };
}

/** The vendor master's default terms (a payment_terms lookup's name such as "2/10 Net 30"):
 * master data, not a reading, so as sure as can be and printed nowhere. */
function vendorTermsField(name: string | null | undefined): ExtractedFieldView | null {
  const parsed = name ? parseTerms(name) : null;
  const value = parsed ? formatTerms(parsed.terms) : null;
  if (!value) return null;
  return { value, confidence: 1, page: null, box: null, source: 'derived', status: 'extracted' };
}

/** After a reading, the terms and posting the invoice gets: the terms it states, else (and
 * unless a reviewer set or confirmed them) its vendor's default terms; the due date they give
 * where none is printed; and on each line without them, the vendor's default GL account and
 * cost centre. */
export async function applyTermsAndPosting(
  db: Executor,
  fields: StoredFields,
  items: StoredFields[],
  read: ExtractedTerms | null | undefined,
  vendorId: number | null | undefined,
): Promise<void> {
  const defaults = await vendorPostingDefaults(db, vendorId);
  if (!keptByReviewer(fields[TERMS_FIELD])) {
    const field = termsField(read) ?? vendorTermsField(defaults?.paymentTerms);
    if (field) fields[TERMS_FIELD] = field;
    else delete fields[TERMS_FIELD];
  }
  followTerms(fields);
  postLines(items, defaults);
}

/** Each line without a GL account or cost centre gets the vendor's default (derived); true
 * when any line changed. */
function postLines(items: StoredFields[], defaults: VendorPostingDefaults | null): boolean {
  let changed = false;
  for (const item of items)
    for (const [name, value] of [
      [POSTING_LINE_FIELDS.gl_account, defaults?.glAccount],
      [POSTING_LINE_FIELDS.cost_center, defaults?.costCenter],
    ] as const)
      if (value && (item[name]?.value ?? null) === null) {
        item[name] = {
          value,
          confidence: 1,
          page: null,
          box: null,
          source: 'derived',
          status: 'extracted',
        };
        changed = true;
      }
  return changed;
}

/** A reviewer linked the invoice to another vendor (by correcting its name): the new vendor's
 * defaults apply where the invoice has no values of its own. Terms the document stated or a
 * reviewer set stay; terms that were the old vendor's default become the new one's (or none).
 * Lines without a GL account or cost centre get the new vendor's; the lines are written by id,
 * so their ids stay. */
export async function relinkVendorDefaults(
  trx: Executor,
  invoices: InvoicesRepository,
  invoiceId: number,
  fields: StoredFields,
  vendorId: number,
): Promise<void> {
  const defaults = await vendorPostingDefaults(trx, vendorId);
  const terms = fields[TERMS_FIELD];
  const fromVendor = !terms || (terms.source === 'derived' && !keptByReviewer(terms));
  if (fromVendor) {
    const field = vendorTermsField(defaults?.paymentTerms);
    if (field) fields[TERMS_FIELD] = field;
    else delete fields[TERMS_FIELD];
    followTerms(fields);
  }
  const rows = (await invoices.items([invoiceId], trx)).get(invoiceId) ?? [];
  const lines = rows.map((row) => ({
    line_no: row.line_no,
    body: JSON.parse(row.body) as StoredFields,
  }));
  const changed = lines.filter(({ body }) => postLines([body], defaults));
  if (changed.length)
    await invoices.writeItems(
      trx,
      invoiceId,
      changed.map(({ line_no, body }) => ({ line_no, body: JSON.stringify(body) })),
    );
}
