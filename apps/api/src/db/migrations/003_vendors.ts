import { sql, type Kysely } from 'kysely';
import { engineOf, withIdColumn } from '../dialect';

/** Vendors: one row per vendor (its basic section plus the list columns), one row per entry of
 * a repeatable section, a word index for search, and the audit trail every document shares. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('vendors'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    // Lower-cased name: the list's order, indexed with the tab for paging without a sort.
    .addColumn('name_folded', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('vendor_type', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull())
    // The list tab the status belongs to (active, draft, reject), kept beside it so each tab
    // is one index range.
    .addColumn('tab', 'text', (c) => c.notNull())
    .addColumn('basic', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vendors_tab_name')
    .on('vendors')
    .columns(['tab', 'name_folded', 'id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('vendor_entries'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vendor_entries_vendor')
    .on('vendor_entries')
    .columns(['vendor_id', 'section', 'id'])
    .execute();

  // Each word of a vendor's name and its code, lower-cased: a prefix search is an index range
  // on both engines, however many vendors there are.
  await db.schema
    .createTable('vendor_search_terms')
    // Compared by code point on both engines (prefix ranges), not by a language's collation.
    .addColumn('term', 'text', (c) =>
      engineOf(db) === 'postgres' ? c.notNull().modifyEnd(sql`COLLATE "C"`) : c.notNull(),
    )
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('vendor_search_terms_pk', ['field', 'term', 'vendor_id'])
    .execute();
  await db.schema
    .createIndex('vendor_search_terms_vendor')
    .on('vendor_search_terms')
    .column('vendor_id')
    .execute();

  await withIdColumn(db, db.schema.createTable('audit_events'))
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('field', 'text')
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .addColumn('reason', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_events_entity')
    .on('audit_events')
    .columns(['entity_type', 'entity_id', 'id'])
    .execute();
  await db.schema.createIndex('audit_events_recent').on('audit_events').column('at').execute();
}
