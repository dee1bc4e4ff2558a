import { z } from 'zod';
import { FirstApprovalSchema } from './approval-limits';
import { envelope, FieldValueSchema, listEnvelope, RowIdSchema } from './common';
import { documentCompanyOutput } from './document-company';
import { DocumentedPagesSchema } from './documented';
import { fillDocumentedInvoiceDetail } from './invoice-documented';

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

/** How an invoice's vendor was linked to the vendor master. */
export const VENDOR_MATCH_BY = ['tax_id', 'iban', 'name'] as const;
export type VendorMatchBy = (typeof VENDOR_MATCH_BY)[number];

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
  /** Ours: the invoice repeated belongs to a company the user may not see, so duplicate_of is
   * null and only this says where; absent otherwise. */
  duplicate_elsewhere: z.boolean().optional(),
  /** The vendor master entry the extracted vendor matched, and how well (0..1); null when
   * unmatched. */
  vendor_id: z.number().int().nullable().optional(),
  vendor_match_score: z.number().min(0).max(1).nullable().optional(),
  /** Ours: what the link rests on: the tax id or IBAN read (score 1), or the name (OCR letter
   * confusions forgiven); null when unmatched. */
  vendor_match_by: z.enum(VENDOR_MATCH_BY).nullable().optional(),
  /** Ours, on an invoice's detail: the linked master vendor's name as the vendor master holds
   * it (the extracted vendor_name is what the document prints); null when unmatched. */
  vendor_master_name: z.string().nullable().optional(),
  /** The purchase order the extracted PO number links to. */
  po_id: z.number().int().nullable().optional(),
  ...documentCompanyOutput,
  /** Ours: the confirmed payment run that holds this invoice ("in payment": it cannot change
   * until the run is undone or executed); null when none. */
  payment_run_id: z.number().int().nullable().optional(),
});
export type InvoiceRow = z.infer<typeof InvoiceRowSchema>;
/** An invoice row as documented (spec part 2 §3): the same fields, with the statuses as whatever
 * words the backend uses (the badges show an unknown one in grey); our extras stay optional. */
export const InvoiceListRowSchema = InvoiceRowSchema.extend({
  extraction_status: z.string(),
  workflowStatus: z.string(),
  paymentStatus: z.string(),
  approvalStatus: z.string(),
});
export type InvoiceListRow = z.infer<typeof InvoiceListRowSchema>;
/** The invoice list as documented: data and pagination (total, pages). */
export const InvoiceListMinimalSchema = z.object({
  message: z.string().optional(),
  data: z.array(InvoiceListRowSchema),
  pagination: DocumentedPagesSchema,
});
/** Our server's invoice list: our status words, full pagination. */
export const InvoiceListSchema = listEnvelope(InvoiceRowSchema);
/** Our answer to POST /invoice/upload: the invoices made, one per document. */
export const InvoicesUploadedSchema = envelope(z.array(InvoiceRowSchema));

/** A line of an invoice: an id plus the control names of invoice_fm_items. */
export const InvoiceLineItemSchema = z
  .object({
    id: z.number().int().nonnegative(),
    description: z.string().nullable().optional(),
    quantity: z.number().nullable().optional(),
    unit_price: z.number().nullable().optional(),
    tax_rate: z.number().nullable().optional(),
    amount: z.number().nullable().optional(),
    /** Our extra: the line was read at the item columns this vendor's reviewed invoices taught
     * (issue 23 §4), and its amount is still as read there. Never sent back: a save sends the
     * columns only. */
    learned: z.boolean().optional(),
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
  /** Our extra: read at the place the vendor's reviewed invoices taught (issue 23 §4). */
  learned: z.boolean().optional(),
  /** Our extra: a reviewer confirmed the value as read by clicking its words (at `page` and
   * `box`); it stands, like a corrected one, when the document is read again. */
  confirmed: z.boolean().optional(),
});
export type ExtractedFieldView = z.infer<typeof ExtractedFieldSchema>;

/** A word read on a page of the invoice's document (OCR of an image or a scanned page): its text,
 * 1-based page and box, in the units and top-left origin of the field boxes (image pixels,
 * PDF points). */
export const InvoiceWordSchema = z.object({
  text: z.string(),
  page: z.number().int().positive(),
  box: BoxSchema,
});
export type InvoiceWord = z.infer<typeof InvoiceWordSchema>;

/** Ours: the confirmed payment run holding an invoice, as its page names it. */
export const InvoiceInPaymentSchema = z.object({
  run_id: z.number().int(),
  reference: z.string(),
  pay_date: z.string(),
  confirmed_by: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  /** The sentence the server answers to a change while the run holds the invoice. */
  reason: z.string(),
});
export type InvoiceInPayment = z.infer<typeof InvoiceInPaymentSchema>;

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
  /** Ours: why no payment can be recorded now (the vendor's bank details wait for approval). */
  payment_held: z.string().nullable().optional(),
  in_payment: InvoiceInPaymentSchema.nullable().optional(),
  first_approval: FirstApprovalSchema.optional(),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;
/** The detail as any backend may send it: see invoice-documented.ts. */
export const InvoiceDetailMinimalSchema = z.preprocess(
  (body) => fillDocumentedInvoiceDetail(body, INVOICE_HEADER_FIELDS),
  InvoiceDetailSchema.extend({
    extraction_status: z.string(),
    workflowStatus: z.string(),
    paymentStatus: z.string(),
    approvalStatus: z.string(),
  }),
);
export type InvoiceDetailMinimal = z.infer<typeof InvoiceDetailMinimalSchema>;
/** Our answer to POST /invoice {id: [n]}: the invoices in full. */
export const InvoiceDetailsSchema = envelope(z.array(InvoiceDetailSchema));

export const InvoiceFilterSchema = z.object({
  id: z.array(RowIdSchema).max(100).optional(),
  search: z.string().trim().max(200).optional(),
});

/** Stored documents (from /store/upload) to make invoices of: one, or several from one dialog
 * (each file is its own invoice). */
export const InvoiceUploadSchema = z.object({
  doc_id: z.union([z.string().min(1).max(64), z.array(z.string().min(1).max(64)).min(1).max(50)]),
  remarks: z.string().trim().max(500).optional(),
});

/** The answer to approve and reject: the invoice, and the next invoice waiting for review
 * (extracted or on hold, neither approved nor rejected; after this one by id, else the first),
 * null when none is left. */
export const InvoiceDecisionSchema = envelope(InvoiceDetailSchema).extend({
  next_id: z.number().int().nullable(),
});
