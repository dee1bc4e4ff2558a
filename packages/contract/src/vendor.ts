import { z } from 'zod';
import {
  c,
  commonErrors,
  conflict,
  DocumentStateSchema,
  type DocumentState,
  envelope,
  FieldValueSchema,
  fileResponse,
  IdSchema,
  HistoryEventSchema,
  RejectBodySchema,
  RowIdSchema,
  notFound,
  PaginationSchema,
  TabCountsSchema,
  documentListQuery,
  exportQuery,
} from './common';
import { DEFAULT_PAGE_SIZE } from './constants';
import { AnswerNotShownSchema, documentedTabbedList, ours } from './documented';
import {
  BasicSavedMinimalSchema,
  EntriesSavedMinimalSchema,
  SectionValueSchema,
  VendorDetailMinimalSchema,
} from './vendor-documented';

export * from './vendor-documented';
import {
  heldForApproval,
  VendorBankChangeHeldSchema,
  VendorBankChangeSchema,
  vendorBankChangeRoutes,
} from './vendor-bank-change';

export * from './vendor-bank-change';

/** Vendor sections: metadata section name -> payload key (spec part 1, section 3). */
export const VENDOR_SECTIONS = {
  vendor_fm_basic: 'basic',
  vendor_fm_address: 'address',
  vendor_fm_bank: 'bank',
  vendor_fm_tax_type: 'tax_code',
  vendor_fm_representative: 'representative',
  vendor_fm_site_mapping: 'site_mapping',
  vendor_fm_compliance: 'compliance',
} as const;
export const VendorSectionKeySchema = z.enum([
  'basic',
  'address',
  'bank',
  'tax_code',
  'representative',
  'site_mapping',
  'compliance',
]);
export type VendorSectionKey = z.infer<typeof VendorSectionKeySchema>;
/** Sections saved through POST/PUT /vendor/{key} (basic has its own routes). */
export const VendorEntrySectionKeySchema = VendorSectionKeySchema.exclude(['basic']);
export type VendorEntrySectionKey = z.infer<typeof VendorEntrySectionKeySchema>;

/** Numeric vendor status carried on list rows. 2 (blocked) is approved but closed to edits,
 * which is why such a row on the Approved tab gets no Edit action. */
export const VENDOR_STATUS = { draft: 0, active: 1, blocked: 2, reject: 3, submitted: 4 } as const;

/** The list tab of each vendor status: submitted vendors wait in Pending with the drafts. */
export const VENDOR_TAB_OF_STATUS: Record<number, DocumentState> = {
  [VENDOR_STATUS.draft]: 'draft',
  [VENDOR_STATUS.submitted]: 'draft',
  [VENDOR_STATUS.active]: 'active',
  [VENDOR_STATUS.blocked]: 'active',
  [VENDOR_STATUS.reject]: 'reject',
};

/** Site-mapping payload ids and the form fields (named after their sections) that hold them
 * while the form is open (spec part 1 §3: renamed on load, put back on save). */
export const SITE_MAPPING_LINKS = {
  address_id: 'vendor_fm_address',
  representative_id: 'vendor_fm_representative',
  bank_id: 'vendor_fm_bank',
} as const;

export const VendorRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  email: z.string(),
  phone: z.string(),
  vendor_type: z.string(),
  city: z.string(),
  status: z.number().int(),
  updated_at: z.string(),
});
export type VendorRow = z.infer<typeof VendorRowSchema>;

/** The vendor list as documented (spec part 1 §3, §7): rows with dynamic keys (id, name and
 * phone are seen) and `pagination.total`; tab counts and our page fields are optional. */
export const VendorListMinimalSchema = documentedTabbedList;
export type VendorListMinimal = z.infer<typeof VendorListMinimalSchema>;
/** Our server's vendor list: every row in our shape, full pagination, every tab's count. */
export const VendorListSchema = VendorListMinimalSchema.extend({
  data: z.array(VendorRowSchema),
  pagination: PaginationSchema,
  counts: TabCountsSchema,
});

const vendorListQuery = documentListQuery(DEFAULT_PAGE_SIZE);

/** One entry of a metadata-driven section; its other keys are the section's control names. */
export const SectionEntrySchema = z
  .object({ id: RowIdSchema.optional(), basic_id: RowIdSchema })
  .catchall(FieldValueSchema);
export type SectionEntry = z.infer<typeof SectionEntrySchema>;
export const SavedSectionEntrySchema = SectionEntrySchema.extend({ id: z.number().int() });

/** Compliance entries may hold labelled groups: one entry object, or a list for repeatable groups. */
export const ComplianceEntrySchema = z
  .object({ id: RowIdSchema.optional(), basic_id: RowIdSchema })
  .catchall(SectionValueSchema);

export type ComplianceEntry = z.infer<typeof ComplianceEntrySchema>;

export const VendorBasicInputSchema = z
  .object({
    basic_id: RowIdSchema.optional(),
    tag: z.literal('vendor').default('vendor'),
    vendor_type: z.string().trim().min(1),
  })
  .catchall(FieldValueSchema);
export type VendorBasicInput = z.input<typeof VendorBasicInputSchema>;
export const VendorBasicSchema = VendorBasicInputSchema.extend({
  id: z.number().int(),
  status: z.number().int(),
});

/** A vendor by section, as the edit form loads it. */
export const VendorDetailSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  basic: VendorBasicSchema,
  address: z.array(SavedSectionEntrySchema),
  bank: z.array(SavedSectionEntrySchema),
  tax_code: z.array(SavedSectionEntrySchema),
  representative: z.array(SavedSectionEntrySchema),
  site_mapping: z.array(SavedSectionEntrySchema),
  compliance: z.array(ComplianceEntrySchema.extend({ id: z.number().int() })),
  /** Submitted, approved, rejected (with reason): who and when. Optional for other backends. */
  history: z.array(HistoryEventSchema).optional(),
  /** Ours: a bank change waiting for a second user's approval (issue 22). */
  pending_bank_change: VendorBankChangeSchema.nullable().optional(),
});
export type VendorDetail = z.infer<typeof VendorDetailSchema>;

const sectionBody = z.union([SectionEntrySchema, z.array(SectionEntrySchema).min(1)]);
const complianceBody = z.union([ComplianceEntrySchema, z.array(ComplianceEntrySchema).min(1)]);
const sectionSaved = envelope(z.array(SavedSectionEntrySchema));
const complianceSaved = envelope(z.array(ComplianceEntrySchema.extend({ id: z.number().int() })));
const sectionErrors = { ...commonErrors, ...notFound, ...conflict };

const sectionRoutes = <K extends VendorEntrySectionKey>(key: K) =>
  ({
    create: {
      method: 'POST',
      path: `/api/v1/vendor/${key}`,
      body: key === 'compliance' ? complianceBody : sectionBody,
      responses: {
        200: EntriesSavedMinimalSchema,
        201: EntriesSavedMinimalSchema,
        ...sectionErrors,
      },
      metadata: ours({ 201: key === 'compliance' ? complianceSaved : sectionSaved }),
      summary: `Create ${key} entries of a vendor`,
    },
    update: {
      method: 'PUT',
      path: `/api/v1/vendor/${key}`,
      body: key === 'compliance' ? complianceBody : sectionBody,
      responses: { 200: EntriesSavedMinimalSchema, ...sectionErrors },
      metadata: ours({ 200: key === 'compliance' ? complianceSaved : sectionSaved }),
      summary: `Update ${key} entries of a vendor (ids in the body)`,
    },
  }) as const;

const decided = envelope(z.object({ id: z.number().int(), status: z.number().int() }));

export const vendorContract = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/vendor/',
    query: z.object(vendorListQuery),
    responses: { 200: VendorListMinimalSchema, ...commonErrors },
    metadata: ours({ 200: VendorListSchema }),
    summary: 'Vendors of one state, paged and searchable, with every tab count',
  },
  export: {
    method: 'GET',
    path: '/api/v1/vendor/',
    query: exportQuery(vendorListQuery),
    responses: { 200: fileResponse, ...commonErrors },
    summary: 'Export vendors of one state as vendors-{type}.xlsx or .csv',
  },
  get: {
    method: 'GET',
    path: '/api/v1/vendor/:id',
    pathParams: z.object({ id: IdSchema }),
    query: z.object({ type: DocumentStateSchema.default('draft') }),
    responses: { 200: envelope(VendorDetailMinimalSchema), ...commonErrors, ...notFound },
    metadata: ours({ 200: envelope(VendorDetailSchema) }),
    summary: 'One vendor by section',
  },
  createBasic: {
    method: 'POST',
    path: '/api/v1/vendor/basic',
    body: VendorBasicInputSchema,
    responses: { 200: BasicSavedMinimalSchema, 201: BasicSavedMinimalSchema, ...sectionErrors },
    metadata: ours({ 201: envelope(VendorBasicSchema) }),
    summary: 'Create a vendor (its basic section)',
  },
  updateBasic: {
    method: 'PUT',
    path: '/api/v1/vendor/basic/:id',
    pathParams: z.object({ id: IdSchema }),
    body: VendorBasicInputSchema,
    responses: { 200: BasicSavedMinimalSchema, ...sectionErrors },
    metadata: ours({ 200: envelope(VendorBasicSchema) }),
    summary: 'Update the basic section of a vendor',
  },
  address: c.router(sectionRoutes('address')),
  bank: c.router(heldForApproval(sectionRoutes('bank'))),
  representative: c.router(sectionRoutes('representative')),
  taxCode: c.router(sectionRoutes('tax_code')),
  compliance: c.router(sectionRoutes('compliance')),
  siteMapping: c.router(sectionRoutes('site_mapping')),
  bankChange: c.router(vendorBankChangeRoutes),
  deleteEntry: {
    method: 'DELETE',
    path: '/api/v1/vendor/:key/:id',
    pathParams: z.object({ key: VendorEntrySectionKeySchema, id: IdSchema }),
    body: c.noBody(),
    responses: {
      200: AnswerNotShownSchema,
      // Ours: removing an approved vendor's bank entry waits for a second user's approval.
      202: VendorBankChangeHeldSchema,
      ...commonErrors,
      ...notFound,
      ...conflict,
    },
    metadata: ours({ 200: envelope(z.object({ id: z.number().int() })) }),
    summary: 'Remove one entry of a repeatable section',
  },
  submit: {
    method: 'POST',
    path: '/api/v1/vendor/submit',
    body: z.object({ basic_id: RowIdSchema }),
    responses: { 200: AnswerNotShownSchema, ...commonErrors, ...notFound, ...conflict },
    metadata: ours({ 200: decided }),
    summary: 'Submit a completed vendor for approval',
  },
  approve: {
    method: 'POST',
    path: '/api/v1/vendor/:id/approve',
    pathParams: z.object({ id: IdSchema }),
    body: c.noBody(),
    responses: { 200: decided, ...commonErrors, ...notFound, ...conflict },
    summary: 'Approve a submitted vendor (it moves to the Approved tab)',
  },
  reject: {
    method: 'POST',
    path: '/api/v1/vendor/:id/reject',
    pathParams: z.object({ id: IdSchema }),
    body: RejectBodySchema,
    responses: { 200: decided, ...commonErrors, ...notFound, ...conflict },
    summary: 'Reject a submitted vendor with a reason (it moves to the Rejected tab)',
  },
});
