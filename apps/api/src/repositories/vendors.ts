import { VENDOR_STATUS, VENDOR_TAB_OF_STATUS } from '@procure/contract';
import type { Db } from '../db/connect';
import { nowIso } from '../db/dialect';
import type { VendorRecord } from '../db/schema';
import type { Executor } from '../db/transaction';
import { moveTabCount } from './list-counts';
import { indexVendorTerms, moveIndexedTab } from './vendor-search';
import { createVendorList } from './vendor-list';

export type { VendorFilter } from './vendor-list';

/** The basic section as sent; the form metadata decides which fields it must have. */
export type VendorBasicValues = Record<string, unknown>;

/** What the search indexes keep of a vendor (see indexVendorTerms). */
const INDEXED = ['id', 'tab', 'name', 'name_folded', 'code'] as const;

export function createVendorsRepository(db: Db) {
  const list = createVendorList(db);
  return {
    ...list,
    find: (id: number, executor: Executor = db): Promise<VendorRecord | undefined> =>
      executor.selectFrom('vendors').selectAll().where('id', '=', id).executeTakeFirst(),

    codeTaken: async (code: string, exceptId?: number) =>
      (await db
        .selectFrom('vendors')
        .select('id')
        .where('code', '=', code)
        .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
        .executeTakeFirst()) !== undefined,

    async create(trx: Executor, basic: VendorBasicValues, createdBy: number | null) {
      const now = nowIso();
      const indexed = await trx
        .insertInto('vendors')
        .values({
          ...listColumns(basic),
          city: '',
          status: VENDOR_STATUS.draft,
          tab: 'draft',
          basic: JSON.stringify(basic),
          created_by: createdBy,
          created_at: now,
          updated_at: now,
        })
        .returning(INDEXED)
        .executeTakeFirstOrThrow();
      await indexVendorTerms(trx, indexed);
      await moveTabCount(trx, 'vendors', null, 'draft');
      list.forget();
      return indexed.id;
    },

    async updateBasic(trx: Executor, id: number, basic: VendorBasicValues, editor: number) {
      const indexed = await trx
        .updateTable('vendors')
        .set({
          ...listColumns(basic),
          basic: JSON.stringify(basic),
          updated_by: editor,
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .returning(INDEXED)
        .executeTakeFirstOrThrow();
      await indexVendorTerms(trx, indexed);
      list.forget();
    },

    async setStatus(trx: Executor, id: number, status: number) {
      const before = await trx
        .selectFrom('vendors')
        .select('tab')
        .where('id', '=', id)
        .executeTakeFirst();
      const tab = VENDOR_TAB_OF_STATUS[status]!;
      if (before) await moveTabCount(trx, 'vendors', before.tab, tab);
      await trx
        .updateTable('vendors')
        .set({ status, tab, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      await moveIndexedTab(trx, id, tab);
      list.forget();
    },

    /** Who last edited the registration: they may not approve it (segregation of duties). */
    async markEdited(trx: Executor, id: number, editor: number) {
      await trx.updateTable('vendors').set({ updated_by: editor }).where('id', '=', id).execute();
    },

    /** The list's city column follows the vendor's primary (else first) address. */
    async setCity(trx: Executor, id: number, city: string) {
      await trx
        .updateTable('vendors')
        .set({ city, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type VendorsRepository = ReturnType<typeof createVendorsRepository>;

const text = (value: unknown) =>
  value === null || value === undefined ? '' : String(value).trim();

function listColumns(basic: VendorBasicValues) {
  const name = text(basic.name);
  return {
    name,
    name_folded: name.toLowerCase(),
    code: text(basic.code),
    email: text(basic.email),
    phone: text(basic.phone),
    vendor_type: text(basic.vendor_type),
  };
}
