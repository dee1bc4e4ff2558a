import type { Generated, Selectable } from 'kysely';

// Vendors, their form sections' entries and their search terms (see schema.ts).

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
  /** The last user who edited the registration (migration 025); null: unknown. */
  updated_by: number | null;
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

export type VendorRecord = Selectable<VendorsTable>;

/** A change of an approved vendor's bank details waiting for a second user (migration 025). */
export interface VendorBankChangesTable {
  id: Generated<number>;
  vendor_id: number;
  /** JSON text: the bank entries to save, or the bank entry to remove (vendor-bank-changes). */
  operation: string;
  status: 'pending' | 'approved' | 'rejected';
  requested_by: number;
  requested_by_name: string;
  requested_at: string;
  decided_by: number | null;
  decided_by_name: string | null;
  decided_at: string | null;
  reason: string | null;
}
