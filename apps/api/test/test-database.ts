import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';

/** The engine a test run uses. The default is a fresh SQLite file per test app; with
 * PROCURE_TEST_ENGINE=postgres (set by the api-postgres Vitest project when TEST_DATABASE_URL
 * is given) each test app gets a fresh schema in that PostgreSQL database, dropped afterwards. */
export const testEngine: 'sqlite' | 'postgres' =
  process.env.PROCURE_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

export type TestDatabase = { env: Record<string, string>; drop(): Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine === 'sqlite') return { env: {}, drop: async () => {} };
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('PROCURE_TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return {
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema, DATABASE_POOL_SIZE: '4' },
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** A fresh database with no server around it, for data-layer tests: its config and a
 * connection (not migrated); `close` ends the connection and drops the database. */
export async function openTestDatabase() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'procure-db-test-'));
  const database = await createTestDatabase();
  const config = loadConfig({ PROCURE_DATA_DIR: dataDir, ...database.env }).database;
  const db = connect(config);
  return {
    config,
    db,
    async close() {
      await db.destroy();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
