import type { Generated, Selectable } from 'kysely';

// Invoices, their lines, payments, OCR words and the list's kept counts (see schema.ts).

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
  /** The confirmed payment run holding the invoice (migration 026): it cannot change meanwhile. */
  payment_run_id: Generated<number | null>;
  /** The last day an early-payment discount may be taken (migration 028); null: none offered. */
  discount_until: Generated<string | null>;
  created_by: number | null;
  /** The last user who saved the reviewed values (migration 025); null: unknown or nobody. */
  reviewed_by: number | null;
  /** Who approved it (migration 025); they may not record its payment. */
  approved_by: number | null;
  /** The company it belongs to (migration 030), picked from the extracted buyer; null: none. */
  company_id: number | null;
  /** An approval that fell short of the approver's limit (migration 029); see
   * ProcurementDocumentsTable. */
  first_approved_by: number | null;
  first_approved_at: string | null;
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

/** Invoices per combination of the list's filter columns (tab and the four statuses). */
export interface InvoiceListCountsTable {
  tab: InvoicesTable['tab'];
  extraction_status: InvoiceExtractionStatus;
  workflow_status: string;
  payment_status: string;
  approval_status: string;
  n: number;
}

/** A payment of an approved invoice (migration 015). */
export interface InvoicePaymentsTable {
  id: Generated<number>;
  invoice_id: number;
  amount_cents: number;
  paid_on: string;
  reference: string | null;
  /** payment (money sent) or discount (an early-payment discount taken), migration 026. */
  kind: Generated<'payment' | 'discount'>;
  created_by: number | null;
  created_by_name: string;
  created_at: string;
}
export type InvoicePaymentRow = Selectable<InvoicePaymentsTable>;
