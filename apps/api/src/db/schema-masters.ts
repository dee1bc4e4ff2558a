import type { Generated } from 'kysely';

// The master sets' tables: lookup categories and their lookups (see schema.ts).

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
