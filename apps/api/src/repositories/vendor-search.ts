import type { Executor } from '../db/transaction';
import { codeTermsOf, termsOf } from './search-terms';

/** Rewrites one vendor's terms (name words and code). */
export async function indexVendorTerms(
  trx: Executor,
  vendorId: number,
  name: string,
  code: string,
) {
  await trx.deleteFrom('vendor_search_terms').where('vendor_id', '=', vendorId).execute();
  const rows = [
    ...termsOf(name).map((term) => ({ term, vendor_id: vendorId, field: 'name' as const })),
    ...codeTermsOf(code).map((term) => ({ term, vendor_id: vendorId, field: 'code' as const })),
  ];
  if (rows.length) await trx.insertInto('vendor_search_terms').values(rows).execute();
}
