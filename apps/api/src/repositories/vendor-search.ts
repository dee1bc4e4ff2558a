import type { Executor } from '../db/transaction';

/** Words of a text as search terms: lower case, accents dropped, split on anything that is not
 * a letter or digit. */
export function termsOf(text: string): string[] {
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return [...new Set(folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
}

/** A code is found by its start ('ven-in-00') as well as by any of its parts ('0001'). */
export const codeTermsOf = (code: string) => [
  ...new Set([code.trim().toLowerCase(), ...termsOf(code)]),
];

/** The smallest text greater than every text that starts with `prefix` (compared by code
 * point: the term column is binary-collated on both engines). */
export const prefixEnd = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCodePoint(prefix.codePointAt(prefix.length - 1)! + 1);

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
