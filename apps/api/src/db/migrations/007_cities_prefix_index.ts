import { sql, type Kysely } from 'kysely';
import { engineOf } from '../dialect';

/** City search looks names up by prefix. PostgreSQL's index on lower(name) follows the
 * database's collation, which LIKE 'ab%' cannot use; text_pattern_ops compares bytes, which it
 * can. SQLite's index on `name COLLATE NOCASE` (001) already serves LIKE prefixes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await db.schema
    .createIndex('cities_state_name_prefix')
    .on('cities')
    .expression(sql`state_id, lower(name) text_pattern_ops`)
    .execute();
}
