import { z } from 'zod';
import {
  c,
  commonErrors,
  conflict,
  documentListQuery,
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
  RejectBodySchema,
  MAX_ROW_ID,
  RowIdSchema,
  HistoryEventSchema,
} from './common';
import {
  documentedMrnList,
  documentedTabbedList,
  ours,
  savedDocumentsAnswer,
  savedHeaderAnswer,
} from './documented';
import { DEFAULT_PAGE_SIZE } from './constants';
import { LineItemSchema } from './line-items';
import {
  companyFilterQuery,
  documentCompanyInput,
  documentCompanyOutput,
} from './document-company';

export const MrnHeaderSchema = z.object({
  id: RowIdSchema.optional(),
  vendorId: RowIdSchema,
  mrnNumber: z.string().trim().min(1).max(50),
  mrnDate: IsoDateSchema,
  expectedDeliveryDate: IsoDateSchema.nullable().optional(),
  paymentTerms: z.string().trim().max(50).default('Net 30'),
  notes: z.string().max(2000).nullable().optional(),
  status: DocumentStateSchema.default('draft'),
  /** The stored invoice from the MRN upload dialog, if any. */
  doc_id: z.string().max(64).nullable().optional(),
  /** The approved purchase order of the same vendor this MRN receives against, if any. */
  poId: RowIdSchema.nullable().optional(),
  ...documentCompanyInput,
});
export type MrnHeader = z.input<typeof MrnHeaderSchema>;

/** An MRN line; when the MRN names a PO, `po_line_id` is the `id` of the PO line it receives
 * and `quantity` the quantity received. */
export const MrnLineItemSchema = LineItemSchema.extend({
  po_line_id: z.number().int().nonnegative().max(MAX_ROW_ID).nullable().optional(),
});
export type MrnLineItem = z.infer<typeof MrnLineItemSchema>;

export const MrnDocumentSchema = MrnHeaderSchema.extend({
  line_items: z.array(MrnLineItemSchema).min(1),
  mrn_basic_amount: MoneySchema,
  mrn_total_tax_amount: MoneySchema,
  mrn_total_amount: MoneySchema,
  createdAt: z.string().optional(),
});
export type MrnDocument = z.input<typeof MrnDocumentSchema>;

export const SavedMrnSchema = MrnDocumentSchema.extend({
  id: z.number().int(),
  vendor_name: z.string(),
  createdAt: z.string(),
  line_items: z.array(MrnLineItemSchema),
  /** The number of the PO named by `poId` (null without one). */
  po_number: z.string().nullable(),
  ...documentCompanyOutput,
  history: z.array(HistoryEventSchema).optional(),
});
export type SavedMrn = z.infer<typeof SavedMrnSchema>;
/** Our answer to a whole-document save: the saved MRNs with their lines. */
export const SavedMrnsSchema = envelope(z.array(SavedMrnSchema));

export const MrnRowSchema = z.object({
  id: z.number().int(),
  mrn_number: z.string(),
  name: z.string(),
  phone: z.string(),
  mrn_date: z.string(),
  delivery_date: z.string().nullable(),
  payment_terms: z.string(),
  total_amount: z.number(),
  status: z.string(),
  ...documentCompanyOutput,
});
export type MrnRow = z.infer<typeof MrnRowSchema>;

/** Our server's MRN list; the route's answer is the documented minimum (rows with dynamic
 * keys and pagination.total, spec part 2 §3), this is what we send on top of it. */
export const MrnListSchema = documentedTabbedList.extend({
  data: z.array(MrnRowSchema),
  pagination: PaginationSchema,
  counts: TabCountsSchema,
});

const listQuery = documentListQuery(DEFAULT_PAGE_SIZE);
const decided = envelope(z.object({ id: z.number().int(), status: DocumentStateSchema }));

export const mrnContract = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/mrn',
    query: z.object({
      ...listQuery,
      event_type: z.string().max(50).optional(),
      ...companyFilterQuery,
    }),
    responses: { 200: documentedMrnList, ...commonErrors },
    metadata: ours({ 200: MrnListSchema }),
    summary: 'MRNs of one state',
  },
  export: {
    method: 'GET',
    path: '/api/v1/mrn/',
    query: exportQuery(listQuery).extend(companyFilterQuery),
    responses: { 200: fileResponse, ...commonErrors },
    summary: 'Export MRNs as mrn-{type}.xlsx or .csv',
  },
  get: {
    method: 'GET',
    path: '/api/v1/mrn/:id',
    pathParams: z.object({ id: IdSchema }),
    responses: { 200: envelope(SavedMrnSchema), ...commonErrors, ...notFound },
    summary: 'One MRN with its lines (the edit screen)',
  },
  saveHeader: {
    method: 'POST',
    path: '/api/v1/mrn/detail',
    body: MrnHeaderSchema,
    responses: {
      200: savedHeaderAnswer,
      201: savedHeaderAnswer,
      ...commonErrors,
      ...notFound,
      ...conflict,
    },
    metadata: ours({ 201: envelope(MrnHeaderSchema.extend({ id: z.number().int() })) }),
    summary: 'Validate and save the header of a draft MRN',
  },
  create: {
    method: 'POST',
    path: '/api/v1/mrn',
    body: z.array(MrnDocumentSchema).min(1).max(50),
    responses: {
      200: savedDocumentsAnswer,
      201: savedDocumentsAnswer,
      ...commonErrors,
      ...notFound,
      ...conflict,
    },
    metadata: ours({ 201: SavedMrnsSchema }),
    summary: 'Save whole MRNs (header and lines); totals are checked',
  },
  approve: {
    method: 'POST',
    path: '/api/v1/mrn/:id/approve',
    pathParams: z.object({ id: IdSchema }),
    body: c.noBody(),
    responses: { 200: decided, ...commonErrors, ...notFound, ...conflict },
    summary: 'Approve a draft MRN (it becomes read-only)',
  },
  reject: {
    method: 'POST',
    path: '/api/v1/mrn/:id/reject',
    pathParams: z.object({ id: IdSchema }),
    body: RejectBodySchema,
    responses: { 200: decided, ...commonErrors, ...notFound, ...conflict },
    summary: 'Reject a draft MRN with a reason',
  },
});
