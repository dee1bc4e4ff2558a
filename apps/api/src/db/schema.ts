import type { Generated, Insertable, Selectable } from 'kysely';
import type { AccountLinksTable, SessionsTable, UserRolesTable } from './schema-access';
import type {
  InvoiceItemsTable,
  InvoiceListCountsTable,
  InvoicePaymentsTable,
  InvoicesTable,
  InvoiceWordsTable,
} from './schema-invoices';
import type { MailAttachmentsTable, MailInboxTable, MailMessagesTable } from './schema-mail';
import type {
  PaymentRunItemsTable,
  PaymentRunsTable,
  PaymentRunTransfersTable,
} from './schema-payments';
import type { LookupCategoriesTable, LookupsTable } from './schema-masters';
import type {
  ApprovalLimitsTable,
  CompaniesTable,
  CompanyBankAccountsTable,
  ExchangeRatesTable,
  UserCompaniesTable,
} from './schema-organisation';
import type { ProcurementDocumentsTable, ProcurementLinesTable } from './schema-procurement';
import type {
  VendorBankChangesTable,
  VendorEntriesTable,
  VendorSearchTermsTable,
  VendorsTable,
} from './schema-vendors';

// The product areas' tables are in schema-invoices, schema-procurement, schema-vendors and
// schema-masters; their types are exported from here too, so every import stays '../db/schema'.
export type * from './schema-access';
export type * from './schema-invoices';
export type * from './schema-mail';
export type * from './schema-masters';
export type * from './schema-organisation';
export type * from './schema-payments';
export type * from './schema-procurement';
export type * from './schema-vendors';

/** Every table's row shape, written once (here or in its product area's schema file).
 * Migrations create these tables; repositories and routes take their types from here and never
 * restate a row.
 *
 * Portable conventions (the same on SQLite and PostgreSQL):
 * - timestamps are ISO 8601 UTC text written by the application (`nowIso()`), so they compare
 *   and sort as text on both engines and come back as the same string;
 * - booleans are integers 0/1;
 * - JSON documents are text, parsed by the repository that owns them. */
export interface Database {
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  account_links: AccountLinksTable;
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
  payment_runs: PaymentRunsTable;
  payment_run_transfers: PaymentRunTransfersTable;
  payment_run_items: PaymentRunItemsTable;
  invoice_words: InvoiceWordsTable;
  vendor_layouts: VendorLayoutsTable;
  sign_in_windows: SignInWindowsTable;
  vendors: VendorsTable;
  vendor_entries: VendorEntriesTable;
  vendor_search_terms: VendorSearchTermsTable;
  vendor_bank_changes: VendorBankChangesTable;
  search_terms: SearchTermsTable;
  audit_events: AuditEventsTable;
  list_counts: ListCountsTable;
  invoice_list_counts: InvoiceListCountsTable;
  procurement_documents: ProcurementDocumentsTable;
  procurement_lines: ProcurementLinesTable;
  lookup_categories: LookupCategoriesTable;
  lookups: LookupsTable;
  mail_messages: MailMessagesTable;
  mail_attachments: MailAttachmentsTable;
  mail_inbox: MailInboxTable;
  companies: CompaniesTable;
  company_bank_accounts: CompanyBankAccountsTable;
  user_companies: UserCompaniesTable;
  approval_limits: ApprovalLimitsTable;
  exchange_rates: ExchangeRatesTable;
}

export interface ListCountsTable {
  list: string;
  tab: string;
  n: number;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  user_name: string;
  password_hash: string;
  active: Generated<number>;
  created_at: string;
  /** Set when the user is disabled (migration 022): no sign-in, no session. */
  disabled_at: Generated<string | null>;
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

/** A vendor's learned invoice layout (migration 023): `layout` is the extraction package's
 * HeaderLayout as JSON text, owned by repositories/vendor-layouts. */
export interface VendorLayoutsTable {
  vendor_key: string;
  layout: string;
  updated_at: string;
}

/** One sign-in limit's open window (migration 020): `account:<lower-case e-mail>` (also
 * addresses that have no account), `address:<ip>` or `device:<nonce>`. */
export interface SignInWindowsTable {
  bucket: string;
  attempts: number;
  window_started_at: string;
}

export type UserRow = Selectable<UsersTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type NewDocumentRow = Insertable<DocumentsTable>;
export type JobRow = Selectable<JobsTable>;
export type AuditEventRow = Selectable<AuditEventsTable>;
