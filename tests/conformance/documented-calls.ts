/** Every call the two specification documents list (part 1 §7, part 2 §7), by a name the spec
 * backend answers under. The conformance summary counts, out of these, the calls whose documented
 * minimal answer the web app parsed and rendered in a passing journey. The master calls are
 * served twice (one client per master set) and counted once. */
export const DOCUMENTED_CALLS = [
  // Part 1: sign-in, form metadata, vendors, upload, translations, dropdowns.
  'POST /auth',
  'GET /form-metadata/',
  'GET /vendor/ (list)',
  'GET /vendor/ (export)',
  'GET /vendor/{id}',
  'POST /vendor/basic',
  'PUT /vendor/basic/{id}',
  'POST /vendor/{section}',
  'PUT /vendor/{section}',
  'DELETE /vendor/{key}/{id}',
  'POST /vendor/submit',
  'POST /store/upload',
  'POST /api/translate/details',
  'GET dropdown source',
  // Part 2: invoices.
  'GET /invoice/',
  'POST /invoice (invoice by id)',
  'POST /invoice?export_type',
  'POST /invoice/upload',
  'GET /document/{id}',
  'GET /r/{docId}',
  // Purchase orders and MRNs.
  'GET /po',
  'POST /po/detail',
  'POST /po',
  'GET /po/ (export)',
  'GET /mrn',
  'POST /mrn/detail',
  'POST /mrn',
  'GET /mrn/ (export)',
  // Master data.
  'GET /lookup-categories',
  'POST /lookup-categories',
  'PUT /lookup-categories/{id}',
  'GET /lookups/',
  'POST /lookups',
  'PUT /lookups/{id}',
  'GET /lookups/ (export)',
] as const;
export type DocumentedCall = (typeof DOCUMENTED_CALLS)[number];
