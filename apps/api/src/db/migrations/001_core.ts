import { sql, type Kysely } from 'kysely';
import { engineOf, withIdColumn } from '../dialect';

/** Users, reference data (form metadata, translations, places) and stored documents.
 * Every statement is IF NOT EXISTS so a database made by the earlier SQL migrations (same
 * tables, same names) is adopted as it is. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = engineOf(db) === 'postgres';
  // Case-insensitive name order: SQLite's NOCASE collation, PostgreSQL's lower().
  const folded = (column: string) =>
    pg ? sql`lower(${sql.ref(column)})` : sql`${sql.ref(column)} COLLATE NOCASE`;

  await withIdColumn(db, db.schema.createTable('users').ifNotExists())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`active IN (0, 1)`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('form_metadata')
    .ifNotExists()
    .addColumn('form_name', 'text', (c) => c.primaryKey())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('translations')
    .ifNotExists()
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('namespace', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('translations_pk', ['language_code', 'namespace', 'key'])
    .execute();

  // Places carry the ids the loader assigns (package order), so no auto-numbering.
  await db.schema
    .createTable('countries')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('countries_name')
    .ifNotExists()
    .on('countries')
    .expression(folded('name'))
    .execute();

  await db.schema
    .createTable('states')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('states_country_code', ['country_id', 'code'])
    .execute();
  await db.schema
    .createIndex('states_country_name')
    .ifNotExists()
    .on('states')
    .expression(sql`country_id, ${folded('name')}`)
    .execute();

  await db.schema
    .createTable('cities')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cities_state_name')
    .ifNotExists()
    .on('cities')
    .expression(sql`state_id, ${folded('name')}`)
    .execute();

  await withIdColumn(db, db.schema.createTable('documents').ifNotExists())
    .addColumn('doc_id', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_path', 'text', (c) => c.notNull())
    .addColumn('form_name', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('sub_event_type', 'text')
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('documents_sha256')
    .ifNotExists()
    .on('documents')
    .column('sha256')
    .execute();
}
