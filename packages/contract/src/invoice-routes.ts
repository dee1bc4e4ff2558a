import { z } from 'zod';
import { waitingForQuery } from './approval-limits';
import {
  c,
  commonErrors,
  conflict,
  envelope,
  ExportTypeSchema,
  fileResponse,
  IdSchema,
  MAX_PAGE,
  notFound,
  pageQuery,
  RejectBodySchema,
  RowIdSchema,
} from './common';
import { INVOICE_PAGE_SIZE } from './constants';
import { companyFilterQuery } from './document-company';
import { ours } from './documented';
import {
  ApprovalStatusSchema,
  ExtractionStatusSchema,
  InvoiceDecisionSchema,
  InvoiceDetailMinimalSchema,
  InvoiceDetailSchema,
  InvoiceDetailsSchema,
  InvoiceFilterSchema,
  InvoiceLineItemSchema,
  InvoiceListMinimalSchema,
  InvoiceListSchema,
  InvoiceRowSchema,
  InvoicesUploadedSchema,
  InvoiceUploadSchema,
  InvoiceWordSchema,
  PaymentStatusSchema,
  WorkflowStatusSchema,
} from './invoice';
import { InvoiceLinesPatchSchema } from './invoice-lines';
import {
  InvoiceApproveSchema,
  InvoiceHistorySchema,
  InvoiceMatchSchema,
  InvoicePaymentBodySchema,
  InvoicePaymentsSchema,
  InvoiceReviewSchema,
} from './invoice-review';

/** The invoice routes (the schemas they answer with are in invoice.ts). */
export const InvoiceListQuerySchema = z.object({
  /** draft: not yet approved, active: approved, reject: rejected, all: every invoice. */
  type: z.enum(['draft', 'active', 'reject', 'all']).default('all'),
  extraction_status: ExtractionStatusSchema.optional(),
  workflow_status: WorkflowStatusSchema.optional(),
  payment_status: PaymentStatusSchema.optional(),
  approval_status: ApprovalStatusSchema.optional(),
  ...companyFilterQuery,
  ...waitingForQuery,
  ...pageQuery(INVOICE_PAGE_SIZE),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

export const invoiceContract = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/invoice/',
    query: InvoiceListQuerySchema,
    responses: { 200: InvoiceListMinimalSchema, ...commonErrors },
    metadata: ours({ 200: InvoiceListSchema }),
    summary: 'Invoices, 12 a page; search finds number, vendor or amount',
  },
  find: {
    method: 'POST',
    path: '/api/v1/invoice',
    body: InvoiceFilterSchema,
    responses: { 200: envelope(z.array(InvoiceDetailMinimalSchema)), ...commonErrors },
    metadata: ours({ 200: InvoiceDetailsSchema }),
    summary: 'Invoices in full by a list filter ({ id: [n] })',
  },
  export: {
    method: 'POST',
    path: '/api/v1/invoice',
    query: z.object({ export_type: ExportTypeSchema }),
    body: z.object({
      type: ExportTypeSchema.optional(),
      id: z.array(RowIdSchema).min(1).max(100),
    }),
    responses: { 200: fileResponse, ...commonErrors, ...notFound },
    summary: 'Export invoices as invoice-{id}-{type}.xlsx or .csv',
  },
  upload: {
    method: 'POST',
    path: '/api/v1/invoice/upload',
    body: InvoiceUploadSchema,
    // The documents show no answer (the list reloads after it): ours lists the invoices made.
    responses: {
      201: z.object({ message: z.string().optional(), data: z.unknown().optional() }),
      ...commonErrors,
      ...notFound,
      ...conflict,
    },
    metadata: ours({ 201: InvoicesUploadedSchema }),
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
  saveLines: {
    method: 'PATCH',
    path: '/api/v1/invoice/:id/lines',
    pathParams: z.object({ id: IdSchema }),
    body: InvoiceLinesPatchSchema,
    responses: {
      200: envelope(
        z.object({
          /** The invoice without its lines; `lines`: the updated and added ones, as stored. */
          invoice: InvoiceDetailSchema.omit({ line_items: true }),
          lines: z.array(InvoiceLineItemSchema),
          removed: z.array(z.number().int()),
        }),
      ),
      ...commonErrors,
      ...notFound,
      ...conflict,
    },
    summary:
      'Save changed lines only (update by id, add, remove), with the rules and history rows of the whole save; 400 for an unknown line id',
  },
  approve: {
    method: 'POST',
    path: '/api/v1/invoice/:id/approve',
    pathParams: z.object({ id: IdSchema }),
    body: InvoiceApproveSchema,
    responses: {
      200: InvoiceDecisionSchema,
      // Ours: a first approver's override_reason is recorded; a second approver must grant it.
      202: InvoiceDecisionSchema,
      ...commonErrors,
      ...notFound,
      ...conflict,
    },
    summary:
      'Approve: 400 naming unmatched fields, totals that do not add up and match variances, unless override_reason is given (202: asked, a second approver grants it); 403 for its uploader or last reviewer; 409 when not open for review',
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
  pay: {
    method: 'POST',
    path: '/api/v1/invoice/:id/pay',
    pathParams: z.object({ id: IdSchema }),
    body: InvoicePaymentBodySchema,
    responses: { 200: envelope(InvoiceDetailSchema), ...commonErrors, ...notFound, ...conflict },
    summary:
      'Record a payment of an approved invoice (amount, default the outstanding amount; date, default today; reference): paymentStatus becomes partial or paid, a history row; 400 (path amount) beyond the outstanding amount; 409 unless approved and not yet paid in full',
  },
  payments: {
    method: 'GET',
    path: '/api/v1/invoice/:id/payments',
    pathParams: z.object({ id: IdSchema }),
    responses: { 200: envelope(InvoicePaymentsSchema), ...commonErrors, ...notFound },
    summary: 'The payments of an invoice, what they add up to and what is outstanding',
  },
  undoPayment: {
    method: 'DELETE',
    path: '/api/v1/invoice/:id/payments/:paymentId',
    pathParams: z.object({ id: IdSchema, paymentId: IdSchema }),
    body: c.noBody(),
    responses: { 200: envelope(InvoiceDetailSchema), ...commonErrors, ...notFound },
    summary:
      'Undo a payment: it is removed, paymentStatus follows what is left, a history row says so',
  },
  words: {
    method: 'GET',
    path: '/api/v1/invoice/:id/words',
    pathParams: z.object({ id: IdSchema }),
    query: z.object({ page: z.coerce.number().int().positive().max(MAX_PAGE).optional() }),
    responses: { 200: envelope(z.array(InvoiceWordSchema)), ...commonErrors, ...notFound },
    summary:
      "The words OCR read on the invoice's document (images, scanned PDF pages), on one page or all, in reading order, each with its page and box (the field boxes' units); replaced by each extraction; empty for text PDFs and e-invoices",
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
