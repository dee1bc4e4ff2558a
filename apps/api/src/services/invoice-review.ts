import {
  INVOICE_DOCUMENT_TYPES,
  INVOICE_HEADER_FIELDS,
  INVOICE_NUMERIC_HEADER_FIELDS,
  INVOICE_NUMERIC_LINE_FIELDS,
  MAX_STORED_AMOUNT,
  numericFieldValue,
  type ExtractedFieldView,
  type FieldValue,
  type InvoiceReview,
  type Issue,
} from '@procure/contract';
import type { Transaction } from 'kysely';
import type { Database, InvoiceRecord } from '../db/schema';
import { badRequest, conflict, notFound, VALIDATION_MESSAGE } from '../http/errors';
import { matchPurchaseOrder, matchVendor } from '../repositories/invoice-matching';
import type { InvoicesRepository } from '../repositories/invoices';
import { recordAudits, type Actor, type AuditEntry } from './audit';
import { numberKey, textOf, totalCentsOf, type StoredFields } from './invoice-extraction';
import { refuseInPayment } from './payment-runs/lock';
import { discountUntil, followTerms, relinkVendorDefaults } from './invoice-terms';
import { checkPostingCodes } from './posting-codes';
import { checkPicked, reviewHeader } from './review-places';
import { enqueueLearning, learnableSource, readVendorOf } from './vendor-learning';
import { NO_FIRST_APPROVAL } from '../repositories/approval-limits';

type Trx = Transaction<Database>;
// The document type is saved like a header field, though the header form has no control for it.
const HEADER = new Set<string>([...INVOICE_HEADER_FIELDS, 'document_type']);
const DOCUMENT_TYPES = new Set<unknown>(INVOICE_DOCUMENT_TYPES);
const NUMERIC_HEADER = new Set<string>(INVOICE_NUMERIC_HEADER_FIELDS);
const NUMERIC_LINE = new Set<string>(INVOICE_NUMERIC_LINE_FIELDS);

/** A value as the history stores it (JSON text, so numbers come back as numbers). */
const auditValue = (value: FieldValue | undefined) =>
  value === undefined || value === null ? null : JSON.stringify(value);

/** A line's value: unchanged kept as read, changed `corrected` (header values: review-places). */
function reviewed(old: ExtractedFieldView | undefined, value: FieldValue): ExtractedFieldView {
  if (old && old.value === value) return old;
  return {
    value,
    confidence: old?.confidence ?? null,
    page: old?.page ?? null,
    box: old?.box ?? null,
    source: 'user',
    status: 'corrected',
  };
}

const TOO_LARGE = `Enter at most ${MAX_STORED_AMOUNT.toLocaleString('en-US')}`;

/** Numeric fields' values as numbers; issues for text that is not a number, and for a number
 * larger than an amount can be stored (the total's cents are a PostgreSQL `integer`). */
function numeric(value: FieldValue, numericField: boolean, path: string, issues: Issue[]) {
  if (!numericField) return value;
  const converted = numericFieldValue(value);
  if (typeof converted === 'string' || typeof converted === 'boolean')
    issues.push({ path, message: 'Enter a number' });
  else if (typeof converted === 'number' && Math.abs(converted) > MAX_STORED_AMOUNT)
    issues.push({ path, message: TOO_LARGE });
  return converted;
}

/** Approved and rejected invoices are closed: no edits, no second decision. */
export function assertOpen(invoice: InvoiceRecord) {
  refuseInPayment(invoice);
  if (invoice.approval_status === 'approved')
    throw conflict('This invoice is approved and can no longer change');
  if (invoice.approval_status === 'rejected')
    throw conflict('This invoice is rejected and can no longer change');
}

/** A line's values as the reviewer sent them, ready to store: the review's own keys
 * (`{field}_status`, `{field}_confidence`) dropped, numeric fields as numbers; text that is not
 * a number in a numeric field is an issue at `{path}.{field}`. */
export function lineValues(
  values: Record<string, FieldValue | undefined>,
  path: string,
  issues: Issue[],
): (readonly [string, FieldValue])[] {
  return Object.entries(values)
    .filter(([key]) => key !== 'id' && !key.endsWith('_status') && !key.endsWith('_confidence'))
    .map(
      ([key, value]) =>
        [key, numeric(value ?? null, NUMERIC_LINE.has(key), `${path}.${key}`, issues)] as const,
    );
}

/** The invoice a review save changes: 400 for the issues found in the body, 404 unknown, 409
 * while it is extracted or once it is decided. */
export async function invoiceToReview(
  trx: Trx,
  invoices: InvoicesRepository,
  id: number,
  issues: Issue[],
): Promise<InvoiceRecord> {
  const invoice = await invoices.find(id, trx);
  if (!invoice) throw notFound('No invoice with this id');
  if (issues.length) throw badRequest(VALIDATION_MESSAGE, issues);
  if (invoice.extraction_status === 'processing')
    throw conflict('This invoice is being extracted; edit it when extraction has ended');
  assertOpen(invoice);
  return invoice;
}

/** The history rows of one save, written together at its end (a save of thousands of lines
 * may add as many rows), and how many changes it made. */
export class ReviewChanges {
  readonly entries: AuditEntry[] = [];
  constructor(private readonly invoiceId: number) {}

  get count() {
    return this.entries.length;
  }

  record(
    field: string,
    action: 'edited' | 'line_added' | 'line_removed',
    old: FieldValue | undefined,
    now: FieldValue | undefined,
  ) {
    this.entries.push({
      entityType: 'invoice',
      entityId: this.invoiceId,
      action,
      field,
      oldValue: auditValue(old),
      newValue: auditValue(now),
    });
  }

  /** A line as reviewed: each value sent kept as read when unchanged, else `corrected`; a
   * line without a previous one is added (one `line_added` row with its values), else each
   * changed field is an `edited` row. `keep` keeps the fields not sent (a line-level update);
   * without it the line is what was sent (the whole save). */
  line(
    lineId: number,
    previous: StoredFields | undefined,
    values: (readonly [string, FieldValue])[],
    keep = false,
  ): StoredFields {
    const sent = Object.fromEntries(
      values.map(([key, value]) => [key, reviewed(previous?.[key], value)]),
    );
    if (!previous)
      this.record(
        `line_items.${lineId}`,
        'line_added',
        null,
        JSON.stringify(Object.fromEntries(values)),
      );
    else
      for (const [key, value] of values)
        if (sent[key] !== previous[key])
          this.record(`line_items.${lineId}.${key}`, 'edited', previous[key]?.value, value);
    return keep && previous ? { ...previous, ...sent } : sent;
  }

  /** A line removed: one `line_removed` row with the values it had. */
  removed(lineId: number, body: StoredFields) {
    this.record(
      `line_items.${lineId}`,
      'line_removed',
      JSON.stringify(Object.fromEntries(Object.entries(body).map(([k, f]) => [k, f.value]))),
      null,
    );
  }
}

/** The PO and vendor an edit of the PO number or vendor name links the invoice to again. */
type InvoiceLinks = Partial<
  Pick<InvoiceRecord, 'po_id' | 'vendor_id' | 'vendor_match_score' | 'vendor_match_by'>
>;

/** Ends a review save that changed something: its history rows, the header's columns (the
 * list's number, vendor, total, dates) from the fields, the PO and vendor links, and a pending
 * invoice put under review. Nothing changed, nothing is written. */
export async function finishReview(
  trx: Trx,
  invoices: InvoicesRepository,
  invoice: InvoiceRecord,
  changes: ReviewChanges,
  actor: Actor,
  fields: StoredFields = JSON.parse(invoice.fields) as StoredFields,
  links: InvoiceLinks = {},
): Promise<void> {
  if (!changes.count) return;
  await recordAudits(trx, changes.entries, actor);
  await invoices.update(trx, invoice.id, {
    fields: JSON.stringify(fields),
    invoice_number: textOf(fields, 'invoice_number'),
    number_key: numberKey(textOf(fields, 'invoice_number')),
    vendor_name: textOf(fields, 'vendor_name'),
    total_cents: totalCentsOf(fields),
    currency: textOf(fields, 'currency'),
    invoice_date: textOf(fields, 'invoice_date'),
    due_date: textOf(fields, 'due_date'),
    discount_until: discountUntil(fields),
    ...links,
    ...(invoice.approval_status === 'pending' ? { approval_status: 'under_review' } : {}),
    // The last editor of the reviewed values may not approve them (segregation of duties).
    reviewed_by: actor.id,
    // Changed values need both approvals again: a first approval (approval limits) is void.
    ...NO_FIRST_APPROVAL,
  });
}

/** Saves review edits of the header and the whole set of lines, each change a history row
 * (field, old, new, who, when) in the same transaction. Numeric fields are stored as numbers.
 * The first saved edit puts a pending invoice under review. A corrected PO number links its PO
 * again, a corrected vendor name its vendor. Lines are renumbered from 0 in the order sent. */
export async function saveInvoiceReview(
  trx: Trx,
  invoices: InvoicesRepository,
  id: number,
  review: InvoiceReview,
  actor: Actor,
): Promise<void> {
  const issues: Issue[] = Object.keys(review.header ?? {})
    .filter((key) => !HEADER.has(key))
    .map((key) => ({ path: `header.${key}`, message: 'Not a header field' }));
  const header = Object.entries(review.header ?? {})
    .filter(([key]) => HEADER.has(key))
    .map(
      ([key, value]) =>
        [key, numeric(value, NUMERIC_HEADER.has(key), `header.${key}`, issues)] as const,
    );
  // The words a reviewer clicked belong to a value of this save, on a page of the document.
  await checkPicked(trx, id, review.picked, new Set(header.map(([key]) => key)), issues);
  for (const [key, value] of header)
    if (key === 'document_type' && !DOCUMENT_TYPES.has(value))
      issues.push({ path: 'header.document_type', message: 'Choose invoice or credit_note' });
  const lines = review.line_items?.map(({ id: lineId, ...values }, index) => ({
    lineId,
    values: lineValues(values, `line_items.${index}`, issues),
  }));
  if (lines)
    await checkPostingCodes(
      trx,
      lines.map(({ values }, index) => ({ path: `line_items.${index}`, values })),
      issues,
    );
  const invoice = await invoiceToReview(trx, invoices, id, issues);
  const changes = new ReviewChanges(id);

  const fields = JSON.parse(invoice.fields) as StoredFields;
  const placed = reviewHeader(fields, header, review.picked, (key, old, now) =>
    changes.record(key, 'edited', old, now),
  );
  // A due date the terms gave moves with a corrected invoice date.
  if (header.some(([key]) => key === 'invoice_date')) {
    const dueBefore = fields.due_date?.value ?? null;
    followTerms(fields);
    const dueAfter = fields.due_date?.value ?? null;
    if (dueAfter !== dueBefore) changes.record('due_date', 'edited', dueBefore, dueAfter);
  }
  const links: InvoiceLinks = {};
  if (header.some(([key]) => key === 'po_number') && fields.po_number?.status === 'corrected')
    links.po_id = await matchPurchaseOrder(trx, textOf(fields, 'po_number'), invoice.company_id);
  if (header.some(([key]) => key === 'vendor_name') && fields.vendor_name?.status === 'corrected') {
    const vendor = await matchVendor(trx, readVendorOf(fields));
    Object.assign(links, {
      vendor_id: vendor?.id ?? null,
      vendor_match_score: vendor?.score ?? null,
      vendor_match_by: vendor?.by ?? null,
    });
  }

  if (lines) {
    const before = await invoices.items([id], trx);
    const old = new Map(
      (before.get(id) ?? []).map((row) => [row.line_no, JSON.parse(row.body) as StoredFields]),
    );
    // A line keeps its history under the id it had; an id sent twice or unknown is a new line.
    const seen = new Set<number>();
    const bodies: string[] = [];
    for (const { lineId, values } of lines) {
      const previous = !seen.has(lineId) ? old.get(lineId) : undefined;
      seen.add(lineId);
      bodies.push(JSON.stringify(changes.line(lineId, previous, values)));
    }
    for (const [lineNo, body] of old) if (!seen.has(lineNo)) changes.removed(lineNo, body);
    await invoices.replaceItems(trx, id, bodies);
  }
  // A vendor linked by the reviewer brings its default terms and accounts where none are set.
  if (links.vendor_id && links.vendor_id !== invoice.vendor_id)
    await relinkVendorDefaults(trx, invoices, id, fields, links.vendor_id);
  await finishReview(trx, invoices, invoice, changes, actor, fields, links);
  // Only a value confirmed or a place moved: written, though nothing was edited (no history,
  // approvals stay).
  if (!changes.count && placed) await invoices.update(trx, id, { fields: JSON.stringify(fields) });
  // Header values saved, changed or confirmed as read, teach where this vendor prints them.
  if (header.length && learnableSource(invoice.extraction_source))
    await enqueueLearning(trx, id, review.picked);
}
