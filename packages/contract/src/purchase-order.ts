import { z } from 'zod';
import { FirstApprovalSchema, waitingForQuery } from './approval-limits';
import {
  c,
  commonErrors,
  conflict,
  DocumentStateSchema,
  envelope,
  exportQuery,
  fileResponse,
  IdSchema,
  IsoDateSchema,
  PaginationSchema,
  TabCountsSchema,
  MoneySchema,
  notFound,
  documentListQuery,
  RejectBodySchema,
  RowIdSchema,
  HistoryEventSchema,
} from './common';
import { documentedTabbedList, ours, savedDocumentsAnswer, savedHeaderAnswer } from './documented';
import { DEFAULT_PAGE_SIZE } from './constants';
import { LineItemSchema } from './line-items';
import { ReceiptStateSchema } from './receipts';
import {
  companyFilterQuery,
  documentCompanyInput,
  documentCompanyOutput,
} from './document-company';

export const PoHeaderSchema = z.object({
  id: RowIdSchema.optional(),
  vendorId: RowIdSchema,
  poNumber: z.string().trim().min(1).max(50),
  poDate: IsoDateSchema,
  expectedDeliveryDate: IsoDateSchema.nullable().optional(),
  paymentTerms: z.string().trim().max(50).default('Net 30'),
  notes: z.string().max(2000).nullable().optional(),
  status: DocumentStateSchema.default('draft'),
  /** The signed PO stored from the Upload PO dialog (`/store/upload`), if any. */
  doc_id: z.string().max(64).nullable().optional(),
  ...documentCompanyInput,
});
export type PoHeader = z.input<typeof PoHeaderSchema>;

export const PoDocumentSchema = PoHeaderSchema.extend({
  line_items: z.array(LineItemSchema).min(1),
  po_basic_amount: MoneySchema,
  po_total_tax_amount: MoneySchema,
  po_total_amount: MoneySchema,
  createdAt: z.string().optional(),
});
export type PoDocument = z.input<typeof PoDocumentSchema>;

/** A saved PO line with its receipts: `quantity` is the ordered quantity, `received_quantity`
 * what draft and approved MRNs take from it, `open_quantity` what is left to receive. */
export const PoLineSchema = LineItemSchema.extend({
  received_quantity: z.number(),
  open_quantity: z.number(),
});
export type PoLine = z.infer<typeof PoLineSchema>;

/** An MRN received against a PO (in any state; rejected ones no longer count). */
export const PoReceiptSchema = z.object({
  id: z.number().int(),
  mrnNumber: z.string(),
  mrnDate: z.string(),
  status: DocumentStateSchema,
  mrn_total_amount: z.number(),
});
export type PoReceipt = z.infer<typeof PoReceiptSchema>;

export const SavedPoSchema = PoDocumentSchema.extend({
  id: z.number().int(),
  vendor_name: z.string(),
  createdAt: z.string(),
  line_items: z.array(PoLineSchema),
  receipt_state: ReceiptStateSchema,
  receipts: z.array(PoReceiptSchema),
  ...documentCompanyOutput,
  /** Approval steps: who did what, when (optional for other backends). */
  history: z.array(HistoryEventSchema).optional(),
  first_approval: FirstApprovalSchema.optional(),
});
export type SavedPo = z.infer<typeof SavedPoSchema>;
/** Our answer to a whole-document save: the saved orders with their lines. */
export const SavedPosSchema = envelope(z.array(SavedPoSchema));

/** List rows: `name`/`phone` are the vendor's, shown with a badge and as Contact. */
export const PoRowSchema = z.object({
  id: z.number().int(),
  po_number: z.string(),
  name: z.string(),
  phone: z.string(),
  po_date: z.string(),
  delivery_date: z.string().nullable(),
  payment_terms: z.string(),
  total_amount: z.number(),
  status: z.string(),
  receipt_state: ReceiptStateSchema,
  ...documentCompanyOutput,
});
export type PoRow = z.infer<typeof PoRowSchema>;

/** Our server's purchase-order list; the route's answer is the documented minimum (rows with dynamic
 * keys and pagination.total, spec part 2 §3), this is what we send on top of it. */
export const PoListSchema = documentedTabbedList.extend({
  data: z.array(PoRowSchema),
  pagination: PaginationSchema,
  counts: TabCountsSchema,
});

const listQuery = documentListQuery(DEFAULT_PAGE_SIZE);
const decided = envelope(z.object({ id: z.number().int(), status: DocumentStateSchema }));

export const purchaseOrderContract = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/po',
    query: z.object({
      ...listQuery,
      /** Only this vendor's orders (the MRN form's PO picker). */
      vendor_id: IdSchema.optional(),
      ...companyFilterQuery,
      ...waitingForQuery,
    }),
    responses: { 200: documentedTabbedList, ...commonErrors },
    metadata: ours({ 200: PoListSchema }),
    summary: 'Purchase orders of one state',
  },
  export: {
    method: 'GET',
    path: '/api/v1/po/',
    query: exportQuery(listQuery).extend(companyFilterQuery),
    responses: { 200: fileResponse, ...commonErrors },
    summary: 'Export purchase orders as po-{type}.xlsx or .csv',
  },
  get: {
    method: 'GET',
    path: '/api/v1/po/:id',
    pathParams: z.object({ id: IdSchema }),
    responses: { 200: envelope(SavedPoSchema), ...commonErrors, ...notFound },
    summary: 'One purchase order with its lines',
  },
  saveHeader: {
    method: 'POST',
    path: '/api/v1/po/detail',
    body: PoHeaderSchema,
    responses: {
      200: savedHeaderAnswer,
      201: savedHeaderAnswer,
      ...commonErrors,
      ...notFound,
      ...conflict,
    },
    metadata: ours({ 201: envelope(PoHeaderSchema.extend({ id: z.number().int() })) }),
    summary: 'Validate and save the header of a draft purchase order',
  },
  create: {
    method: 'POST',
    path: '/api/v1/po',
    body: z.array(PoDocumentSchema).min(1).max(50),
    responses: {
      200: savedDocumentsAnswer,
      201: savedDocumentsAnswer,
      ...commonErrors,
      ...notFound,
      ...conflict,
    },
    metadata: ours({ 201: SavedPosSchema }),
    summary: 'Save whole purchase orders (header and lines); totals are checked',
  },
  approve: {
    method: 'POST',
    path: '/api/v1/po/:id/approve',
    pathParams: z.object({ id: IdSchema }),
    body: c.noBody(),
    // Ours: 202 when the approver's limit falls short; their approval is the first, the order
    // stays a draft until a second approver whose limit covers it approves (issue 22).
    responses: { 200: decided, 202: decided, ...commonErrors, ...notFound, ...conflict },
    summary: 'Approve a draft purchase order (it becomes read-only)',
  },
  reject: {
    method: 'POST',
    path: '/api/v1/po/:id/reject',
    pathParams: z.object({ id: IdSchema }),
    body: RejectBodySchema,
    responses: { 200: decided, ...commonErrors, ...notFound, ...conflict },
    summary: 'Reject a draft purchase order with a reason',
  },
});
