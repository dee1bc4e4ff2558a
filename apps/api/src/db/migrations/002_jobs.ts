import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect';

/** Background jobs: one row per unit of work, claimed by one worker at a time. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see no schema type
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('jobs'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('owner_type', 'text')
    .addColumn('owner_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('result', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The claim looks for due queued jobs and expired claims; the owner's page for its jobs.
  await db.schema.createIndex('jobs_claimable').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema
    .createIndex('jobs_owner')
    .on('jobs')
    .columns(['owner_type', 'owner_id'])
    .execute();
}
