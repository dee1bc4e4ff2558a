import type { Generated } from 'kysely';

// Purchase orders and MRNs: one table of documents, one of their lines (see schema.ts).

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
  /** The last user who edited the document (migration 025); null: unknown. */
  updated_by: number | null;
  /** The company it belongs to (migration 030); null: written before companies existed. */
  company_id: number | null;
  /** An approval that fell short of the approver's limit (migration 029): a second approver
   * whose limit covers the amount completes it; an edit clears it. */
  first_approved_by: number | null;
  first_approved_at: string | null;
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
