import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { migrate, MIGRATION_NAMES } from '../src/db/migrate';
import { openTestDatabase, testEngine } from './test-database';

// The migrator asks the introspector whether its own tables exist. On PostgreSQL another
// schema of the same database (another application, another test run) may gain and lose
// tables meanwhile; Kysely's own introspector listed every schema by name and failed with
// "relation … does not exist" when one went in the middle of its listing.
const opened: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of opened) await close();
});

it(`migrates and lists its own tables only while another ${testEngine} database churns`, async () => {
  const other = await openTestDatabase();
  const ours = await openTestDatabase();
  opened.push(other.close, ours.close);
  await migrate(other.db, other.config);
  expect(await ours.db.introspection.getTables()).toEqual([]);

  let churning = true;
  const churn = (async () => {
    for (let round = 0; churning; round++) {
      await sql`CREATE TABLE ${sql.raw(`churn_${round}`)} (id serial PRIMARY KEY)`.execute(
        other.db,
      );
      await sql`DROP TABLE ${sql.raw(`churn_${round}`)}`.execute(other.db);
    }
  })();
  try {
    expect(await migrate(ours.db, ours.config)).toEqual(MIGRATION_NAMES);
    for (let look = 0; look < 20; look++) await ours.db.introspection.getTables();
  } finally {
    churning = false;
    await churn;
  }

  const tables = await ours.db.introspection.getTables({ withInternalKyselyTables: true });
  const names = tables.map((table) => table.name);
  expect(names).toContain('kysely_migration');
  expect(names).toContain('users');
  expect(names.some((name) => name.startsWith('churn_'))).toBe(false);
  const id = tables.find((table) => table.name === 'users')!.columns.find((c) => c.name === 'id');
  expect(id).toMatchObject({ isAutoIncrementing: true });
  if (ours.config.engine !== 'postgres') return;
  // Ours (PostgreSQL): our schema only, with each column's own metadata.
  expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([ours.config.schema]));
  expect(id).toMatchObject({ isNullable: false, dataType: 'int4' });
});
