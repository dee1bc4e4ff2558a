import type { Generated, Insertable, Selectable } from 'kysely';

/** Every table's row shape, written once. Migrations create these tables; repositories and
 * routes take their types from here and never restate a row.
 *
 * Portable conventions (the same on SQLite and PostgreSQL):
 * - timestamps are ISO 8601 UTC text written by the application (`nowIso()`), so they compare
 *   and sort as text on both engines and come back as the same string;
 * - booleans are integers 0/1;
 * - JSON documents are text, parsed by the repository that owns them. */
export interface Database {
  users: UsersTable;
  form_metadata: FormMetadataTable;
  translations: TranslationsTable;
  countries: CountriesTable;
  states: StatesTable;
  cities: CitiesTable;
  documents: DocumentsTable;
  jobs: JobsTable;
  invoices: InvoicesTable;
  invoice_items: InvoiceItemsTable;
  invoice_payments: InvoicePaymentsTable;
  invoice_words: InvoiceWordsTable;
  login_attempts: LoginAttemptsTable;
  vendors: VendorsTable;
  vendor_entries: VendorEntriesTable;
  vendor_search_terms: VendorSearchTermsTable;
  search_terms: SearchTermsTable;
  audit_events: AuditEventsTable;
  list_counts: ListCountsTable;
  invoice_list_counts: InvoiceListCountsTable;
  procurement_documents: ProcurementDocumentsTable;
  procurement_lines: ProcurementLinesTable;
  lookup_categories: LookupCategoriesTable;
  lookups: LookupsTable;
}

export type MasterSetName = 'invoice' | 'vendor';

export interface LookupCategoriesTable {
  id: Generated<number>;
  set: MasterSetName;
  name: string;
  status: number;
  icon: string;
  created_at: string;
  updated_at: string;
}

export interface LookupsTable {
  id: Generated<number>;
  set: MasterSetName;
  category_id: number;
  name: string;
  status: number;
  description: string | null;
  code: string | null;
  code_2: string | null;
  code_3: string | null;
  code_4: string | null;
  code_5: string | null;
  created_at: string;
  updated_at: string;
}

export type ProcurementKind = 'po' | 'mrn';

export interface ProcurementDocumentsTable {
  id: Generated<number>;
  kind: ProcurementKind;
  number: string;
  vendor_id: number;
  doc_date: string;
  expected_delivery_date: string | null;
  payment_terms: string;
  notes: string | null;
  tab: 'active' | 'draft' | 'reject';
  po_id: number | null;
  doc_id: string | null;
  basic_cents: Generated<number>;
  tax_cents: Generated<number>;
  total_cents: Generated<number>;
  /** A PO's receipts (derived from its MRNs' lines); MRNs keep the default. */
  receipt_state: Generated<'not_received' | 'partially_received' | 'fully_received'>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface ProcurementLinesTable {
  id: Generated<number>;
  document_id: number;
  line_no: number;
  quantity_milli: number;
  unit_price_cents: number;
  tax_rate_bp: number;
  amount_cents: number;
  po_line_id: number | null;
  /** On a PO line: what draft and approved MRNs receive from it (derived). */
  received_milli: Generated<number>;
  /** JSON text: the line's other fields (description, unit, ...) and its client id. */
  body: string;
}

export interface ListCountsTable {
  list: string;
  tab: string;
  n: number;
}

/** Invoices per combination of the list's filter columns (tab and the four statuses). */
export interface InvoiceListCountsTable {
  tab: InvoicesTable['tab'];
  extraction_status: InvoiceExtractionStatus;
  workflow_status: string;
  payment_status: string;
  approval_status: string;
  n: number;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  user_name: string;
  password_hash: string;
  active: Generated<number>;
  created_at: string;
}

export interface FormMetadataTable {
  form_name: string;
  body: string;
  updated_at: string;
}

export interface TranslationsTable {
  language_code: string;
  namespace: string;
  key: string;
  value: string;
}

export interface CountriesTable {
  id: number;
  code: string;
  name: string;
}

export interface StatesTable {
  id: number;
  country_id: number;
  code: string;
  name: string;
}

export interface CitiesTable {
  id: number;
  state_id: number;
  name: string;
}

export interface DocumentsTable {
  id: Generated<number>;
  doc_id: string;
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
  storage_path: string;
  form_name: string;
  event_type: string;
  sub_event_type: string | null;
  uploaded_by: number | null;
  created_at: string;
}

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON text: what the handler needs. */
  payload: string;
  /** The row the job works for (e.g. 'invoice', 42), so its state can be shown there. */
  owner_type: string | null;
  owner_id: number | null;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  /** Not claimable before this time (back-off after a failure). */
  run_at: string;
  /** The worker holding the claim, and until when the claim holds without a heartbeat. */
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  /** JSON text the handler returned. */
  result: string | null;
  created_at: string;
  updated_at: string;
}

export interface VendorsTable {
  id: Generated<number>;
  code: string;
  name: string;
  name_folded: string;
  email: string;
  phone: string;
  vendor_type: string;
  city: string;
  status: number;
  tab: 'active' | 'draft' | 'reject';
  /** JSON text: the basic section as saved. */
  basic: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface VendorEntriesTable {
  id: Generated<number>;
  vendor_id: number;
  section: string;
  /** JSON text: the entry's fields (without id and basic_id). */
  body: string;
  created_at: string;
  updated_at: string;
}

export interface VendorSearchTermsTable {
  term: string;
  vendor_id: number;
  field: 'name' | 'code';
}

/** What search_terms index: purchase orders and MRNs (procurement_documents ids) and invoices. */
export type SearchTermEntity = 'procurement' | 'invoice';
/** number: every suffix of the number; notes (PO/MRN) and vendor (invoice): words. */
export type SearchTermField = 'number' | 'notes' | 'vendor';

export interface SearchTermsTable {
  entity: SearchTermEntity;
  field: SearchTermField;
  term: string;
  entity_id: number;
}

/** A payment of an approved invoice (migration 015). */
export interface InvoicePaymentsTable {
  id: Generated<number>;
  invoice_id: number;
  amount_cents: number;
  paid_on: string;
  reference: string | null;
  created_by: number | null;
  created_by_name: string;
  created_at: string;
}
export type InvoicePaymentRow = Selectable<InvoicePaymentsTable>;

export interface AuditEventsTable {
  id: Generated<number>;
  entity_type: string;
  entity_id: number;
  action: string;
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  reason: string | null;
  user_id: number | null;
  user_name: string;
  at: string;
}

export interface LoginAttemptsTable {
  /** Lower case, like users.email; also addresses that have no account. */
  email: string;
  attempts: number;
  window_started_at: string;
}

export type UserRow = Selectable<UsersTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type NewDocumentRow = Insertable<DocumentsTable>;
export type JobRow = Selectable<JobsTable>;
export type VendorRecord = Selectable<VendorsTable>;
export type AuditEventRow = Selectable<AuditEventsTable>;

export type InvoiceExtractionStatus = 'processing' | 'extracted' | 'failed' | 'hold';

export interface InvoicesTable {
  id: Generated<number>;
  doc_id: string;
  sha256: string;
  invoice_number: string | null;
  /** The number folded for duplicate checks (lower case, letters and digits only). */
  number_key: string | null;
  vendor_name: string | null;
  /** `v:{vendor id}` when matched to the vendor master, else `n:{folded name}`. */
  vendor_key: string | null;
  total_cents: number | null;
  currency: string | null;
  invoice_date: string | null;
  due_date: string | null;
  extraction_status: InvoiceExtractionStatus;
  workflow_status: string;
  payment_status: string;
  approval_status: string;
  /** draft (not approved yet), active (approved), reject (rejected). */
  tab: 'draft' | 'active' | 'reject';
  remarks: string | null;
  /** What the uploader wrote in the upload dialog. */
  upload_remarks: string | null;
  /** JSON text: header field -> { value, confidence, page, box, source, status }. */
  fields: string;
  extraction_source: string | null;
  extraction_error: string | null;
  /** JSON text: string[]. */
  extraction_warnings: Generated<string>;
  duplicate_of: number | null;
  duplicate_reason: 'file' | 'number' | null;
  vendor_id: number | null;
  vendor_match_score: number | null;
  vendor_match_by: string | null;
  po_id: number | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  extracted_at: string | null;
}

export interface InvoiceItemsTable {
  id: Generated<number>;
  invoice_id: number;
  line_no: number;
  /** JSON text: line field -> { value, confidence, page, box, source, status }. */
  body: string;
}

/** The words OCR read on one page of an invoice (018_invoice_words). */
export interface InvoiceWordsTable {
  invoice_id: number;
  page: number;
  /** JSON text: [text, x, y, width, height][] in the field boxes' units. */
  words: string;
}

export type InvoiceRecord = Selectable<InvoicesTable>;
