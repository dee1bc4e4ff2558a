import { foldText as fold, wordsOf } from '@procure/extraction/match';
import type { SearchTermEntity, SearchTermField } from '../db/schema';
import type { Executor } from '../db/transaction';

/** Words of a text as search terms: lower case, accents dropped, split on anything that is not
 * a letter or digit. The vendor matcher tokenises names the same way (one tokeniser, in the
 * extraction package's match module), so a read name's words find the master's stored terms. */
export const termsOf = (text: string): string[] => wordsOf(text);

/** A code is found by its start ('ven-in-00') as well as by any of its parts ('0001'). */
export const codeTermsOf = (code: string) => [
  ...new Set([code.trim().toLowerCase(), ...termsOf(code)]),
];

/** Longest document number whose every position is indexed (longer ones: the first part). */
const CONTAINS_MAX = 64;

/** Every suffix of a folded number ('bpo-0000777', 'po-0000777', ... '7'): a search text is
 * contained in the number exactly when it begins one of them, so "contains" is an index range
 * like a prefix. */
export function containsTermsOf(text: string): string[] {
  const folded = [...fold(text).slice(0, CONTAINS_MAX)];
  return [...new Set(folded.map((_, i) => folded.slice(i).join('')))].filter(Boolean);
}

/** The text a "contains" search looks for in the suffix terms. */
export const containsKey = (text: string) => fold(text).slice(0, CONTAINS_MAX);

/** The smallest text greater than every text that starts with `prefix` (compared by code
 * point: the term columns are binary-collated on both engines). */
export const prefixEnd = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCodePoint(prefix.codePointAt(prefix.length - 1)! + 1);

/** Up to this many words of a notes text are indexed. */
const NOTES_TERMS = 50;

/** The terms of one row's searchable fields, by field. */
export type RowTerms = Partial<Record<SearchTermField, string[]>>;

export const documentTerms = (number: string, notes: string | null): RowTerms => ({
  number: containsTermsOf(number),
  notes: termsOf(notes ?? '').slice(0, NOTES_TERMS),
});

export const invoiceTerms = (number: string | null, vendorName: string | null): RowTerms => ({
  number: containsTermsOf(number ?? ''),
  vendor: termsOf(vendorName ?? ''),
});

/** Rows of search_terms for one entity row (for bulk writers). */
export function termRows(entity: SearchTermEntity, entityId: number, terms: RowTerms) {
  return Object.entries(terms).flatMap(([field, list]) =>
    (list ?? []).map((term) => ({
      entity,
      field: field as SearchTermField,
      term,
      entity_id: entityId,
    })),
  );
}

/** Rewrites the given fields' terms of one row, in the caller's transaction (fields left out
 * keep theirs). */
export async function indexTerms(
  trx: Executor,
  entity: SearchTermEntity,
  entityId: number,
  terms: RowTerms,
) {
  const fields = Object.keys(terms) as SearchTermField[];
  if (!fields.length) return;
  await trx
    .deleteFrom('search_terms')
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .where('field', 'in', fields)
    .execute();
  const rows = termRows(entity, entityId, terms);
  if (rows.length) await trx.insertInto('search_terms').values(rows).execute();
}

/** Ids of rows with a term of `field` that begins with `prefix`: one index range. */
export const termRange = (
  db: Executor,
  entity: SearchTermEntity,
  field: SearchTermField,
  prefix: string,
) =>
  db
    .selectFrom('search_terms')
    .select('entity_id')
    .where('entity', '=', entity)
    .where('field', '=', field)
    .where('term', '>=', prefix)
    .where('term', '<', prefixEnd(prefix));

/** Ids of rows where every word begins a word of `field` (index ranges, intersected). Wrapped
 * in a derived table: SQLite applies UNION and INTERSECT left to right, PostgreSQL INTERSECT
 * first, so a bare intersection inside a union would mean different things. */
export function allWords(
  db: Executor,
  entity: SearchTermEntity,
  field: SearchTermField,
  words: string[],
) {
  const intersection = words
    .slice(1)
    .reduce(
      (q, word) => q.intersect(termRange(db, entity, field, word)),
      termRange(db, entity, field, words[0]!),
    );
  return db.selectFrom(intersection.as('w')).select('w.entity_id');
}
