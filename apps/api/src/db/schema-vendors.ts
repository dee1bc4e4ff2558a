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
