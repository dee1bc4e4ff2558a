import type { DocumentState } from '@procure/contract';
import type { Db } from '../db/connect';
import type { ProcurementKind } from '../db/schema';
import { allWords, containsKey, termRange, termsOf } from './search-terms';
import { vendorsWithEveryWord } from './vendor-search';

export type DocumentFilter = {
  type: DocumentState;
  search?: string;
  search_by: 'name' | 'code';
  vendor_id?: number;
  /** Only these companies' documents (the company asked for, or the user's: see
   * listedCompanies); undefined: every document. */
  company_ids?: readonly number[];
};

/** The documents of one kind a list or an export looks at: those of a vendor, those a search
 * finds (any tab; the caller picks the tab). */
export function createProcurementFilter(db: Db) {
  /** A search finds the text anywhere in the document number, the vendor by the start of a
   * word of its name, or the notes by the start of their words; searching by code looks at the
   * document number only. Every branch is an index range (search_terms, vendor_search_terms):
   * the matching ids are worked out first and only they are read. */
  return function filtered(
    kind: ProcurementKind,
    {
      search,
      search_by,
      vendor_id: vendorId,
      company_ids: companies,
    }: Omit<DocumentFilter, 'type'>,
  ) {
    const base = db
      .selectFrom('procurement_documents as d')
      .where('d.kind', '=', kind)
      .$if(vendorId !== undefined, (q) => q.where('d.vendor_id', '=', vendorId!))
      // No company matches an empty list (0 is no row's id): `IN ()` is not SQL.
      .$if(companies !== undefined, (q) =>
        q.where('d.company_id', 'in', companies!.length ? companies! : [0]),
      );
    const key = containsKey(search ?? '');
    if (!key) return base;
    const inNumber = termRange(db, 'procurement', 'number', key);
    if (search_by === 'code') return base.where('d.id', 'in', inNumber);
    const words = termsOf(key).slice(0, 5);
    if (!words.length) return base.where('d.id', 'in', inNumber);
    const byVendor = db
      .selectFrom('procurement_documents as v')
      .select('v.id as entity_id')
      .where('v.vendor_id', 'in', vendorsWithEveryWord(db, 'name', words));
    return base.where('d.id', 'in', (eb) =>
      eb
        .selectFrom(
          inNumber
            .union(allWords(db, 'procurement', 'notes', words))
            .union(byVendor)
            .as('m'),
        )
        .select('m.entity_id'),
    );
  };
}
export type ProcurementFilter = ReturnType<typeof createProcurementFilter>;

/** The list row of a document, as the list page and the export read it: its list columns, its
 * vendor's name and phone and its company's name (the export adds the amounts before tax). */
export const selectListRow = (documents: ReturnType<ProcurementFilter>) =>
  documents
    .innerJoin('vendors as v', 'v.id', 'd.vendor_id')
    .leftJoin('companies as co', 'co.id', 'd.company_id')
    .select([
      'd.company_id',
      'co.name as company_name',
      'd.id',
      'd.number',
      'v.name',
      'v.phone',
      'd.doc_date',
      'd.expected_delivery_date',
      'd.payment_terms',
      'd.total_cents',
      'd.tab',
      'd.receipt_state',
    ]);
