import { z } from 'zod';
import {
  c,
  commonErrors,
  conflict,
  envelope,
  ExportTypeSchema,
  FieldValueSchema,
  fileResponse,
  HistoryEventSchema,
  IdSchema,
  listEnvelope,
  notFound,
  pageQuery,
  RejectBodySchema,
  type FieldValue,
} from './common';
import { INVOICE_PAGE_SIZE } from './constants';
import { ReceiptStateSchema } from './receipts';

export const ExtractionStatusSchema = z.enum(['processing', 'extracted', 'failed', 'hold']);
export const WorkflowStatusSchema = z.enum(['pending', 'processing', 'success', 'failed', 'hold']);
export const PaymentStatusSchema = z.enum(['pending', 'paid', 'overdue', 'partial']);
export const ApprovalStatusSchema = z.enum(['pending', 'under_review', 'approved', 'rejected']);
/** Review state of one extracted field. */
export const FieldStatusSchema = z.enum(['extracted', 'corrected', 'unmatched']);
export type FieldStatus = z.infer<typeof FieldStatusSchema>;

/** Header fields of an invoice: the control names of invoice_fm_header. */
export const INVOICE_HEADER_FIELDS = [
  'invoice_number',
  'invoice_date',
  'due_date',
  'vendor_name',
  'vendor_tax_id',
  'po_number',
  'currency',
  'net_amount',
  'tax_amount',
  'total_amount',
  'amount_due',
] as const;
export type InvoiceHeaderField = (typeof INVOICE_HEADER_FIELDS)[number];

export const InvoiceRowSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string().nullable(),
  extraction_status: ExtractionStatusSchema,
  workflowStatus: WorkflowStatusSchema,
  vendor_name: z.string().nullable(),
  total_amount: z.number().nullable(),
  currency: z.string().nullable(),
  invoice_date: z.string().nullable(),
  dueDate: z.string().nullable(),
  paymentStatus: PaymentStatusSchema,
  approvalStatus: ApprovalStatusSchema,
  remarks: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  /** The invoice this one repeats (same file, or same vendor and number), if any: flagged,
   * never dropped. */
  duplicate_of: z.number().int().nullable().optional(),
  duplicate_reason: z.enum(['file', 'number']).nullable().optional(),
  /** The vendor master entry the extracted vendor matched, and how well (0..1); null when
   * unmatched. */
  vendor_id: z.number().int().nullable().optional(),
  vendor_match_score: z.number().min(0).max(1).nullable().optional(),
  /** The purchase order the extracted PO number links to. */
  po_id: z.number().int().nullable().optional(),
});
export type InvoiceRow = z.infer<typeof InvoiceRowSchema>;

/** A line of an invoice: an id plus the control names of invoice_fm_items. */
export const InvoiceLineItemSchema = z
  .object({
    id: z.number().int().nonnegative(),
    description: z.string().nullable().optional(),
    quantity: z.number().nullable().optional(),
    unit_price: z.number().nullable().optional(),
    tax_rate: z.number().nullable().optional(),
    amount: z.number().nullable().optional(),
  })
  .catchall(FieldValueSchema);
export type InvoiceLineItem = z.infer<typeof InvoiceLineItemSchema>;

const Confidence = z.number().min(0).max(1).nullable();
type HeaderShape = { [K in InvoiceHeaderField]: typeof FieldValueSchema } & {
  [K in InvoiceHeaderField as `${K}_status`]: z.ZodNullable<typeof FieldStatusSchema>;
} & { [K in InvoiceHeaderField as `${K}_confidence`]: typeof Confidence };
/** Every header field with its review status (`{control_name}_status`) and confidence. */
const headerShape = Object.fromEntries(
  INVOICE_HEADER_FIELDS.flatMap((field) => [
    [field, FieldValueSchema],
    [`${field}_status`, FieldStatusSchema.nullable()],
    [`${field}_confidence`, Confidence],
  ]),
) as HeaderShape;

export const FieldSourceSchema = z.enum(['xml-cii', 'xml-ubl', 'text', 'ocr', 'derived', 'user']);
export const BoxSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});
/** One header field as read: where on which page, from what source, how sure, and its state. */
export const ExtractedFieldSchema = z.object({
  value: FieldValueSchema,
  confidence: Confidence,
  page: z.number().int().positive().nullable(),
  box: BoxSchema.nullable(),
  source: FieldSourceSchema.nullable(),
  status: FieldStatusSchema,
});
export type ExtractedFieldView = z.infer<typeof ExtractedFieldSchema>;

export const InvoiceDetailSchema = InvoiceRowSchema.extend({
  ...headerShape,
  /** Page, box and source of every header field (its value, status and confidence are also
   * flat keys, as the spec reads them). */
  fields: z.record(z.string(), ExtractedFieldSchema).optional(),
  doc_id: z.string(),
  document_short_code: z.string(),
  line_items: z.array(InvoiceLineItemSchema),
  extraction_source: z.string().nullable(),
  extraction_error: z.string().nullable(),
  extraction_warnings: z.array(z.string()),
  updatedAt: z.string(),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;

export const InvoiceFilterSchema = z.object({
  id: z.array(z.number().int().positive()).max(100).optional(),
  search: z.string().trim().max(200).optional(),
});

/** Review edits: header values by control name, and the whole set of lines (a line keeps its
 * id; numeric fields may come as numbers or as text that reads as a number). */
export const InvoiceReviewSchema = z.object({
  header: z.record(z.string(), FieldValueSchema).optional(),
  line_items: z
    .array(z.object({ id: z.number().int().nonnegative() }).catchall(FieldValueSchema))
    .max(1000)
    .optional(),
});
export type InvoiceReview = z.infer<typeof InvoiceReviewSchema>;

/** Stored documents (from /store/upload) to make invoices of: one, or several from one dialog
 * (each file is its own invoice). */
export const InvoiceUploadSchema = z.object({
  doc_id: z.union([z.string().min(1).max(64), z.array(z.string().min(1).max(64)).min(1).max(50)]),
  remarks: z.string().trim().max(500).optional(),
});

/** Header fields and line fields that hold numbers: a saved text that reads as a number is
 * stored as that number ('1,234.50' -> 1234.5), anything else in them is a 400. */
export const INVOICE_NUMERIC_HEADER_FIELDS = [
  'net_amount',
  'tax_amount',
  'total_amount',
  'amount_due',
] as const;
export const INVOICE_NUMERIC_LINE_FIELDS = [
  'quantity',
  'unit_price',
  'tax_rate',
  'amount',
] as const;

/** A saved value as a number when it reads as one: numbers stay, text such as '1234.5',
 * ' 1,234.50 ' or '-3' becomes a number; empty text becomes null; anything else is returned
 * as it is (the caller decides whether that is an error). */
export function numericFieldValue(value: FieldValue): FieldValue {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text) return null;
  const compact = text.replace(/,(?=\d{3}(\D|$))/g, '').replace(/\s/g, '');
  return /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(compact) ? Number(compact) : value;
}

/** Approve: allowed when no header field is unmatched, the totals add up and every line of
 * the three-way match is matched; otherwise a 400 names each problem, unless a reason to
 * override them is given. */
export const InvoiceApproveSchema = z.object({
  override_reason: z
    .string()
    .trim()
    .min(3, 'Give a reason of at least 3 characters')
    .max(500)
    .optional(),
});
export type InvoiceApprove = z.infer<typeof InvoiceApproveSchema>;

/** The answer to approve and reject: the invoice, and the next invoice waiting for review
 * (extracted or on hold, neither approved nor rejected; after this one by id, else the first),
 * null when none is left. */
export const InvoiceDecisionSchema = envelope(InvoiceDetailSchema).extend({
  next_id: z.number().int().nullable(),
});

/** What happened to an invoice, oldest first. Intake: uploaded, extracted, hold,
 * extraction_failed, reextract; review: edited (one row per changed field: `field` is the
 * header control name or `line_items.{id}.{control}`), line_added, line_removed, approved
 * (reason: the override reason, if any), rejected (reason). System steps are by 'system'. */
export const InvoiceHistoryActionSchema = z.enum([
  'uploaded',
  'extracted',
  'hold',
  'extraction_failed',
  'reextract',
  'edited',
  'line_added',
  'line_removed',
  'approved',
  'rejected',
]);
export type InvoiceHistoryAction = z.infer<typeof InvoiceHistoryActionSchema>;
export const InvoiceHistoryEventSchema = HistoryEventSchema.extend({
  id: z.number().int(),
  action: InvoiceHistoryActionSchema,
  field: z.string().nullable(),
  old_value: FieldValueSchema,
  new_value: FieldValueSchema,
});
export type InvoiceHistoryEvent = z.infer<typeof InvoiceHistoryEventSchema>;

/** The approval timeline of the reference page, in this order. */
export const INVOICE_TIMELINE_STAGES = [
  'submitted',
  'received',
  'under_review',
  'pending_approval',
  'approved',
  'payment',
] as const;
export const TimelineStageSchema = z.enum(INVOICE_TIMELINE_STAGES);
/** done: reached (at, by from the row that reached it); current: the invoice is at this
 * stage now; upcoming: not yet; rejected: the invoice was rejected here (approved stage). */
export const TimelineStepSchema = z.object({
  stage: TimelineStageSchema,
  state: z.enum(['done', 'current', 'upcoming', 'rejected']),
  at: z.string().nullable(),
  by: z.string().nullable(),
});
export type TimelineStep = z.infer<typeof TimelineStepSchema>;
export const InvoiceHistorySchema = z.object({
  events: z.array(InvoiceHistoryEventSchema),
  timeline: z.array(TimelineStepSchema),
});
export type InvoiceHistory = z.infer<typeof InvoiceHistorySchema>;

/** Three-way match of one invoice line against its PO line and what MRNs received of it:
 * matched; quantity_variance (invoiced more than received and not yet invoiced elsewhere,
 * beyond the quantity tolerance); price_variance (unit price off the PO price beyond the price
 * tolerance); not_received (nothing received on the PO line yet); not_ordered (no PO line
 * for it). */
export const LineMatchStatusSchema = z.enum([
  'matched',
  'quantity_variance',
  'price_variance',
  'not_received',
  'not_ordered',
]);
export type LineMatchStatus = z.infer<typeof LineMatchStatusSchema>;
/** How a PO line or an MRN line stands: complete (received in full), partial, pending. */
export const LineReceiptSchema = z.enum(['complete', 'partial', 'pending']);
export type LineReceipt = z.infer<typeof LineReceiptSchema>;

export const InvoiceMatchLineSchema = z.object({
  /** The invoice line's id. */
  line_id: z.number().int(),
  /** The PO line's id (as in the PO detail), null when none fits. */
  po_line_id: z.number().int().nullable(),
  description: z.string().nullable(),
  ordered_quantity: z.number().nullable(),
  ordered_price: z.number().nullable(),
  received_quantity: z.number().nullable(),
  /** Invoiced on this PO line by other invoices that are not rejected. */
  invoiced_elsewhere_quantity: z.number().nullable(),
  invoiced_quantity: z.number().nullable(),
  invoiced_price: z.number().nullable(),
  /** invoiced - (received - invoiced elsewhere); > 0 means billed beyond what came in. */
  quantity_variance: z.number().nullable(),
  /** (invoiced price - ordered price) / ordered price, in percent, 2 decimals. */
  price_variance_percent: z.number().nullable(),
  status: LineMatchStatusSchema,
  matched: z.boolean(),
});
export type InvoiceMatchLine = z.infer<typeof InvoiceMatchLineSchema>;

export const InvoicePoLineSchema = z.object({
  id: z.number().int(),
  description: z.string().nullable(),
  quantity: z.number(),
  unit_price: z.number(),
  amount: z.number(),
  received_quantity: z.number(),
  /** Billed by this invoice. */
  invoiced_quantity: z.number(),
  /** matched: an invoice line of this invoice matches it; unmatched otherwise. */
  match: z.enum(['matched', 'unmatched']),
  receipt: LineReceiptSchema,
});
export const InvoiceMrnSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  /** The MRN's document state (draft and active count as received). */
  tab: z.enum(['active', 'draft', 'reject']),
  /** fully_received: with this MRN (and those before it) every PO line is received in full. */
  status: ReceiptStateSchema,
  lines: z.array(
    z.object({
      id: z.number().int(),
      po_line_id: z.number().int().nullable(),
      description: z.string().nullable(),
      ordered_quantity: z.number().nullable(),
      quantity: z.number(),
      amount: z.number(),
      /** The PO line after this MRN: complete, partial; pending if nothing received yet. */
      receipt: LineReceiptSchema,
    }),
  ),
});
export const InvoiceMatchSchema = z.object({
  invoice_id: z.number().int(),
  /** The linked PO (null: no PO, nothing to match; approval is not blocked by the match). */
  po: z
    .object({
      id: z.number().int(),
      number: z.string(),
      vendor_id: z.number().int(),
      vendor_name: z.string(),
      doc_date: z.string(),
      tab: z.enum(['active', 'draft', 'reject']),
      /** unused: nothing invoiced on it by invoices that are not rejected; partially_used;
       * fully_used: every line invoiced in full. */
      usage: z.enum(['unused', 'partially_used', 'fully_used']),
      receipt_state: ReceiptStateSchema,
      total: z.number(),
      lines: z.array(InvoicePoLineSchema),
    })
    .nullable(),
  mrns: z.array(InvoiceMrnSchema),
  lines: z.array(InvoiceMatchLineSchema),
  /** Received / ordered over the PO's lines (each line counted up to its ordered quantity),
   * percent with one decimal; null without a PO. */
  receipt_rate: z.number().nullable(),
  /** Matched invoice lines / invoice lines, percent with one decimal; null without a PO or
   * without lines. */
  match_rate: z.number().nullable(),
  /** Every line matched (or no PO): the match does not block approval. */
  ready_to_approve: z.boolean(),
  tolerance: z.object({ quantity_percent: z.number(), price_percent: z.number() }),
});
export type InvoiceMatch = z.infer<typeof InvoiceMatchSchema>;

export const InvoiceListQuerySchema = z.object({
  /** draft: not yet approved, active: approved, reject: rejected, all: every invoice. */
  type: z.enum(['draft', 'active', 'reject', 'all']).default('all'),
  extraction_status: ExtractionStatusSchema.optional(),
  workflow_status: WorkflowStatusSchema.optional(),
  payment_status: PaymentStatusSchema.optional(),
  approval_status: ApprovalStatusSchema.optional(),
  ...pageQuery(INVOICE_PAGE_SIZE),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

export const invoiceContract = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/invoice/',
    query: InvoiceListQuerySchema,
    responses: { 200: listEnvelope(InvoiceRowSchema), ...commonErrors },
    summary: 'Invoices, 12 a page; search finds number, vendor or amount',
  },
  find: {
    method: 'POST',
    path: '/api/v1/invoice',
    body: InvoiceFilterSchema,
    responses: { 200: envelope(z.array(InvoiceDetailSchema)), ...commonErrors },
    summary: 'Invoices in full by a list filter ({ id: [n] })',
  },
  export: {
    method: 'POST',
    path: '/api/v1/invoice',
    query: z.object({ export_type: ExportTypeSchema }),
    body: z.object({
      type: ExportTypeSchema.optional(),
      id: z.array(z.number().int().positive()).min(1).max(100),
    }),
    responses: { 200: fileResponse, ...commonErrors, ...notFound },
    summary: 'Export invoices as invoice-{id}-{type}.xlsx or .csv',
  },
  upload: {
    method: 'POST',
    path: '/api/v1/invoice/upload',
    body: InvoiceUploadSchema,
    responses: {
      201: envelope(z.array(InvoiceRowSchema)),
      ...commonErrors,
      ...notFound,
      ...conflict,
    },
    summary:
      'Invoices from stored documents, one each (a document that already has one answers it); extraction runs in the background',
  },
  review: {
    method: 'PUT',
    path: '/api/v1/invoice/:id',
    pathParams: z.object({ id: IdSchema }),
    body: InvoiceReviewSchema,
    responses: { 200: envelope(InvoiceDetailSchema), ...commonErrors, ...notFound, ...conflict },
    summary:
      'Save review edits; changed fields become corrected, numeric fields numbers, each change a history row; 409 once approved or rejected',
  },
  approve: {
    method: 'POST',
    path: '/api/v1/invoice/:id/approve',
    pathParams: z.object({ id: IdSchema }),
    body: InvoiceApproveSchema,
    responses: { 200: InvoiceDecisionSchema, ...commonErrors, ...notFound, ...conflict },
    summary:
      'Approve: 400 naming unmatched fields, totals that do not add up and match variances, unless override_reason is given; 409 when not open for review',
  },
  reject: {
    method: 'POST',
    path: '/api/v1/invoice/:id/reject',
    pathParams: z.object({ id: IdSchema }),
    body: RejectBodySchema,
    responses: { 200: InvoiceDecisionSchema, ...commonErrors, ...notFound, ...conflict },
    summary: 'Reject with a reason; 409 when already approved or rejected',
  },
  history: {
    method: 'GET',
    path: '/api/v1/invoice/:id/history',
    pathParams: z.object({ id: IdSchema }),
    responses: { 200: envelope(InvoiceHistorySchema), ...commonErrors, ...notFound },
    summary: 'Every intake and review event (field, old, new, who, when) and the approval timeline',
  },
  match: {
    method: 'GET',
    path: '/api/v1/invoice/:id/match',
    pathParams: z.object({ id: IdSchema }),
    responses: { 200: envelope(InvoiceMatchSchema), ...commonErrors, ...notFound },
    summary: 'Three-way match of the invoice lines with the linked PO and its MRN receipts',
  },
  reextract: {
    method: 'POST',
    path: '/api/v1/invoice/:id/extract',
    pathParams: z.object({ id: IdSchema }),
    body: c.noBody(),
    responses: { 202: envelope(InvoiceRowSchema), ...commonErrors, ...notFound, ...conflict },
    summary: 'Run extraction again',
  },
});
