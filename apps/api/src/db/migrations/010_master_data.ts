import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/** Master data: lookup categories and their lookups, for two independent sets ('invoice' and
 * 'vendor'), each served under its own API root. Every row carries its set, so a query of one set
 * never reaches the other's rows; names are unique within a set (categories) or a category
 * (lookups), and so are lookup codes where given (NULLs are distinct on both engines). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('lookup_categories'))
    .addColumn('set', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('lookup_categories_name', ['set', 'name'])
    .execute();

  await withIdColumn(db, db.schema.createTable('lookups'))
    .addColumn('set', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('lookup_categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text')
    .addColumn('code', 'text')
    .addColumn('code_2', 'text')
    .addColumn('code_3', 'text')
    .addColumn('code_4', 'text')
    .addColumn('code_5', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('lookups_name', ['category_id', 'name'])
    .addUniqueConstraint('lookups_code', ['category_id', 'code'])
    .execute();
  // Lookups of one set by id (the update route), next to the per-category order the unique
  // constraints already index.
  await db.schema.createIndex('lookups_set').on('lookups').columns(['set', 'id']).execute();
}
