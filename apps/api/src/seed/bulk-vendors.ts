import { VENDOR_STATUS, VENDOR_TAB_OF_STATUS } from '@procure/contract';
import type { Db } from '../db/connect';
import { bulkInsert, nowIso, syncIdSequence } from '../db/dialect';
import { inTransaction } from '../db/transaction';
import { recountTabs } from '../repositories/list-counts';
import { codeTermsOf, termsOf } from '../repositories/search-terms';
import { fillVendorNameIndex } from '../repositories/vendor-search';

const FIRST = [
  'Apex',
  'Blue',
  'Coastal',
  'Delta',
  'Eastern',
  'Falcon',
  'Granite',
  'Harbor',
  'Indus',
  'Jade',
  'Keystone',
  'Lotus',
  'Meridian',
  'Northern',
  'Orion',
  'Pioneer',
  'Quantum',
  'Royal',
  'Summit',
  'Titan',
  'Unity',
  'Vertex',
  'Western',
  'Zenith',
];
const SECOND = [
  'Steel',
  'Logistics',
  'Textiles',
  'Chemicals',
  'Foods',
  'Electronics',
  'Packaging',
  'Motors',
  'Pharma',
  'Plastics',
  'Paper',
  'Tools',
  'Solar',
  'Cables',
  'Glass',
  'Agro',
];
const THIRD = [
  'Industries',
  'Traders',
  'Enterprises',
  'Works',
  'Supplies',
  'Private Limited',
  'LLP',
  'Corporation',
];
/** The words bulk vendor names begin with (benches type searches from them). */
export const BULK_NAME_WORDS = { first: FIRST, second: SECOND } as const;

// Status shares: most vendors approved, some pending, a few rejected or blocked.
const STATUSES = [1, 1, 1, 1, 1, 1, 0, 4, 4, 3, 2].map((s) => s as number);

/** Synthetic vendors for benchmarks and scale tests: `count` list rows with their search terms,
 * written in one transaction with precompiled multi-row inserts. Names are made of word lists so
 * a word search matches a realistic share of them. */
export async function insertBulkVendors(db: Db, count: number) {
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    const start =
      ((
        await trx
          .selectFrom('vendors')
          .select((e) => e.fn.max('id').as('max'))
          .executeTakeFirst()
      )?.max as number | null) ?? 0;
    const vendors = [];
    const terms = [];
    for (let i = 1; i <= count; i += 1) {
      const id = start + i;
      const name = `${FIRST[i % FIRST.length]} ${SECOND[Math.floor(i / FIRST.length) % SECOND.length]} ${THIRD[i % THIRD.length]} ${i}`;
      const code = `BV-${String(id).padStart(7, '0')}`;
      const status = STATUSES[i % STATUSES.length] ?? VENDOR_STATUS.active;
      vendors.push({
        id,
        code,
        name,
        name_folded: name.toLowerCase(),
        email: `accounts${i}@vendor${i}.example`,
        phone: `+91 98${String(i).padStart(8, '0')}`,
        vendor_type: i % 5 ? 'domestic' : 'international',
        city: 'Pune',
        status,
        tab: VENDOR_TAB_OF_STATUS[status]!,
        basic: JSON.stringify({ name, code, vendor_type: 'domestic' }),
        created_by: null,
        created_at: now,
        updated_at: now,
      });
      for (const term of termsOf(name)) terms.push({ term, vendor_id: id, field: 'name' });
      for (const term of codeTermsOf(code)) terms.push({ term, vendor_id: id, field: 'code' });
    }
    await bulkInsert(
      trx,
      'vendors',
      Object.keys(vendors[0]!) as Array<keyof (typeof vendors)[0]>,
      vendors,
    );
    await bulkInsert(trx, 'vendor_search_terms', ['term', 'vendor_id', 'field'], terms);
    await fillVendorNameIndex(trx, start);
    await syncIdSequence(trx, 'vendors');
    await recountTabs(trx, 'vendors');
  });
}
