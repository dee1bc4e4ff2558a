import { z } from 'zod';
import { atMostKeys, FieldValueSchema, HistoryEventSchema, IsoDateSchema } from './common';
import { documentCompanyInput } from './document-company';
import { ReceiptStateSchema } from './receipts';

/** The review half of the invoice contract: saved edits, approval, history with its timeline,
 * payment and the three-way match. The routes are in invoice.ts. */
/** The most lines one review save takes: the whole set of lines is sent, and real invoices
 * run to a couple of thousand lines (1,586 on one seen). */
export const INVOICE_MAX_LINE_ITEMS = 10_000;
/** The most fields the header or one line of a save may name: each has about 15. */
export const INVOICE_MAX_FIELDS = 100;

/** Where a reviewer clicked the words that make a header value (issue 23 §4): their page and
 * the box around them, in the units of the field boxes. The field is placed there after the
 * save, and the vendor's layout learns that print of the value, even with no label beside it. */
export const PickedWordsSchema = z.object({
  page: z.number().int().positive().max(10_000),
  box: z.object({
    x: z.number().finite().min(0).max(1_000_000),
    y: z.number().finite().min(0).max(1_000_000),
    width: z.number().finite().min(0).max(1_000_000),
    height: z.number().finite().min(0).max(1_000_000),
  }),
});
export type PickedWords = z.infer<typeof PickedWordsSchema>;

/** Review edits: header values by control name, and the whole set of lines (a line keeps its
 * id; numeric fields may come as numbers or as text that reads as a number). */
export const InvoiceReviewSchema = z.object({
  header: atMostKeys(INVOICE_MAX_FIELDS, z.record(z.string(), FieldValueSchema)).optional(),
  line_items: z
    .array(
      atMostKeys(
        INVOICE_MAX_FIELDS,
        z.object({ id: z.number().int().nonnegative() }).catchall(FieldValueSchema),
      ),
    )
    .max(INVOICE_MAX_LINE_ITEMS)
    .optional(),
  /** Ours: for header values of this save, the words the reviewer clicked on the page. */
  picked: atMostKeys(INVOICE_MAX_FIELDS, z.record(z.string(), PickedWordsSchema)).optional(),
  /** Ours: the company the invoice is for, chosen by the reviewer (null: none). */
  company_id: documentCompanyInput.company_id,
});
export type InvoiceReview = z.infer<typeof InvoiceReviewSchema>;

/** What the document is (issue 23 §2): our server's extra beside the header form's controls,
 * stored as the header field `document_type` and saved like one; another backend has none. */
export const INVOICE_DOCUMENT_TYPES = ['invoice', 'credit_note'] as const;
export type InvoiceDocumentType = (typeof INVOICE_DOCUMENT_TYPES)[number];

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

// A saved value read as a number: numeric-text.ts.
export { numericFieldValue } from './numeric-text';

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

/** What happened to an invoice, oldest first. Intake: uploaded, extracted, hold,
 * extraction_failed, reextract; review: edited (one row per changed field: `field` is the
 * header control name or `line_items.{id}.{control}`), line_added, line_removed, approved
 * (reason: the override reason, if any), rejected (reason); payment: paid (a payment recorded)
 * and payment_undone, both with field `paymentStatus`, the status before and after, and the
 * payment (amount, date, reference) as reason; override_requested: a first approver asked to
 * approve past the problems (reason), which a second approver must grant (issue 22);
 * first_approved: an approver whose limit falls short approved first (issue 22 item 3). System
 * steps are by 'system'. */
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
  'paid',
  'payment_undone',
  // A payment run (issue 25) holds the invoice, or lets it go again.
  'in_payment',
  'payment_run_undone',
  'override_requested',
  // An approver whose limit fell short approved first; a second one must complete it.
  'first_approved',
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

/** A payment of an approved invoice. Left out, the amount is what is still outstanding (the
 * whole invoice at once) and the date is today. Payments add up to at most the total. */
export const InvoicePaymentBodySchema = z
  .object({
    amount: z
      .number()
      .positive('Enter an amount above 0')
      .max(1e12)
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Use at most 2 decimals')
      .optional(),
    paid_on: IsoDateSchema.optional(),
    reference: z.string().trim().max(100, 'Use at most 100 characters').optional(),
  })
  .optional();
export type InvoicePaymentBody = z.infer<typeof InvoicePaymentBodySchema>;

export const InvoicePaymentSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  paid_on: z.string(),
  reference: z.string().nullable(),
  by: z.string(),
  /** Ours: the id of who recorded it (null: unknown, e.g. seeded); only they or an admin may
   * undo it, so the web offers Undo to them alone. */
  by_id: z.number().int().nullable().optional(),
  at: z.string(),
});
export type InvoicePayment = z.infer<typeof InvoicePaymentSchema>;

/** An invoice's payments, oldest first, with the total, what they add up to and what is still
 * outstanding (null without a total amount). */
export const InvoicePaymentsSchema = z.object({
  invoice_id: z.number().int(),
  currency: z.string().nullable(),
  total: z.number().nullable(),
  paid: z.number(),
  outstanding: z.number().nullable(),
  payments: z.array(InvoicePaymentSchema),
});
export type InvoicePayments = z.infer<typeof InvoicePaymentsSchema>;
