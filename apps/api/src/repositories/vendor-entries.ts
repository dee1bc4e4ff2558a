import type { VendorEntrySectionKey } from '@procure/contract';
import type { Db } from '../db/connect';
import { nowIso } from '../db/dialect';
import type { Executor } from '../db/transaction';

type Body = Record<string, unknown>;
export type SavedEntry = Body & { id: number; basic_id: number };

/** Entries of a vendor's repeatable sections (address, bank, tax code, representative, site
 * mapping, compliance): one row each, its fields as JSON. */
export function createVendorEntriesRepository(db: Db) {
  const toEntry = (row: { id: number; vendor_id: number; body: string }): SavedEntry => ({
    ...(JSON.parse(row.body) as Body),
    id: row.id,
    basic_id: row.vendor_id,
  });

  return {
    /** Every entry of a vendor by section, in the order they were made. Inside a transaction
     * pass it: on SQLite the one connection is the transaction's until it ends. */
    async allOf(vendorId: number, executor: Executor = db): Promise<Record<string, SavedEntry[]>> {
      const rows = await executor
        .selectFrom('vendor_entries')
        .select(['id', 'vendor_id', 'section', 'body'])
        .where('vendor_id', '=', vendorId)
        .orderBy('section')
        .orderBy('id')
        .execute();
      const sections: Record<string, SavedEntry[]> = {};
      for (const row of rows) (sections[row.section] ??= []).push(toEntry(row));
      return sections;
    },

    /** Entry ids of one section of one vendor (site mapping checks its links against them). */
    async idsOf(trx: Executor, vendorId: number, section: VendorEntrySectionKey) {
      const rows = await trx
        .selectFrom('vendor_entries')
        .select('id')
        .where('vendor_id', '=', vendorId)
        .where('section', '=', section)
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    async insert(trx: Executor, vendorId: number, section: VendorEntrySectionKey, body: Body) {
      const now = nowIso();
      const row = await trx
        .insertInto('vendor_entries')
        .values({
          vendor_id: vendorId,
          section,
          body: JSON.stringify(body),
          created_at: now,
          updated_at: now,
        })
        .returning(['id', 'vendor_id', 'body'])
        .executeTakeFirstOrThrow();
      return toEntry(row);
    },

    /** Updates an entry of this vendor and section; undefined when there is none. */
    async update(
      trx: Executor,
      vendorId: number,
      section: VendorEntrySectionKey,
      id: number,
      body: Body,
    ) {
      const row = await trx
        .updateTable('vendor_entries')
        .set({ body: JSON.stringify(body), updated_at: nowIso() })
        .where('id', '=', id)
        .where('vendor_id', '=', vendorId)
        .where('section', '=', section)
        .returning(['id', 'vendor_id', 'body'])
        .executeTakeFirst();
      return row && toEntry(row);
    },

    /** Removes one entry; its vendor's id, or undefined when there was none. */
    /** The vendor an entry belongs to. */
    ownerOf: async (executor: Executor, id: number) =>
      (
        await executor
          .selectFrom('vendor_entries')
          .select('vendor_id')
          .where('id', '=', id)
          .executeTakeFirst()
      )?.vendor_id,

    async remove(trx: Executor, section: VendorEntrySectionKey, id: number) {
      const row = await trx
        .deleteFrom('vendor_entries')
        .where('id', '=', id)
        .where('section', '=', section)
        .returning('vendor_id')
        .executeTakeFirst();
      return row?.vendor_id;
    },
  };
}
export type VendorEntriesRepository = ReturnType<typeof createVendorEntriesRepository>;
