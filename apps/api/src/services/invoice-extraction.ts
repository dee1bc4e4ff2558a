import {
  INVOICE_HEADER_FIELDS,
  MAX_STORED_AMOUNT,
  type ExtractedFieldView,
  type InvoiceHeaderField,
  type Issue,
} from '@procure/contract';
import type { ExtractedField, ExtractionResult } from '@procure/extraction';

/** What the extraction job hands from its slow part (run) to its write (apply): the result,
 * or the engine's typed error. A bad file is an answer, not a crash: it is not retried. */
export type ExtractionAnswer =
  { ok: true; result: ExtractionResult } | { ok: false; code: string; message: string };

export type StoredFields = Record<string, ExtractedFieldView>;

/** The EN 16931 calculation rules an e-invoice breaks (the engine checks XML totals only). */
type RuleProblems = NonNullable<ExtractionResult['arithmetic']>;

export const LINE_FIELDS = ['description', 'quantity', 'unit_price', 'tax_rate', 'amount'] as const;

/** A field as stored: a value found is `extracted`; none found is `unmatched`. */
export function storedField(field: ExtractedField | null | undefined): ExtractedFieldView {
  if (!field || field.value === '' || field.value === null)
    return {
      value: null,
      confidence: null,
      page: null,
      box: null,
      source: null,
      status: 'unmatched',
    };
  return {
    value: field.value,
    confidence: Math.round(field.confidence * 1000) / 1000,
    page: field.page,
    box: field.box,
    source: field.source,
    status: 'extracted',
    // Read where a reviewer's earlier corrections taught for this vendor (the field card says so).
    ...(field.learned ? { learned: true } : {}),
  };
}

const cents = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : null;

/** Where the amounts disagree: no total, net + tax not the total, an amount due that is not the
 * total less the stated prepaid amount plus rounding, or lines (less allowances, plus charges)
 * that add up to neither the net nor the total amount (within a cent, and a cent per line). One
 * rule for the hold at intake and the approval gate. */
export function totalsProblems(fields: StoredFields, items: StoredFields[]): Issue[] {
  const problems: Issue[] = [];
  const total = cents(fields.total_amount?.value);
  const net = cents(fields.net_amount?.value);
  const tax = cents(fields.tax_amount?.value);
  if (total === null)
    problems.push({ path: 'header.total_amount', message: 'No total amount found' });
  else if (net !== null && tax !== null && Math.abs(net + tax - total) > 1)
    problems.push({
      path: 'header.total_amount',
      message: 'Net and tax amounts do not add up to the total',
    });
  // Where the document states what was paid in advance or rounded (e-invoices), the amount due
  // follows from the total (EN 16931 BR-CO-16); elsewhere a due amount below the total may be a
  // part payment the page does not explain.
  const due = cents(fields.amount_due?.value);
  const prepaid = cents(fields.prepaid_amount?.value);
  const rounding = cents(fields.rounding_amount?.value);
  const stated = prepaid !== null || rounding !== null;
  if (
    stated &&
    total !== null &&
    due !== null &&
    Math.abs(total - (prepaid ?? 0) + (rounding ?? 0) - due) > 1
  )
    problems.push({
      path: 'header.amount_due',
      message: 'The amount due is not the total less the prepaid amount plus rounding',
    });
  const lineCents = items.map((item) => cents(item.amount?.value));
  if (lineCents.length && lineCents.every((c) => c !== null)) {
    // Document allowances and charges (stated by e-invoices) stand between the lines and the net.
    const sum =
      lineCents.reduce<number>((a, b) => a + b!, 0) -
      (cents(fields.allowance_total_amount?.value) ?? 0) +
      (cents(fields.charge_total_amount?.value) ?? 0);
    const targets = [net, total].filter((t): t is number => t !== null);
    // Lines may be printed net or gross: they must add up to one of the two.
    if (targets.length && targets.every((t) => Math.abs(sum - t) > lineCents.length))
      problems.push({
        path: 'line_items',
        message: 'Line amounts do not add up to the invoice amounts',
      });
  }
  return problems;
}

/** Why a person must look at this invoice before it goes on (empty: it need not): the text
 * PDF's checks, and every EN 16931 calculation rule an e-invoice breaks, named. */
export function holdReasons(
  fields: StoredFields,
  items: StoredFields[],
  arithmetic: RuleProblems = [],
): string[] {
  return [
    ...(fields.invoice_number?.value === null ? ['No invoice number found'] : []),
    ...totalsProblems(fields, items).map((p) => p.message),
    ...arithmetic.map((p) => p.message),
  ];
}

/** What e-invoices state beside the header fields, stored with them (not controls of the header
 * form): the seller's IBAN, the buyer (which of our companies the invoice is for), and the
 * amounts between the lines, the total and the amount due. */
const EXTRA_FIELDS = [
  'vendor_iban',
  'buyer_name',
  'buyer_tax_id',
  'allowance_total_amount',
  'charge_total_amount',
  'prepaid_amount',
  'rounding_amount',
] as const;

/** The extraction result as the invoice stores it: every header field (found or not) and
 * every line, each value with its confidence, page, box, source and status. */
export function toStored(result: ExtractionResult) {
  const fields: StoredFields = Object.fromEntries(
    INVOICE_HEADER_FIELDS.map((name) => [name, storedField(result.fields[name])]),
  );
  // The seller's IBAN beside the header fields (not a control of the header form): e-invoices
  // state it.
  // Likewise its allowances and charges, which the totals check needs.
  for (const extra of EXTRA_FIELDS) if (result[extra]) fields[extra] = storedField(result[extra]);
  // What the document is (invoice or credit note), with its own confidence (issue 23 §2).
  if (result.document_type_field) fields.document_type = storedField(result.document_type_field);
  const items: StoredFields[] = result.line_items.map((line) => ({
    ...Object.fromEntries(LINE_FIELDS.map((name) => [name, storedField(line[name])])),
    ...(line.unit ? { unit: storedField(line.unit) } : {}),
  }));
  const arithmetic = result.arithmetic ?? [];
  return { fields, items, arithmetic, reasons: holdReasons(fields, items, arithmetic) };
}

/** A field a reviewer vouched for: corrected, or confirmed as read by clicking its words. A
 * reading of the document again, or terms that would follow from it, leave it as it is. */
export const keptByReviewer = (field: ExtractedFieldView | undefined): boolean =>
  field?.status === 'corrected' || field?.confirmed === true;

const corrected = (fields: StoredFields) =>
  Object.values(fields).some((field) => field?.status === 'corrected');

/** Extraction read again keeps what a reviewer corrected or confirmed: every header field they
 * vouched for (keptByReviewer) keeps its stored value, place and state (a confirmed value is
 * `extracted`, as it was read; the vendor check marks it again if its vendor is unknown); the
 * lines stay as the reviewer left them when any of their fields is `corrected` (lines are saved
 * as one set, so a corrected set is kept whole). Everything else is the new reading; hold
 * reasons follow the result. */
export function keepCorrections(
  previous: { fields: StoredFields; items: StoredFields[] },
  fresh: { fields: StoredFields; items: StoredFields[]; arithmetic?: RuleProblems },
) {
  const fields: StoredFields = { ...fresh.fields };
  for (const [name, field] of Object.entries(previous.fields))
    if (field?.status === 'corrected') fields[name] = field;
    else if (keptByReviewer(field)) fields[name] = { ...field, status: 'extracted' };
  const items = previous.items.some(corrected) ? previous.items : fresh.items;
  return { fields, items, reasons: holdReasons(fields, items, fresh.arithmetic) };
}

/** A field's value as text (null when none), e.g. for keys and list columns. */
export const textOf = (fields: StoredFields, name: InvoiceHeaderField): string | null => {
  const value = fields[name]?.value;
  return value === null || value === undefined ? null : String(value);
};

/** The invoice number folded for duplicate checks: 'INV-001' = 'inv 001'. */
export const numberKey = (number: string | null) => {
  const key = number?.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '') ?? '';
  return key || null;
};

/** Cents for a stored money column (an invoice's total): an amount past what the columns keep,
 * such as a misread run of digits, leaves the column empty instead of failing the extraction's
 * write; the field keeps what was read, and review asks for an amount within the bound. */
export const amountToCents = (value: unknown) => {
  const amount = cents(value);
  return amount !== null && Math.abs(amount) <= Math.round(MAX_STORED_AMOUNT * 100) ? amount : null;
};

/** The invoice's stored total (its `total_cents`) carries the document's sign: a credit note is
 * money the vendor owes us, negative however its page prints it ("NET AVOIR 528,00 €"). The
 * fields keep what the page prints; the type decides the sign (issue 23 §2), and payment runs,
 * approval limits and the list read this column. */
export const totalCentsOf = (fields: StoredFields) => {
  const total = amountToCents(fields.total_amount?.value);
  if (total === null) return null;
  return fields.document_type?.value === 'credit_note' ? -Math.abs(total) : total;
};
