import { afterEach, expect, it } from 'vitest';
import { engineOf, nowIso } from '../src/db/dialect';
import { migrate } from '../src/db/migrate';
import { termsOf } from '../src/repositories/search-terms';
import { createVendorList } from '../src/repositories/vendor-list';
import { fillVendorNameIndex } from '../src/repositories/vendor-search';
import { openTestDatabase, testEngine } from './test-database';

// Migration 019 (PostgreSQL's name index of prefixes beside the tab and name) on a database
// that already holds vendors: the search finds them on their tabs afterwards.
let closing = async () => {};
afterEach(() => closing());
it(`indexes the vendors a ${testEngine} database already has when the name index changes`, async () => {
  const { config, db, close } = await openTestDatabase();
  closing = close;
  await migrate(db, config, '018_invoice_words');
  const vendors = [
    { name: 'Quillfeather Metals', tab: 'active', status: 1 },
    { name: 'Quillon Steel Works', tab: 'draft', status: 0 },
    { name: 'Quilted Textiles', tab: 'reject', status: 2 },
    { name: 'Harbor Quill Paper', tab: 'active', status: 1 },
  ] as const;
  for (const [i, v] of vendors.entries()) {
    const { id } = await db
      .insertInto('vendors')
      .values({
        name: v.name,
        name_folded: v.name.toLowerCase(),
        code: `MIG-${i}`,
        email: '',
        phone: '',
        vendor_type: 'domestic',
        city: '',
        status: v.status,
        tab: v.tab,
        basic: '{}',
        created_by: null,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('vendor_search_terms')
      .values(termsOf(v.name).map((term) => ({ term, vendor_id: id, field: 'name' as const })))
      .execute();
  }
  // As the server had kept it before (migration 013 filled it when it was created).
  if (engineOf(db) === 'sqlite') await fillVendorNameIndex(db);

  expect(await migrate(db, config)).toContain('019_vendor_name_prefixes');
  const list = createVendorList(db);
  const found = await list.list({ type: 'active', search: 'quil', search_by: 'name' }, 1, 10);
  expect(found.counts).toEqual({ active: 2, draft: 1, reject: 1 });
  expect(found.rows.map((r) => r.name)).toEqual(['Harbor Quill Paper', 'Quillfeather Metals']);
  const twoWords = await list.list({ type: 'draft', search: 'ste qui', search_by: 'name' }, 1, 10);
  expect(twoWords.rows.map((r) => r.name)).toEqual(['Quillon Steel Works']);
});
